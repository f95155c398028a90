import { lazy, useState, type ComponentType } from 'react';

/**
 * A code-split component that renders synchronously once its code is loaded. React.lazy alone suspends on
 * the first render even when the chunk is already there, and React holds back revealed Suspense content
 * for a few hundred milliseconds; nested lazy layers (shell, page, device layout) would add that up.
 */
export const preloadable = <P extends object>(load: () => Promise<ComponentType<P>>) => {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (!pending) {
      pending = load().then((component) => (loaded = component));
      // A chunk that could not be loaded (offline) is tried again by the next call.
      pending.catch(() => (pending = undefined));
    }
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Component = (props: P) => {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Resolved] = useState(() => loaded ?? Lazy);
    return <Resolved {...props} />;
  };
  return { Component, preload };
};
