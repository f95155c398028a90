import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `dirty`, closing or reloading the tab asks the browser's own question, and leaving the page inside
 * the app is held by the returned blocker until the page asks the user (proceed / reset).
 */
export const useUnsavedWarning = (dirty: boolean): Blocker => {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
};
