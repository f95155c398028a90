import { useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { isHrMember } from '@tmp/contracts';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { filterRoutesByRoles } from './route-meta.ts';
import { buildRoutes } from './routes.tsx';

export type TAppRouter = ReturnType<typeof createBrowserRouter>;

export const createAppRouter = (rolesKey: string): TAppRouter => {
  const roles = rolesKey ? rolesKey.split(',').map(Number) : [];
  const routes = filterRoutesByRoles(
    buildRoutes({ devOutbox: getRuntimeConfig().devOutbox, hasConsole: isHrMember(roles) }),
    roles,
  );
  return createBrowserRouter(routes);
};

/** Resolves once the router has matched the URL, loaded the matched routes' code and run their loaders. */
export const whenRouterReady = (router: TAppRouter): Promise<void> =>
  new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

/** A router made ready before the first render (a page rendered on the server is hydrated with it). */
let readyRouter: TAppRouter | undefined;
export const adoptReadyRouter = (router: TAppRouter): void => {
  readyRouter = router;
};
/** The ready router, once: a later router (the user's roles changed) is built anew. */
const takeReadyRouter = (): TAppRouter | undefined => {
  const ready = readyRouter;
  readyRouter = undefined;
  return ready;
};

/** Rebuilt when the user's roles change, so role-restricted routes appear or vanish with them. */
export const AppRouter = () => {
  const rolesKey = useLoginStore((s) => s.roles.join(','));
  const router = useMemo(() => takeReadyRouter() ?? createAppRouter(rolesKey), [rolesKey]);
  // A replaced router must stop listening to the history, or it keeps redirecting with its old routes.
  const previous = useRef(router);
  useEffect(() => {
    const replaced = previous.current;
    previous.current = router;
    if (replaced === router) return;
    replaced.dispose();
    // A page of the replaced router may still navigate (the sign-in dialog leads to its redirect target once
    // the user's roles have rebuilt the router): the current router goes there, or the replaced one would
    // move the address behind the current router's back.
    replaced.navigate = ((to: Parameters<TAppRouter['navigate']>[0], options?: object) =>
      typeof to === 'number'
        ? router.navigate(to)
        : router.navigate(to, { ...options, fromRouteId: undefined })) as TAppRouter['navigate'];
  }, [router]);
  return <RouterProvider router={router} />;
};
