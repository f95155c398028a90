/**
 * A page rendered on the server shows its buttons before the app has taken them over; a tap in that moment
 * would do nothing (links and the search form work without the app). The last button tapped before
 * hydration is remembered and tapped again once the app has taken that button over, if it is still on the
 * page: a visitor who taps "Log In" at once gets the dialog a moment later instead of a dead button.
 */

/** How long a remembered tap waits for its button to come alive; after that it is dropped. */
const REPLAY_WITHIN_MS = 10_000;

/**
 * React has taken the element over: it keeps its props on the DOM node (`__reactProps$…`) from then on. The
 * root commits before lazily loaded parts of the page are hydrated, so the root being up is not enough.
 */
const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

export const recordEarlyTaps = (
  root: Document = document,
  { isLive = isHydrated, nextFrame = (run: () => void) => requestAnimationFrame(run) } = {},
): (() => void) => {
  let last: HTMLButtonElement | undefined;
  const remember = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button');
    // A form's own submit button already works without the app.
    if (!button || (button.type === 'submit' && button.form?.action)) return;
    last = button;
  };
  root.addEventListener('click', remember, true);
  let replayed = false;
  return () => {
    if (replayed) return;
    replayed = true;
    root.removeEventListener('click', remember, true);
    const button = last;
    if (!button) return;
    const until = Date.now() + REPLAY_WITHIN_MS;
    const tryTap = () => {
      if (!button.isConnected || button.disabled || Date.now() > until) return;
      if (isLive(button)) button.click();
      else nextFrame(tryTap);
    };
    tryTap();
  };
};
