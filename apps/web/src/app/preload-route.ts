import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Starts downloading the code of the page the visit opens while the runtime configuration and the texts
 * load, instead of after them: the router would only ask for it once it is built.
 */
export const preloadRouteCode = (routes: RouteObject[], pathname: string): void => {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
};
