/**
 * A server-rendered page shows its buttons before the app's code has arrived; a tap in that moment would do
 * nothing (links and the search forms work without the app, see `leaving.ts`). The last tap of that moment is
 * remembered and made again once the app has taken the tapped control over, as long as it would still reach
 * that control: a visitor who taps "Log In" or "Menu" at once gets the dialog or the drawer a moment later
 * instead of a dead button. Recording starts in the entry (`main.tsx`) and stops when hydration starts: from
 * then on React itself handles a tap on the page, hydrating the tapped part first.
 */

/** How long a tap may wait for the app: a tap older than this would surprise more than help. */
export const REPLAY_WITHIN_MS = 10_000;

/** Controls whose own action already happened at the tap (or a navigation did): never tapped again. */
const NATIVE_ACTION =
  'a[href], label, input, select, textarea, summary, [contenteditable=""], [contenteditable="true"]';

interface TTap {
  target: Element;
  at: number;
  /** Where the page was: a tap made on another address is not made again. */
  address: string;
}

let recorded: TTap | undefined;
let listening = false;

const address = () => `${location.pathname}${location.search}`;

const remember = (event: MouseEvent) => {
  if (event.button !== 0 || !(event.target instanceof Element)) return;
  recorded = { target: event.target, at: Date.now(), address: address() };
};

/** Starts remembering taps (a server-rendered page, before its code has loaded). */
export const recordEarlyTaps = () => {
  if (listening) return;
  listening = true;
  recorded = undefined;
  addEventListener('click', remember, true);
};

/** Stops remembering taps: React handles the ones that come from now on. */
export const stopRecordingTaps = () => {
  if (!listening) return;
  listening = false;
  removeEventListener('click', remember, true);
};

/** The props React keeps on a DOM node it has rendered or hydrated (`__reactProps$…`), if any. */
const reactProps = (element: Element): Record<string, unknown> | undefined => {
  const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
  return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
};

/** The nearest element from `target` up whose click the app handles. */
const clickHandlerOf = (target: Element): Element | undefined => {
  for (let node: Element | null = target; node; node = node.parentElement) {
    if (typeof reactProps(node)?.onClick === 'function') return node;
  }
  return undefined;
};

/** A person's tap at the middle of the element would reach it: no dialog or mask lies over it. */
const isUncovered = (element: Element) => {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return !!hit && element.contains(hit);
};

export interface TReplayOptions {
  /** The page does something by itself that the tap would disturb (the sign-in prompt of a `redirect`). */
  skip?: () => boolean;
  isLive?: (element: Element) => boolean;
  handlerOf?: (target: Element) => Element | undefined;
  isReachable?: (element: Element) => boolean;
  nextFrame?: (run: () => void) => void;
  now?: () => number;
}

/**
 * Makes the remembered tap again, once, when the app has the tapped control and the tap would still reach
 * it; otherwise drops it. Called when the app has taken the page over.
 */
export const replayEarlyTap = ({
  skip = () => false,
  // The app has taken the element over.
  isLive = (element) => reactProps(element) !== undefined,
  handlerOf = clickHandlerOf,
  isReachable = isUncovered,
  nextFrame = (run) => void requestAnimationFrame(run),
  now = Date.now,
}: TReplayOptions = {}) => {
  stopRecordingTaps();
  const tap = recorded;
  recorded = undefined;
  if (!tap) return;
  const { target } = tap;
  const attempt = () => {
    if (!target.isConnected || now() - tap.at > REPLAY_WITHIN_MS) return;
    if (!isLive(target)) return nextFrame(attempt);
    if (tap.address !== address() || skip()) return;
    if (target.closest(NATIVE_ACTION) || target.closest(':disabled, [aria-disabled="true"]')) return;
    // A form's own submit button (a button without a type is one) was sent by the browser.
    const button = target.closest('button');
    if (button?.type === 'submit' && button.form) return;
    const handler = handlerOf(target);
    if (!handler || !isReachable(handler)) return;
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  };
  attempt();
};
