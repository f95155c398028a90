import type { QueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import type { TDevice } from '../lib/device.ts';
import type { TLanguage } from '../lib/i18n.ts';
/** What a route declares about itself in `handle.meta`. */
export interface TRouteMeta {
  /** i18n key (common namespace) of the page title. */
  title?: string;
  /** The user needs any one of these roles; no list means everyone. */
  roles?: readonly number[];
  hideHeaderOnMobile?: boolean;
  /**
   * A public page the server renders (app/ssr): readable without JavaScript, then hydrated. Its data comes
   * from the handle's `prefetch`, which the server awaits before rendering.
   */
  serverRendered?: boolean;
}

/** Starts (and, awaited, completes) the reads of a page's queries, with the keys the page reads. */
export type TPagePrefetch = (context: {
  queryClient: QueryClient;
  params: URLSearchParams;
  device: TDevice;
  language: TLanguage;
}) => Promise<unknown>;

export interface TRouteHandle {
  meta?: TRouteMeta;
  prefetch?: TPagePrefetch;
}

interface TRouteWithMeta<T> {
  handle?: unknown;
  children?: T[];
}

const metaOf = (route: { handle?: unknown }): TRouteMeta | undefined =>
  (route.handle as TRouteHandle | undefined)?.meta;

export const isRouteAllowed = (route: { handle?: unknown }, roles: readonly number[]): boolean => {
  const required = metaOf(route)?.roles;
  return !required || required.length === 0 || required.some((role) => roles.includes(role));
};

/** Keeps the routes (at every depth) the user may see: those without roles, or sharing one with the user. */
export const filterRoutesByRoles = <T extends TRouteWithMeta<T>>(
  routes: readonly T[],
  roles: readonly number[],
): T[] =>
  routes
    .filter((route) => isRouteAllowed(route, roles))
    .map((route) =>
      route.children ? { ...route, children: filterRoutesByRoles(route.children, roles) } : route,
    );

/** The meta of the deepest matched route that declares one. */
export const useRouteMeta = (): TRouteMeta => {
  const deepest = useMatches().findLast(metaOf);
  return (deepest && metaOf(deepest)) ?? {};
};
