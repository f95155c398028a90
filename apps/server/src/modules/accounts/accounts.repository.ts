import { and, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../lib/sql.ts';
import { captchas, loginFailures, sessions, users, verificationCodes } from '../../db/schema/index.ts';

export type TUser = typeof users.$inferSelect;
export type TNewUser = typeof users.$inferInsert;

export const findUserByPhone = async (db: Db, customerId: number, phone: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.phone, phone)))
      .limit(1)
  )[0];

export const findUserByEmail = async (db: Db, customerId: number, email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.email, email)))
      .limit(1)
  )[0];

/** The active HR members (any HR role: 2-5) of a customer who have an email, by name. */
export const findHrUsers = (db: Db, customerId: number) =>
  db
    .select({ id: users.id, name: users.displayName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        eq(users.isActive, true),
        sql`(${users.roles} @> '[2]' OR ${users.roles} @> '[3]' OR ${users.roles} @> '[4]' OR ${users.roles} @> '[5]')`,
        sql`${users.email} IS NOT NULL`,
      ),
    )
    .orderBy(users.displayName, users.id)
    .limit(200);

export const findUserById = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.id, id)))
      .limit(1)
  )[0];

/** Inserts a user; undefined when the phone or email is already taken (unique index). */
export const insertUser = async (db: Db, user: TNewUser): Promise<TUser | undefined> =>
  (await db.insert(users).values(user).onConflictDoNothing().returning())[0];

export const updateUserPassword = (
  db: Db,
  customerId: number,
  userId: number,
  passwordHash: string,
  now: Date,
) =>
  db
    .update(users)
    .set({ passwordHash, passwordChangedAt: now })
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));

export const touchUserLogin = (db: Db, customerId: number, userId: number, now: Date) =>
  db
    .update(users)
    .set({ lastLoginAt: now })
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));

// Sessions

export const insertSession = (db: Db, row: typeof sessions.$inferInsert) => db.insert(sessions).values(row);

// Every signed-in call runs the lookup, and now and then the touch: both are prepared once per database.
const sessionWithUser = perDatabase((db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user'),
);

export const findSessionWithUser = async (db: Db, tokenHash: string) =>
  (await sessionWithUser(db).execute({ tokenHash }))[0];

const sessionTouch = perDatabase((db: Db) =>
  db
    .update(sessions)
    .set({
      lastSeenAt: sql`${sql.placeholder('now')}::timestamptz`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_touch'),
);

export const extendSession = async (db: Db, sessionId: number, now: Date, expiresAt: Date) => {
  await sessionTouch(db).execute({ sessionId, now: now.toISOString(), expiresAt: expiresAt.toISOString() });
};

export const revokeSession = (db: Db, sessionId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

export const revokeUserSessions = (db: Db, customerId: number, userId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.customerId, customerId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));

// Verification codes

/** Codes are SMS of channel 'sms'; other SMS to a phone (an alert's confirmation) count for the limits only. */
export const CODE_CHANNEL = 'sms';

/** The newest SMS sent to an account, or (with `channel`) the newest of that channel. */
export const findLatestCode = async (db: Db, customerId: number, account: string, channel?: string) =>
  (
    await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.customerId, customerId),
          eq(verificationCodes.account, account),
          channel === undefined ? undefined : eq(verificationCodes.channel, channel),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1)
  )[0];

export const countCodesSince = async (db: Db, customerId: number, account: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.customerId, customerId),
          eq(verificationCodes.account, account),
          gt(verificationCodes.createdAt, since),
        ),
      )
  )[0]?.n ?? 0;

/** Codes asked for from one client address since a time, whatever the customer or phone. */
export const countCodesFromAddressSince = async (db: Db, address: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.requestedFrom, address), gt(verificationCodes.createdAt, since)))
  )[0]?.n ?? 0;

export const insertCode = (db: Db, row: typeof verificationCodes.$inferInsert) =>
  db.insert(verificationCodes).values(row);

/** Retires the unused codes of an account, so that only the newest one works. */
export const retireCodes = (db: Db, customerId: number, account: string, now: Date) =>
  db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(verificationCodes.customerId, customerId),
        eq(verificationCodes.account, account),
        isNull(verificationCodes.usedAt),
      ),
    );

/**
 * Takes back a send the provider refused: the code row goes (so it counts against no limit) and the codes
 * it retired at `at` work again.
 */
export const releaseCode = async (
  db: Db,
  customerId: number,
  account: string,
  codeHash: string,
  at: Date,
) => {
  const ofAccount = and(eq(verificationCodes.customerId, customerId), eq(verificationCodes.account, account));
  await db.delete(verificationCodes).where(and(ofAccount, eq(verificationCodes.codeHash, codeHash)));
  await db
    .update(verificationCodes)
    .set({ usedAt: null })
    .where(and(ofAccount, eq(verificationCodes.usedAt, at), gt(verificationCodes.expiresAt, at)));
};

/**
 * Claims one try of the newest code of an account, in one statement: simultaneous claims queue on the
 * row and each sees the others' count, so at most `maxTries` ever succeed. Undefined when the newest code
 * is used, expired or out of tries (or there is none).
 */
export const claimCodeTry = async (
  db: Db,
  customerId: number,
  account: string,
  now: Date,
  maxTries: number,
) => {
  const newest = db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.customerId, customerId),
        eq(verificationCodes.account, account),
        eq(verificationCodes.channel, CODE_CHANNEL),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return (
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          inArray(verificationCodes.id, newest),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, now),
          lt(verificationCodes.attempts, maxTries),
        ),
      )
      .returning({
        id: verificationCodes.id,
        codeHash: verificationCodes.codeHash,
        attempts: verificationCodes.attempts,
      })
  )[0];
};

/** Marks a code used; false when another request used it first. */
export const useCode = async (db: Db, customerId: number, codeId: number, now: Date) =>
  (
    await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(verificationCodes.customerId, customerId),
          eq(verificationCodes.id, codeId),
          isNull(verificationCodes.usedAt),
        ),
      )
      .returning({ id: verificationCodes.id })
  ).length === 1;

/**
 * Serialises the transaction's work on one name (an account, a client address) until it ends, so that
 * counting and recording within it hold under simultaneous requests.
 */
export const lockName = (db: Db, name: string) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);

// Captchas

export const insertCaptcha = (db: Db, row: typeof captchas.$inferInsert) => db.insert(captchas).values(row);

/** Takes a captcha for checking: it is spent whatever the answer. */
export const takeCaptcha = async (db: Db, customerId: number, key: string, now: Date) =>
  (
    await db
      .update(captchas)
      .set({ usedAt: now })
      .where(
        and(
          eq(captchas.key, key),
          eq(captchas.customerId, customerId),
          isNull(captchas.usedAt),
          gt(captchas.expiresAt, now),
        ),
      )
      .returning({ answerHash: captchas.answerHash })
  )[0];

// Sign-in failures

const countLoginFailuresSince = async (db: Db, customerId: number, account: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        and(
          eq(loginFailures.customerId, customerId),
          eq(loginFailures.account, account),
          gt(loginFailures.createdAt, since),
        ),
      )
  )[0]?.n ?? 0;

/**
 * Records an attempt as a failure before its secret is compared, unless the account already has `max`
 * failures since `since`: the count and the record happen under one lock, so simultaneous attempts
 * count one by one. Answers the claim's id (to release it), or undefined when the account is locked.
 */
export const claimLoginAttempt = (
  db: Db,
  claim: { customerId: number; account: string; since: Date; now: Date; max: number },
) =>
  db.transaction(async (tx) => {
    await lockName(tx, `login:${claim.customerId}:${claim.account}`);
    if ((await countLoginFailuresSince(tx, claim.customerId, claim.account, claim.since)) >= claim.max)
      return undefined;
    const [row] = await tx
      .insert(loginFailures)
      .values({ customerId: claim.customerId, account: claim.account, createdAt: claim.now })
      .returning({ id: loginFailures.id });
    return row?.id;
  });

/** Withdraws a claimed attempt whose secret was never compared. */
export const releaseLoginAttempt = (db: Db, customerId: number, claimId: number) =>
  db
    .delete(loginFailures)
    .where(and(eq(loginFailures.customerId, customerId), eq(loginFailures.id, claimId)));

export const clearLoginFailures = (db: Db, customerId: number, account: string) =>
  db
    .delete(loginFailures)
    .where(and(eq(loginFailures.customerId, customerId), eq(loginFailures.account, account)));

export const findUserByRecommendCode = async (db: Db, customerId: number, code: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.recommendCode, code)))
      .limit(1)
  )[0];
