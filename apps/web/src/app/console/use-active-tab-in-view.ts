import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The console's tabs scroll sideways when they do not fit (a phone): at each navigation the active one is
 * brought into the middle of the strip, so the section shown is always named in view.
 */
export const useActiveTabInView = <T extends HTMLElement>() => {
  const ref = useRef<T>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const strip = ref.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    // The strip is the tabs' offset parent (positioned in the console's styles).
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return ref;
};
