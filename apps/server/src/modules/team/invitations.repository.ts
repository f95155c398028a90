import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hrInvitations, users } from '../../db/schema/index.ts';

export type TInvitation = typeof hrInvitations.$inferSelect;

/** The account of this customer under an email, locked until the transaction ends. */
export const lockUserByEmail = async (tx: Db, customerId: number, email: string) =>
  (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.email, email)))
      .limit(1)
      .for('update')
  )[0];

/**
 * A member who never accepted an invitation (no password, inactive), locked until the transaction ends;
 * `orDeactivated`: also one deactivated before accepting (whom a new invitation brings back).
 */
export const lockPendingMember = async (tx: Db, customerId: number, userId: number, orDeactivated = false) =>
  (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.id, userId), isPending(orDeactivated)))
      .limit(1)
      .for('update')
  )[0];

const isPending = (orDeactivated = false) =>
  and(
    isNotNull(users.invitedAt),
    eq(users.isActive, false),
    eq(users.passwordHash, ''),
    isNull(users.deletedAt),
    orDeactivated ? undefined : isNull(users.deactivatedAt),
  );

/** Inserts the pending member; undefined when the email was taken meanwhile (unique index). */
export const insertPendingMember = async (
  tx: Db,
  member: { customerId: number; email: string; roles: number[]; recommendCode: string; now: Date },
) =>
  (
    await tx
      .insert(users)
      .values({
        customerId: member.customerId,
        email: member.email,
        passwordHash: '',
        roles: member.roles,
        recommendCode: member.recommendCode,
        isActive: false,
        invitedAt: member.now,
        createdAt: member.now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id })
  )[0]?.id;

/** The roles of an invitation sent again; a member deactivated before accepting is invited again. */
export const updatePendingRoles = (tx: Db, customerId: number, userId: number, roles: number[]) =>
  tx
    .update(users)
    .set({ roles, deactivatedAt: null })
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));

/** Voids every link of a member not yet used: only the newest link works. */
export const voidInvitations = (tx: Db, customerId: number, userId: number, now: Date) =>
  tx
    .update(hrInvitations)
    .set({ voidedAt: now })
    .where(
      and(
        eq(hrInvitations.customerId, customerId),
        eq(hrInvitations.userId, userId),
        isNull(hrInvitations.usedAt),
        isNull(hrInvitations.voidedAt),
      ),
    );

export const insertInvitation = (tx: Db, row: typeof hrInvitations.$inferInsert) =>
  tx.insert(hrInvitations).values(row);

/** The sites the member's latest invitation named. */
export const findLatestSiteIds = async (tx: Db, customerId: number, userId: number) =>
  (
    await tx
      .select({ siteIds: hrInvitations.siteIds })
      .from(hrInvitations)
      .where(and(eq(hrInvitations.customerId, customerId), eq(hrInvitations.userId, userId)))
      .orderBy(hrInvitations.id)
  ).at(-1)?.siteIds ?? [];

/**
 * Spends a live link in one statement: of simultaneous accepts, only the first finds it unused (the row
 * lock makes the others re-read it as used). Answers the invited member's id, or undefined.
 */
export const spendInvitation = async (tx: Db, customerId: number, tokenHash: string, now: Date) =>
  (
    await tx
      .update(hrInvitations)
      .set({ usedAt: now })
      .where(
        and(
          eq(hrInvitations.customerId, customerId),
          eq(hrInvitations.tokenHash, tokenHash),
          isNull(hrInvitations.usedAt),
          isNull(hrInvitations.voidedAt),
          gt(hrInvitations.expiresAt, now),
        ),
      )
      .returning({ userId: hrInvitations.userId })
  )[0]?.userId;

/** Makes the pending member an active account with its name and password; undefined when not pending. */
export const activateMember = async (
  tx: Db,
  customerId: number,
  userId: number,
  account: { passwordHash: string; displayName: string; now: Date },
) =>
  (
    await tx
      .update(users)
      .set({
        passwordHash: account.passwordHash,
        displayName: account.displayName,
        isActive: true,
        passwordChangedAt: account.now,
      })
      .where(and(eq(users.customerId, customerId), eq(users.id, userId), isPending()))
      .returning({ id: users.id })
  )[0]?.id;
