/** What a route declares about itself in `handle.meta`. */
export interface TRouteMeta {
  /** i18n key (common namespace) of the page title. */
  title?: string;
  /** The user needs any one of these roles; no list means everyone. */
  roles?: readonly number[];
  hideHeaderOnMobile?: boolean;
}

export interface TRouteHandle {
  meta?: TRouteMeta;
}

interface TRouteWithMeta<T> {
  handle?: unknown;
  children?: T[];
}

const rolesOf = (route: { handle?: unknown }): readonly number[] | undefined =>
  (route.handle as TRouteHandle | undefined)?.meta?.roles;

export const isRouteAllowed = (route: { handle?: unknown }, roles: readonly number[]): boolean => {
  const required = rolesOf(route);
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
