import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures, outboxMessages, sessions, users, verificationCodes } from '../../db/schema/index.ts';
import { hashSecret } from '../../lib/crypto.ts';

/** What the portal holds about an account itself: the profile, sign-ins and the messages sent to it. */
export const exportAccountData = async (db: Db, customerId: number, userId: number) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));
  if (!user) return {};
  const accounts = [user.phone, user.email].filter((a): a is string => Boolean(a));
  const [signIns, messages] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
    accounts.length
      ? db
          .select({
            channel: outboxMessages.channel,
            account: outboxMessages.account,
            text: outboxMessages.text,
            createdAt: outboxMessages.createdAt,
          })
          .from(outboxMessages)
          .where(and(eq(outboxMessages.customerId, customerId), inArray(outboxMessages.account, accounts)))
      : Promise.resolve([]),
  ]);
  return {
    account: {
      phone: user.phone,
      email: user.email,
      name: user.displayName,
      roles: user.roles,
      recommendCode: user.recommendCode,
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt,
      agreementVersion: user.agreementVersion,
      agreedAt: user.agreedAt,
    },
    signIns,
    messages,
  };
};

/** Removes the account's personal fields, sign-ins, codes and messages; the row stays for the records. */
export const eraseAccountData = async (db: Db, customerId: number, userId: number, now: Date) => {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.id, userId)));
  if (!user) return;
  const accounts = [user.phone, user.email].filter((a): a is string => Boolean(a));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  if (accounts.length) {
    await db
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.customerId, customerId), inArray(verificationCodes.account, accounts)));
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.customerId, customerId), inArray(loginFailures.account, accounts)));
    await db
      .delete(outboxMessages)
      .where(and(eq(outboxMessages.customerId, customerId), inArray(outboxMessages.account, accounts)));
  }
  await db
    .update(users)
    .set({
      phone: null,
      email: null,
      displayName: '',
      passwordHash: await hashSecret(randomBytes(32).toString('hex')),
      securityQuestionId: null,
      securityAnswerHash: null,
      recommendCode: `DELETED-${userId}-${randomBytes(4).toString('hex')}`,
      isActive: false,
      deletedAt: now,
    })
    .where(eq(users.id, userId));
};
