import { AppErrorCode, isHrManager } from '@tmp/contracts';
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

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/**
 * A token lives while it is used, up to an absolute lifetime (decisions §4): candidates 7 days idle and
 * 30 days in all, HR 12 hours idle and 7 days in all.
 */
export const SESSION_LIFETIMES = {
  candidate: { idleMs: 7 * DAY_MS, absoluteMs: 30 * DAY_MS },
  hr: { idleMs: 12 * HOUR_MS, absoluteMs: 7 * DAY_MS },
} as const;

const lifetimeOf = (user: TUser) => SESSION_LIFETIMES[isHrManager(user.roles) ? 'hr' : 'candidate'];

/** When a session used at `at` expires: idle time from now, never past its absolute end. */
const expiryAt = (user: TUser, createdAt: Date, at: Date) => {
  const { idleMs, absoluteMs } = lifetimeOf(user);
  return new Date(Math.min(at.getTime() + idleMs, createdAt.getTime() + absoluteMs));
};
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
    expiresAt: expiryAt(user, at, at),
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
    const expiresAt = expiryAt(found.user, found.session.createdAt, at);
    await extendSession(deps.db, found.session.id, at, expiresAt);
  }
  return { user: found.user, sessionId: found.session.id };
};

export const revokeToken = async ({ db, now }: TDeps, sessionId: number) => {
  await revokeSession(db, sessionId, now());
};
