import { useEffect, useMemo, useRef } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { isHrManager } from '@tmp/contracts';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { filterRoutesByRoles } from './route-meta.ts';
import { buildRoutes } from './routes.tsx';

/** Rebuilt when the user's roles change, so role-restricted routes appear or vanish with them. */
export const AppRouter = () => {
  const rolesKey = useLoginStore((s) => s.roles.join(','));
  const router = useMemo(() => {
    const roles = rolesKey ? rolesKey.split(',').map(Number) : [];
    const routes = filterRoutesByRoles(
      buildRoutes({ devOutbox: getRuntimeConfig().devOutbox, hasConsole: isHrManager(roles) }),
      roles,
    );
    return createBrowserRouter(routes);
  }, [rolesKey]);
  // A replaced router must stop listening to the history, or it keeps redirecting with its old routes.
  const previous = useRef(router);
  useEffect(() => {
    if (previous.current !== router) previous.current.dispose();
    previous.current = router;
  }, [router]);
  return <RouterProvider router={router} />;
};
