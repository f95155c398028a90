import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, userSecondFactors, verificationCodes } from '../../db/schema/index.ts';

/** Dates an account's codes of a customer `seconds` earlier, as if that much time had passed since each was sent. */
export const backdateCodes = async (db: Db, customerId: number, account: string, seconds: number) =>
  (
    await db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(verificationCodes.customerId, customerId), eq(verificationCodes.account, account)))
      .returning({ id: verificationCodes.id })
  ).length;

/** Forgets which authenticator code an account of a customer took last, as if its next code had come. */
export const forgetLastTotpStep = async (db: Db, customerId: number, email: string) =>
  (
    await db
      .update(userSecondFactors)
      .set({ lastUsedStep: null })
      .where(
        and(
          eq(userSecondFactors.customerId, customerId),
          inArray(
            userSecondFactors.userId,
            db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.customerId, customerId), eq(users.email, email))),
          ),
        ),
      )
      .returning({ userId: userSecondFactors.userId })
  ).length;
