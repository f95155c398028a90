import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

export const updateUserPassword = (db: Db, userId: number, passwordHash: string, now: Date) =>
  db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.id, userId));

export const touchUserLogin = (db: Db, userId: number, now: Date) =>
  db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));

// Sessions

export const insertSession = (db: Db, row: typeof sessions.$inferInsert) => db.insert(sessions).values(row);

export const findSessionWithUser = async (db: Db, tokenHash: string) =>
  (
    await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1)
  )[0];

export const extendSession = (db: Db, sessionId: number, now: Date, expiresAt: Date) =>
  db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, sessionId));

export const revokeSession = (db: Db, sessionId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));

export const revokeUserSessions = (db: Db, userId: number, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));

// Verification codes

export const findLatestCode = async (db: Db, customerId: number, account: string) =>
  (
    await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.customerId, customerId), eq(verificationCodes.account, account)))
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

export const addFailedCodeAttempt = async (db: Db, codeId: number) =>
  (
    await db
      .update(verificationCodes)
      .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
      .where(eq(verificationCodes.id, codeId))
      .returning({ failedAttempts: verificationCodes.failedAttempts })
  )[0]?.failedAttempts ?? 0;

/** Marks a code used; false when another request used it first. */
export const useCode = async (db: Db, codeId: number, now: Date) =>
  (
    await db
      .update(verificationCodes)
      .set({ usedAt: now })
      .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id })
  ).length === 1;

/** Serialises code sending per account, so the resend and daily limits hold under concurrent requests. */
export const lockAccount = (db: Db, customerId: number, account: string) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${customerId}:${account}`}))`);

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

export const insertLoginFailure = (db: Db, customerId: number, account: string, now: Date) =>
  db.insert(loginFailures).values({ customerId, account, createdAt: now });

export const countLoginFailuresSince = async (db: Db, customerId: number, account: string, since: Date) =>
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
