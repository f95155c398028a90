import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  customers,
  recoveryCodes,
  secondFactorTickets,
  userSecondFactors,
  users,
} from '../../db/schema/index.ts';

export type TSecondFactorRow = typeof userSecondFactors.$inferSelect;
export type TTicketRow = typeof secondFactorTickets.$inferSelect;

/** What the second factor needs of the customer: whether HR must use one, and the authenticator's issuer. */
export const findCustomerSecurity = async (db: Db, customerId: number) =>
  (
    await db
      .select({ isRequired: customers.hrSecondFactorRequired, issuer: customers.nameEn })
      .from(customers)
      .where(eq(customers.id, customerId))
  )[0] ?? { isRequired: false, issuer: '' };

export const findSecondFactor = async (db: Db, customerId: number, userId: number) =>
  (
    await db
      .select()
      .from(userSecondFactors)
      .where(and(eq(userSecondFactors.customerId, customerId), eq(userSecondFactors.userId, userId)))
  )[0];

/** A new pending secret; an existing authenticator that is not enabled yet is replaced. */
export const savePendingSecret = async (db: Db, customerId: number, userId: number, secretSealed: string) =>
  (
    await db
      .insert(userSecondFactors)
      .values({ userId, customerId, secretSealed })
      .onConflictDoUpdate({
        target: userSecondFactors.userId,
        set: { secretSealed, lastUsedStep: null, createdAt: sql`now()` },
        setWhere: isNull(userSecondFactors.enabledAt),
      })
      .returning({ userId: userSecondFactors.userId })
  ).length === 1;

/**
 * Claims one try of the account before any code is compared: a new window starts when the last one is
 * over; none is claimed once the window holds `limit` failures. Null when locked.
 */
export const claimAccountTry = async (
  db: Db,
  owner: { customerId: number; userId: number },
  now: Date,
  windowStart: Date,
  limit: number,
) => {
  const isNewWindow = or(
    isNull(userSecondFactors.failureWindowStartedAt),
    lt(userSecondFactors.failureWindowStartedAt, windowStart),
  );
  return (
    await db
      .update(userSecondFactors)
      .set({
        failedAttempts: sql`CASE WHEN ${isNewWindow} THEN 1 ELSE ${userSecondFactors.failedAttempts} + 1 END`,
        failureWindowStartedAt: sql`CASE WHEN ${isNewWindow} THEN ${now.toISOString()}::timestamptz ELSE ${userSecondFactors.failureWindowStartedAt} END`,
      })
      .where(
        and(
          eq(userSecondFactors.customerId, owner.customerId),
          eq(userSecondFactors.userId, owner.userId),
          or(isNewWindow, lt(userSecondFactors.failedAttempts, limit)),
        ),
      )
      .returning()
  )[0];
};

/** A right code gives the try back and clears the window. */
export const clearAccountTries = (db: Db, customerId: number, userId: number) =>
  db
    .update(userSecondFactors)
    .set({ failedAttempts: 0, failureWindowStartedAt: null })
    .where(and(eq(userSecondFactors.customerId, customerId), eq(userSecondFactors.userId, userId)));

/** Takes a TOTP step: false when this step or a later one was already taken. */
export const takeTotpStep = async (db: Db, customerId: number, userId: number, step: number) =>
  (
    await db
      .update(userSecondFactors)
      .set({ lastUsedStep: step })
      .where(
        and(
          eq(userSecondFactors.customerId, customerId),
          eq(userSecondFactors.userId, userId),
          or(isNull(userSecondFactors.lastUsedStep), lt(userSecondFactors.lastUsedStep, step)),
        ),
      )
      .returning({ userId: userSecondFactors.userId })
  ).length === 1;

export const enableSecondFactor = (db: Db, customerId: number, userId: number, now: Date) =>
  db
    .update(userSecondFactors)
    .set({ enabledAt: now })
    .where(and(eq(userSecondFactors.customerId, customerId), eq(userSecondFactors.userId, userId)));

export const deleteSecondFactor = async (db: Db, customerId: number, userId: number) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .delete(userSecondFactors)
    .where(and(eq(userSecondFactors.customerId, customerId), eq(userSecondFactors.userId, userId)));
};

// Recovery codes

export const replaceRecoveryCodes = async (db: Db, customerId: number, userId: number, hashes: string[]) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ customerId, userId, codeHash })));
};

/** Uses a recovery code up: false when it is unknown or another request used it first. */
export const takeRecoveryCode = async (
  db: Db,
  customerId: number,
  userId: number,
  codeHash: string,
  now: Date,
) =>
  (
    await db
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.customerId, customerId),
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, codeHash),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .returning({ id: recoveryCodes.id })
  ).length === 1;

export const countRecoveryCodesLeft = async (db: Db, customerId: number, userId: number) =>
  (
    await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(
        and(
          eq(recoveryCodes.customerId, customerId),
          eq(recoveryCodes.userId, userId),
          isNull(recoveryCodes.usedAt),
        ),
      )
  )[0]?.n ?? 0;

// Sign-in tickets

export const insertTicket = (db: Db, row: typeof secondFactorTickets.$inferInsert) =>
  db.insert(secondFactorTickets).values(row);

/** The pending secret behind a set-up link: written once, then the same one on every opening. */
export const insertPendingSecretOnce = (db: Db, customerId: number, userId: number, secretSealed: string) =>
  db.insert(userSecondFactors).values({ userId, customerId, secretSealed }).onConflictDoNothing();

/** Drops an authenticator that was never confirmed (an enabled one stays). */
export const deletePendingSecret = (db: Db, customerId: number, userId: number) =>
  db
    .delete(userSecondFactors)
    .where(
      and(
        eq(userSecondFactors.customerId, customerId),
        eq(userSecondFactors.userId, userId),
        isNull(userSecondFactors.enabledAt),
      ),
    );

/** Locks the user's row until the transaction ends: set-up links of one user are made one at a time. */
export const lockUserRow = (tx: Db, customerId: number, userId: number) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)))
    .for('update');

/** Spends every live ticket of one step of a user: a newer set-up link voids the older ones. */
export const voidLiveTickets = (db: Db, customerId: number, userId: number, step: string, now: Date) =>
  db
    .update(secondFactorTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(secondFactorTickets.customerId, customerId),
        eq(secondFactorTickets.userId, userId),
        eq(secondFactorTickets.step, step),
        isNull(secondFactorTickets.usedAt),
      ),
    );

/** A ticket of this customer and step, not spent, not expired, with tries left. */
const isLiveTicket = (customerId: number, ticket: { hash: string; step: string }, now: Date, tries: number) =>
  and(
    eq(secondFactorTickets.ticketHash, ticket.hash),
    eq(secondFactorTickets.customerId, customerId),
    eq(secondFactorTickets.step, ticket.step),
    isNull(secondFactorTickets.usedAt),
    gt(secondFactorTickets.expiresAt, now),
    lt(secondFactorTickets.attempts, tries),
  );

/** A live ticket of this customer and step, read without claiming a try. */
export const findLiveTicket = async (
  db: Db,
  customerId: number,
  ticket: { hash: string; step: string },
  now: Date,
  tries: number,
) =>
  (
    await db
      .select()
      .from(secondFactorTickets)
      .where(isLiveTicket(customerId, ticket, now, tries))
  )[0];

/**
 * Claims one try of a live ticket of this customer (and locks its row until the transaction ends, so
 * simultaneous tries of one ticket take turns). Undefined when the ticket is unknown, spent, expired, or out
 * of tries.
 */
export const claimTicketTry = async (
  db: Db,
  customerId: number,
  ticket: { hash: string; step: string },
  now: Date,
  tries: number,
) =>
  (
    await db
      .update(secondFactorTickets)
      .set({ attempts: sql`${secondFactorTickets.attempts} + 1` })
      .where(isLiveTicket(customerId, ticket, now, tries))
      .returning()
  )[0];

export const spendTicket = async (db: Db, customerId: number, ticketId: number, now: Date) =>
  (
    await db
      .update(secondFactorTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(secondFactorTickets.customerId, customerId),
          eq(secondFactorTickets.id, ticketId),
          isNull(secondFactorTickets.usedAt),
        ),
      )
      .returning({ id: secondFactorTickets.id })
  ).length === 1;
