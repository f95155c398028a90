import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppErrorCode } from '@tmp/contracts';
import { AppError } from '../lib/app-error.ts';
import type { THrScope } from '../lib/hr-scope.ts';
import { authenticate, type TAuthContext } from '../modules/accounts/sessions.service.ts';
import { hrScopeOf } from '../modules/team/team-scope.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and session, on routes whose contract access is 'user' or 'hr'. */
    auth: TAuthContext | null;
    /** On HR routes: what of the customer's hiring data the user may see (lib/hr-scope.ts). */
    hrScope: THrScope | null;
  }
  interface FastifyContextConfig {
    /** On HR routes: the roles that may call it; a user holding any one of them may (decisions §8). */
    roles?: readonly number[];
  }
}

const bearerToken = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
};

const HR_PATH = /^\/api\/hr\//i;

/**
 * Access guards for contract access levels: 'user' needs a valid token; 'hr' also one of the roles the
 * route lists (its `config.roles`, from the contract's `roles`). A route under /api/hr/ that lists no roles
 * is refused when it is registered, so the server cannot start with one.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('hrScope', null);
    app.addHook('onRoute', (route) => {
      const url = route.url ?? route.path;
      if (!HR_PATH.test(url)) return;
      const roles = route.config?.roles;
      if (!roles?.length || route.preValidation !== app.accessGuards.hr) {
        throw new Error(`The HR route ${url} must name the roles that may call it and use the HR guard`);
      }
    });
    const requireUser = async (req: FastifyRequest) => {
      req.auth = await authenticate(app.deps, bearerToken(req), req.customer.id);
    };
    app.accessGuards.user = requireUser;
    app.accessGuards.hr = async (req: FastifyRequest) => {
      await requireUser(req);
      const allowed = req.routeOptions.config.roles ?? [];
      const { user } = req.auth!;
      if (!user.roles.some((role) => allowed.includes(role))) {
        throw new AppError(AppErrorCode.Forbidden, 'common.forbidden', { status: 403 });
      }
      req.hrScope = await hrScopeOf(app.deps, req.customer.id, user);
    };
  },
  { name: 'auth', dependencies: ['customer'] },
);
