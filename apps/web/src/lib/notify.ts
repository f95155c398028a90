/**
 * Toasts from non-React code (the API client). The active shell registers the implementation of its UI
 * library (antd `message` on desktop, antd-mobile `Toast` on mobile), so neither library is loaded here.
 */
export interface TNotifier {
  success: (text: string, durationMs: number) => void;
  error: (text: string) => void;
}

const silent: TNotifier = { success: () => {}, error: () => {} };
let active: TNotifier = silent;

export const registerNotifier = (notifier: TNotifier): (() => void) => {
  active = notifier;
  return () => {
    if (active === notifier) active = silent;
  };
};

export const notify: TNotifier = {
  success: (text, durationMs) => active.success(text, durationMs),
  error: (text) => active.error(text),
};
