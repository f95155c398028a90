import { AppErrorCode } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import {
  extendSession,
  findSessionWithUser,
  insertSession,
  revokeSession,
  type TUser,
} from './accounts.repository.ts';

/** A token lives while it is used: 7 days after its last use it expires (decisions §3). */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
// Writing last-seen on every call would turn reads into writes; once a minute is precise enough.
const TOUCH_EVERY_MS = 60 * 1000;

export interface TAuthContext {
  user: TUser;
  sessionId: number;
}

/** Issues a new opaque token; only its hash is stored. */
export const issueToken = async ({ db, now }: TDeps, user: TUser): Promise<string> => {
  const token = randomToken();
  const at = now();
  await insertSession(db, {
    tokenHash: sha256(token),
    userId: user.id,
    customerId: user.customerId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + SESSION_IDLE_MS),
  });
  return token;
};

const unauthorized = () => new AppError(AppErrorCode.Unauthorized, 'common.unauthorized', { status: 401 });

/**
 * The user behind a bearer token. Missing, unknown, revoked or expired: 401. A token of another
 * customer than the call's `customerid`: 403, revealing nothing about it.
 */
export const authenticate = async (
  deps: TDeps,
  token: string | undefined,
  customerId: number,
): Promise<TAuthContext> => {
  if (!token || token.length > 200) throw unauthorized();
  const found = await findSessionWithUser(deps.db, sha256(token));
  const at = deps.now();
  if (!found || found.session.revokedAt || found.session.expiresAt <= at || !found.user.isActive)
    throw unauthorized();
  if (found.session.customerId !== customerId) {
    throw new AppError(AppErrorCode.Forbidden, 'common.forbidden', { status: 403 });
  }
  if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await extendSession(deps.db, found.session.id, at, new Date(at.getTime() + SESSION_IDLE_MS));
  }
  return { user: found.user, sessionId: found.session.id };
};

export const revokeToken = async ({ db, now }: TDeps, sessionId: number) => {
  await revokeSession(db, sessionId, now());
};
