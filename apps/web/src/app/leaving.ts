/**
 * Whether the browser is leaving the page by itself: a server-rendered page's links and forms work before
 * the app has taken it over, and a click on one starts a real navigation. Starting the app then would undo
 * it (the router's first `history.replaceState` cancels a navigation under way), so the visitor's click
 * would be lost; the app starts only if the page stays, or when it is shown again from the back-forward
 * cache. Watched from the entry (`main.tsx`), before any of the app's code has loaded.
 */
let leaving = false;

const leavesByItself = (event: MouseEvent): boolean => {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const to = new URL(link.href, location.href);
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  // A link to a part of this page (the skip link) stays on it.
  const here = new URL(location.href);
  return !(
    to.hash &&
    to.origin === here.origin &&
    to.pathname === here.pathname &&
    to.search === here.search
  );
};

export const watchLeaving = () => {
  // Bubbling to the window: a click the app handles (its router's links) is marked as prevented by then.
  addEventListener('click', (event) => {
    if (leavesByItself(event)) leaving = true;
  });
  addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!event.defaultPrevented && form && (!form.target || form.target === '_self')) leaving = true;
  });
};

/** Runs `start` now, or, when the browser is leaving the page, once the page is shown again from the cache. */
export const unlessLeaving = (start: () => void) => {
  if (!leaving) return start();
  addEventListener('pageshow', function shown(event) {
    if (!event.persisted) return;
    removeEventListener('pageshow', shown);
    leaving = false;
    start();
  });
};
