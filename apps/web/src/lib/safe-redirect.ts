/**
 * Where a `redirect` parameter may send the user: the target resolved as the browser would resolve it
 * (`new URL` against the page's origin, which also drops tabs and newlines and reads `\` as `/`), kept only
 * when it stays on this origin. Answers the normalised path with its query and hash, or undefined.
 * `//host`, `/\host`, `/%09/host` (a tab), `https://host` and `javascript:` all leave the origin.
 */
export const sameOriginPath = (
  target: string | null | undefined,
  // A page rendered on the server has no window: any origin tells the same paths apart.
  origin: string = typeof window === 'undefined' ? 'http://page.invalid' : window.location.origin,
): string | undefined => {
  if (!target?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : undefined;
};
