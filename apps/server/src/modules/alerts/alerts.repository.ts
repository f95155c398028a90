import { and, count, countDistinct, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AlertState, jobAlertConfirmations, jobAlerts } from '../../db/schema/index.ts';
import { customerEnabled } from '../customers/customer-status.ts';

export type TAlertRow = typeof jobAlerts.$inferSelect;

/** A transaction-scoped lock on a name: the limits counted under it are the limits written. */
export const lockName = (db: Db, name: string) =>
  db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);

/** Alerts that count towards a person's limit: sending digests, or waiting on a link that still works. */
const isLive = (at: Date) =>
  or(
    eq(jobAlerts.state, AlertState.Active),
    and(eq(jobAlerts.state, AlertState.Pending), gt(jobAlerts.confirmExpiresAt, at)),
  );

/**
 * The searches of an owner that count towards the limit of MAX_ALERTS_PER_PERSON, other than
 * `criteriaKey` (asking again for a search one has takes no second place): a candidate's alerts that are
 * on or waiting on a working link; the visitors' alerts that are on at an address. A visitor's count
 * leaves out pending ones, which anyone may have asked for: the limit is then applied when a link is
 * opened, and the answer to a request never tells what others asked.
 */
export const countOtherSearchesOf = async (
  db: Db,
  customerId: number,
  owner: { address: string; userId: number | null; criteriaKey: string },
  at: Date,
) =>
  (
    await db
      .select({ n: countDistinct(jobAlerts.criteriaKey) })
      .from(jobAlerts)
      .where(
        and(
          eq(jobAlerts.customerId, customerId),
          owner.userId === null
            ? and(isNull(jobAlerts.userId), eq(jobAlerts.address, owner.address))
            : eq(jobAlerts.userId, owner.userId),
          ne(jobAlerts.criteriaKey, owner.criteriaKey),
          owner.userId === null ? eq(jobAlerts.state, AlertState.Active) : isLive(at),
        ),
      )
  )[0]?.n ?? 0;

/** Alerts of one owner (a candidate, or visitors when `userId` is null) to an address on one search. */
const sameOwnerAndSearch = (
  customerId: number,
  alert: { address: string; criteriaKey: string; userId: number | null },
) =>
  and(
    eq(jobAlerts.customerId, customerId),
    eq(jobAlerts.address, alert.address),
    eq(jobAlerts.criteriaKey, alert.criteriaKey),
    alert.userId === null ? isNull(jobAlerts.userId) : eq(jobAlerts.userId, alert.userId),
  );

/** The owner's pending or active alert to an address on this very search, the newest if several. */
export const findOwnAlert = async (
  db: Db,
  customerId: number,
  alert: { address: string; criteriaKey: string; userId: number | null },
) =>
  (
    await db
      .select()
      .from(jobAlerts)
      .where(
        and(
          sameOwnerAndSearch(customerId, alert),
          inArray(jobAlerts.state, [AlertState.Pending, AlertState.Active]),
        ),
      )
      .orderBy(desc(jobAlerts.id))
      .limit(1)
  )[0];

/** Stops the owner's older active alerts on the same search once a newer one is confirmed: one digest. */
export const retireTwins = (db: Db, alert: TAlertRow) =>
  db
    .update(jobAlerts)
    .set({ state: AlertState.Unsubscribed, nextDigestAt: null })
    .where(
      and(
        sameOwnerAndSearch(alert.customerId, alert),
        eq(jobAlerts.state, AlertState.Active),
        ne(jobAlerts.id, alert.id),
      ),
    );

export const insertAlert = async (db: Db, row: typeof jobAlerts.$inferInsert) =>
  (await db.insert(jobAlerts).values(row).returning())[0]!;

export const updateAlert = (
  db: Db,
  customerId: number,
  id: number,
  set: Partial<typeof jobAlerts.$inferInsert>,
) =>
  db
    .update(jobAlerts)
    .set(set)
    .where(and(eq(jobAlerts.customerId, customerId), eq(jobAlerts.id, id)));

/** Confirmation messages a mailbox (or a mobile number) got since a time, through every customer. */
export const countConfirmationsToMailbox = async (db: Db, mailbox: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(jobAlertConfirmations)
      .where(and(eq(jobAlertConfirmations.address, mailbox), gt(jobAlertConfirmations.createdAt, since)))
  )[0]?.n ?? 0;

export const countConfirmationsFrom = async (db: Db, requestedFrom: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(jobAlertConfirmations)
      .where(
        and(
          eq(jobAlertConfirmations.requestedFrom, requestedFrom),
          gt(jobAlertConfirmations.createdAt, since),
        ),
      )
  )[0]?.n ?? 0;

export const insertConfirmation = (db: Db, row: typeof jobAlertConfirmations.$inferInsert) =>
  db.insert(jobAlertConfirmations).values(row);

/** A confirmation link's row and its alert, within the customer. */
export const findConfirmation = async (db: Db, customerId: number, tokenHash: string) =>
  (
    await db
      .select({ confirmation: jobAlertConfirmations, alert: jobAlerts })
      .from(jobAlertConfirmations)
      .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertConfirmations.alertId))
      .where(
        and(eq(jobAlertConfirmations.customerId, customerId), eq(jobAlertConfirmations.tokenHash, tokenHash)),
      )
      .limit(1)
  )[0];

/** Starts a pending alert's digests; answers nothing when it was no longer pending. */
export const activateAlert = async (db: Db, customerId: number, id: number, at: Date, nextDigestAt: Date) =>
  db
    .update(jobAlerts)
    .set({
      state: AlertState.Active,
      confirmedAt: at,
      confirmExpiresAt: null,
      lastDigestAt: at,
      nextDigestAt,
    })
    .where(
      and(
        eq(jobAlerts.customerId, customerId),
        eq(jobAlerts.id, id),
        eq(jobAlerts.state, AlertState.Pending),
      ),
    )
    .returning({ id: jobAlerts.id });

export const findAlertByUnsubscribeToken = async (db: Db, customerId: number, tokenHash: string) =>
  (
    await db
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.customerId, customerId), eq(jobAlerts.unsubscribeTokenHash, tokenHash)))
      .limit(1)
  )[0];

export const findAlertById = async (db: Db, id: number) =>
  (await db.select().from(jobAlerts).where(eq(jobAlerts.id, id)).limit(1))[0];

export const findUserAlertPage = async (
  db: Db,
  customerId: number,
  userId: number,
  q: { pageIndex: number; pageSize: number },
) => {
  const where = and(eq(jobAlerts.customerId, customerId), eq(jobAlerts.userId, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(jobAlerts)
      .where(where)
      .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(jobAlerts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const deleteUserAlert = (db: Db, customerId: number, userId: number, id: number) =>
  db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.customerId, customerId), eq(jobAlerts.userId, userId), eq(jobAlerts.id, id)))
    .returning({ id: jobAlerts.id });

/**
 * Claims every active alert whose digest fell due, once: its window (the last digest until now) is
 * answered and the next one scheduled a period later, in one statement, so two sweeps never send one
 * digest twice.
 */
export const claimDueDigests = async (db: Db, at: Date, limit = 500) => {
  const result = await db.execute(sql`
    WITH due AS (
      SELECT id, last_digest_at FROM job_alerts
      WHERE state = ${AlertState.Active} AND next_digest_at <= ${at}
        AND ${customerEnabled(sql`job_alerts.customer_id`)}
      ORDER BY next_digest_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE job_alerts AS a
    SET last_digest_at = ${at},
        next_digest_at = CASE
          WHEN a.next_digest_at + make_interval(days => a.frequency_days) > ${at}
            THEN a.next_digest_at + make_interval(days => a.frequency_days)
          ELSE ${at}::timestamptz + make_interval(days => a.frequency_days)
        END
    FROM due
    WHERE a.id = due.id
    RETURNING a.id, due.last_digest_at AS since`);
  return ((result as { rows: unknown[] }).rows as Array<{ id: number; since: string | Date }>).map((row) => ({
    id: Number(row.id),
    since: new Date(row.since),
  }));
};

/** Every alert of a candidate, for the personal-data archive. */
export const findAllUserAlerts = (db: Db, customerId: number, userId: number) =>
  db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.customerId, customerId), eq(jobAlerts.userId, userId)));
