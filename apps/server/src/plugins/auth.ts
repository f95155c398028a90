import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppErrorCode, Role } from '@tmp/contracts';
import { AppError } from '../lib/app-error.ts';
import { authenticate, type TAuthContext } from '../modules/accounts/sessions.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user and session, on routes whose contract access is 'user' or 'hr'. */
    auth: TAuthContext | null;
  }
}

const bearerToken = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1];
};

/** Access guards for contract access levels: 'user' needs a valid token; 'hr' also role 2. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    const requireUser = async (req: FastifyRequest) => {
      req.auth = await authenticate(app.deps, bearerToken(req), req.customer.id);
    };
    app.accessGuards.user = requireUser;
    app.accessGuards.hr = async (req: FastifyRequest) => {
      await requireUser(req);
      if (!req.auth!.user.roles.includes(Role.HrManager)) {
        throw new AppError(AppErrorCode.Forbidden, 'common.forbidden', { status: 403 });
      }
    };
  },
  { name: 'auth', dependencies: ['customer'] },
);
