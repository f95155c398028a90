import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';

export type TOfferRow = typeof offers.$inferSelect;

export const findUserOffer = async (db: Db, customerId: number, userId: number, id: number) =>
  (
    await db
      .select()
      .from(offers)
      .where(and(eq(offers.customerId, customerId), eq(offers.userId, userId), eq(offers.id, id)))
      .limit(1)
  )[0];

/** Sets the answer only if the offer is still pending: two answers at once cannot both win. */
export const answerOffer = async (db: Db, id: number, status: number, reason: string | null, now: Date) =>
  (
    await db
      .update(offers)
      .set({ status, reason, respondedAt: now })
      .where(and(eq(offers.id, id), eq(offers.status, 1)))
      .returning()
  )[0];

export const expireOffer = (db: Db, id: number) =>
  db
    .update(offers)
    .set({ status: 4 })
    .where(and(eq(offers.id, id), eq(offers.status, 1)));

export const insertOffer = async (db: Db, row: typeof offers.$inferInsert) =>
  (await db.insert(offers).values(row).returning())[0]!;
