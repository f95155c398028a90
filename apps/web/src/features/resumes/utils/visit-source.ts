/**
 * Where a visit came from (decisions §3): a share link's `recommendCode` and a channel's `sourceid`, kept
 * for the browser session so that an application sent later in the visit carries them.
 */
const STORAGE_KEY = 'TMP-visit-source';
const LOGGED_KEY = 'TMP-visit-source-logged';
const MAX_CODE_LENGTH = 32;

export interface TVisitSource {
  recommendCode?: string;
  sourceid?: number;
}

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

/** A stored value, or null when there is none or it cannot be read. */
const readStored = (key: string): unknown => {
  try {
    return JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    return null;
  }
};

export const readVisitSource = (): TVisitSource => {
  const parsed = (readStored(STORAGE_KEY) ?? {}) as TVisitSource;
  return {
    ...(typeof parsed.recommendCode === 'string' ? { recommendCode: parsed.recommendCode } : {}),
    ...(typeof parsed.sourceid === 'number' ? { sourceid: parsed.sourceid } : {}),
  };
};

/** The source a URL's query names, or null when it names none (or only malformed values). */
export const parseVisitSource = (search: URLSearchParams): TVisitSource | null => {
  const code = search.get('recommendCode')?.trim();
  const rawSource = search.get('sourceid');
  const sourceid = rawSource !== null && /^\d{1,9}$/.test(rawSource) ? Number(rawSource) : undefined;
  const source: TVisitSource = {
    ...(code && code.length <= MAX_CODE_LENGTH ? { recommendCode: code } : {}),
    ...(sourceid !== undefined ? { sourceid } : {}),
  };
  return source.recommendCode !== undefined || source.sourceid !== undefined ? source : null;
};

/**
 * Remembers the source of `url` when it names one (a newer value replaces the older one) and answers
 * whether this source still has to be logged with the server: once per source and session.
 */
export const rememberVisitSource = (url: URL): { source: TVisitSource; shouldLog: boolean } | null => {
  const found = parseVisitSource(url.searchParams);
  if (!found) return null;
  const source = { ...readVisitSource(), ...found };
  const store = storage();
  store?.setItem(STORAGE_KEY, JSON.stringify(source));
  const fingerprint = JSON.stringify(found);
  const stored = readStored(LOGGED_KEY);
  const logged: unknown[] = Array.isArray(stored) ? stored : [];
  const seen = logged.includes(fingerprint);
  if (!seen) store?.setItem(LOGGED_KEY, JSON.stringify([...logged, fingerprint]));
  return { source: found, shouldLog: !seen };
};

export const clearVisitSource = (): void => {
  storage()?.removeItem(STORAGE_KEY);
  storage()?.removeItem(LOGGED_KEY);
};
