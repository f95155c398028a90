import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type THrScope, applicationsInScope } from '../../lib/hr-scope.ts';
import { applications, offers } from '../../db/schema/index.ts';

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
export const answerOffer = async (
  db: Db,
  customerId: number,
  id: number,
  status: number,
  reason: string | null,
  now: Date,
) =>
  (
    await db
      .update(offers)
      .set({ status, reason, respondedAt: now })
      .where(and(eq(offers.customerId, customerId), eq(offers.id, id), eq(offers.status, 1)))
      .returning()
  )[0];

export const expireOffer = (db: Db, customerId: number, id: number) =>
  db
    .update(offers)
    .set({ status: 4 })
    .where(and(eq(offers.customerId, customerId), eq(offers.id, id), eq(offers.status, 1)));

export const insertOffer = async (db: Db, row: typeof offers.$inferInsert) =>
  (await db.insert(offers).values(row).returning())[0]!;

export const findApplicationOffers = (db: Db, customerId: number, applicationId: number) =>
  db
    .select()
    .from(offers)
    .where(and(eq(offers.customerId, customerId), eq(offers.applicationId, applicationId)))
    .orderBy(desc(offers.createdAt), desc(offers.id));

export const findCustomerOffer = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .select()
      .from(offers)
      .where(and(eq(offers.customerId, customerId), eq(offers.id, id)))
      .limit(1)
  )[0];

export const withdrawPendingOffer = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .update(offers)
      .set({ status: 5 })
      .where(and(eq(offers.customerId, customerId), eq(offers.id, id), eq(offers.status, 1)))
      .returning()
  )[0];

export const findOfferPage = async (
  db: Db,
  customerId: number,
  q: { pageIndex: number; pageSize: number; status?: number | undefined; scope?: THrScope | undefined },
) => {
  const where = and(
    eq(offers.customerId, customerId),
    applicationsInScope(q.scope && { ...q.scope, interviewer: null }, offers.applicationId),
    q.status ? eq(offers.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ offer: offers, snapshot: applications.resumeSnapshot })
      .from(offers)
      .innerJoin(applications, eq(applications.id, offers.applicationId))
      .where(where)
      .orderBy(desc(offers.createdAt), desc(offers.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** Withdraws the pending offers of an application that closed; answers how many. */
export const withdrawApplicationOffers = async (tx: Db, customerId: number, applicationId: number) =>
  (
    await tx
      .update(offers)
      .set({ status: 5 })
      .where(
        and(eq(offers.customerId, customerId), eq(offers.applicationId, applicationId), eq(offers.status, 1)),
      )
      .returning({ id: offers.id })
  ).length;
