import { useMatches } from 'react-router';
import type { TRouteHandle, TRouteMeta } from './route-meta.ts';

/** The meta of the deepest matched route that declares one. */
export const useRouteMeta = (): TRouteMeta => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const meta = (matches[i]?.handle as TRouteHandle | undefined)?.meta;
    if (meta) return meta;
  }
  return {};
};
