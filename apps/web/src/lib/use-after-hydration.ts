import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the browser hydrates a server-rendered page, true from then on (at once on
 * a page the browser renders itself): for what must not be part of the server's HTML, such as a form that
 * only works with the app, without a hydration mismatch.
 */
export const useAfterHydration = (): boolean =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
