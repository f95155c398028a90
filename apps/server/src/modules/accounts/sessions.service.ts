import { AppErrorCode, isHrMember } from '@tmp/contracts';
import { sql } from 'drizzle-orm';
import type { TListen } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { perDatabase } from '../../lib/sql.ts';
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

const lifetimeOf = (user: TUser) => SESSION_LIFETIMES[isHrMember(user.roles) ? 'hr' : 'candidate'];

/** When a session used at `at` expires: idle time from now, never past its absolute end. */
const expiryAt = (user: TUser, createdAt: Date, at: Date) => {
  const { idleMs, absoluteMs } = lifetimeOf(user);
  return new Date(Math.min(at.getTime() + idleMs, createdAt.getTime() + absoluteMs));
};
// Writing last-seen on every call would turn reads into writes; once a minute is precise enough.
const TOUCH_EVERY_MS = 60 * 1000;

/**
 * A page asks for several things at once and a candidate clicks on: the session behind a token is kept in
 * memory for a few seconds instead of being read for every call (reading it costs the process more than the
 * rest of a call like GetUserInfo). Signing out, a new password and erasing an account forget the sessions
 * at once, in this process and, on the PostgreSQL server, in every other one (`sessions_revoked` notices);
 * should that channel be down, a kept session is read again after this time. Expiry, revocation and the
 * customer are checked on every call, against the kept row.
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 50_000;

type TSessionWithUser = NonNullable<Awaited<ReturnType<typeof findSessionWithUser>>>;

const createSessionCache = () => {
  const byToken = new Map<string, { found: TSessionWithUser; readAt: number }>();
  const forget = (drop: (found: TSessionWithUser) => boolean) => {
    for (const [tokenHash, { found }] of byToken) if (drop(found)) byToken.delete(tokenHash);
  };
  return {
    get: (tokenHash: string, at: number) => {
      const kept = byToken.get(tokenHash);
      if (!kept) return undefined;
      const age = at - kept.readAt;
      if (age >= 0 && age < SESSION_CACHE_MS) return kept.found;
      byToken.delete(tokenHash);
      return undefined;
    },
    set: (tokenHash: string, found: TSessionWithUser, at: number) => {
      byToken.delete(tokenHash);
      // The oldest read goes first (a Map keeps insertion order).
      if (byToken.size >= SESSION_CACHE_MAX) byToken.delete(byToken.keys().next().value!);
      byToken.set(tokenHash, { found, readAt: at });
    },
    forgetSession: (sessionId: number) => forget((found) => found.session.id === sessionId),
    forgetUser: (userId: number) => forget((found) => found.user.id === userId),
    forgetAll: () => byToken.clear(),
  };
};
const sessionCacheOf = perDatabase(createSessionCache);

const REVOKED_CHANNEL = 'sessions_revoked';
type TRevocation = { sessionId: number } | { userId: number };

/** Forgets the sessions here and tells the other processes of the database to do the same. */
const forgetRevoked = async (db: TDeps['db'], revoked: TRevocation) => {
  const cache = sessionCacheOf(db);
  if ('sessionId' in revoked) cache.forgetSession(revoked.sessionId);
  else cache.forgetUser(revoked.userId);
  await db.execute(sql`select pg_notify(${REVOKED_CHANNEL}, ${JSON.stringify(revoked)})`);
};

/** Hears the revocations the other processes announce; answers the function that stops it. */
export const watchRevocations = async ({ db }: TDeps, listen: TListen | undefined) => {
  if (!listen) return async () => undefined;
  const cache = sessionCacheOf(db);
  return listen(REVOKED_CHANNEL, {
    onMessage: (payload) => {
      try {
        const revoked = JSON.parse(payload) as Partial<{ sessionId: number; userId: number }>;
        if (typeof revoked.sessionId === 'number') cache.forgetSession(revoked.sessionId);
        else if (typeof revoked.userId === 'number') cache.forgetUser(revoked.userId);
        else cache.forgetAll();
      } catch {
        cache.forgetAll();
      }
    },
    // Notices sent while the channel was down are lost: nothing kept from before can be trusted.
    onGap: cache.forgetAll,
  });
};

const lookUpSession = async (deps: TDeps, tokenHash: string, at: Date) => {
  const cache = sessionCacheOf(deps.db);
  const kept = cache.get(tokenHash, at.getTime());
  if (kept) return kept;
  const found = await findSessionWithUser(deps.db, tokenHash);
  if (found) cache.set(tokenHash, found, at.getTime());
  return found;
};

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
  const tokenHash = sha256(token);
  const at = deps.now();
  const found = await lookUpSession(deps, tokenHash, at);
  if (!found || found.session.revokedAt || found.session.expiresAt <= at || !found.user.isActive)
    throw unauthorized();
  if (found.session.customerId !== customerId) {
    throw new AppError(AppErrorCode.Forbidden, 'common.forbidden', { status: 403 });
  }
  if (at.getTime() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = expiryAt(found.user, found.session.createdAt, at);
    await extendSession(deps.db, found.session.id, at, expiresAt);
    const session = { ...found.session, lastSeenAt: at, expiresAt };
    sessionCacheOf(deps.db).set(tokenHash, { ...found, session }, at.getTime());
  }
  return { user: found.user, sessionId: found.session.id };
};

export const revokeToken = async ({ db, now }: TDeps, sessionId: number) => {
  await revokeSession(db, sessionId, now());
  await forgetRevoked(db, { sessionId });
};

/** Every session of the account read again from the database: call once its revocation is committed. */
export const forgetUserSessions = ({ db }: TDeps, userId: number) => forgetRevoked(db, { userId });
