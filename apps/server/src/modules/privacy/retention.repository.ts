import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, dataRetention, users } from '../../db/schema/index.ts';

/** A candidate whose personal data falls due: notice first, deletion at `expiresAt`. */
export interface TRetentionDue {
  customerId: number;
  userId: number;
  expiresAt: Date;
  /** The expiry the last notice announced (a new one is sent when the expiry moved). */
  noticeExpiresAt: Date | null;
}

const toDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

/**
 * Candidates whose data expires before `horizon`: every application of theirs closed (hired, not suitable,
 * withdrawn), the customer's retention months passed since the last one closed (or the later date an
 * extension keeps them to), no talent-pool consent, and not already deleted since their last application.
 */
export const findRetentionDue = async (db: Db, horizon: Date, limit: number): Promise<TRetentionDue[]> => {
  const result = (await db.execute(sql`
    WITH closed AS (
      SELECT a.customer_id, a.user_id, max(a.updated_at) AS closed_at
      FROM applications a
      GROUP BY a.customer_id, a.user_id
      HAVING bool_and(a.status IN (5, 6, 7))
    ), due AS (
      SELECT c.customer_id, c.user_id, c.closed_at, r.notice_expires_at, r.anonymised_at,
        greatest(c.closed_at + make_interval(months => cu.retention_months),
          coalesce(r.kept_until, '-infinity'::timestamptz)) AS expires_at
      FROM closed c
      JOIN customers cu ON cu.id = c.customer_id
      JOIN users u ON u.id = c.user_id AND u.deleted_at IS NULL
      LEFT JOIN data_retention r ON r.user_id = c.user_id
      WHERE cu.disabled_at IS NULL AND NOT EXISTS (
        SELECT 1 FROM user_consents uc
        WHERE uc.user_id = c.user_id AND uc.purpose = 'talentPool' AND uc.granted
      )
    )
    SELECT customer_id, user_id, expires_at, notice_expires_at FROM due
    WHERE (anonymised_at IS NULL OR anonymised_at < closed_at) AND expires_at <= ${horizon.toISOString()}::timestamptz
    ORDER BY expires_at
    LIMIT ${limit}
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((row) => ({
    customerId: Number(row.customer_id),
    userId: Number(row.user_id),
    expiresAt: toDate(row.expires_at)!,
    noticeExpiresAt: toDate(row.notice_expires_at),
  }));
};

type TRetentionWrite = Partial<Omit<typeof dataRetention.$inferInsert, 'customerId' | 'userId'>>;

/** Creates or changes the candidate's retention row. */
export const saveRetention = (db: Db, customerId: number, userId: number, values: TRetentionWrite) =>
  db
    .insert(dataRetention)
    .values({ customerId, userId, ...values })
    .onConflictDoUpdate({ target: dataRetention.userId, set: values });

/** The row of a notice's link, locked, if the link is still unused and its data not deleted. */
export const lockRetentionByToken = async (tx: Db, customerId: number, tokenHash: string) =>
  (
    await tx
      .select()
      .from(dataRetention)
      .where(
        and(
          eq(dataRetention.customerId, customerId),
          eq(dataRetention.noticeTokenHash, tokenHash),
          isNull(dataRetention.anonymisedAt),
        ),
      )
      .for('update')
  )[0];

/** When retention deleted the personal data of each application's candidate (for HR's applicant views). */
export const findAnonymisedAt = async (db: Db, customerId: number, applicationIds: number[]) => {
  if (applicationIds.length === 0) return new Map<number, Date>();
  const rows = await db
    .select({ applicationId: applications.id, at: dataRetention.anonymisedAt })
    .from(applications)
    .innerJoin(dataRetention, eq(dataRetention.userId, applications.userId))
    .where(
      and(
        eq(applications.customerId, customerId),
        inArray(applications.id, applicationIds),
        isNotNull(dataRetention.anonymisedAt),
      ),
    );
  return new Map(rows.map((row) => [row.applicationId, row.at!]));
};

/** Moves a candidate's retention clock back (development only): their applications closed `ms` earlier. */
export const shiftRetentionClock = async (db: Db, customerId: number, userId: number, ms: number) => {
  const by = sql`make_interval(secs => ${ms / 1000})`;
  await db.execute(sql`
    UPDATE applications SET updated_at = updated_at - ${by}
    WHERE customer_id = ${customerId} AND user_id = ${userId}`);
  await db.execute(sql`
    UPDATE data_retention SET kept_until = kept_until - ${by}, notice_expires_at = notice_expires_at - ${by}
    WHERE customer_id = ${customerId} AND user_id = ${userId}`);
};

/** A user of the customer by phone or email (development fixtures). */
export const findCandidateId = async (db: Db, customerId: number, account: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.customerId, customerId),
        or(eq(users.phone, account), eq(users.email, account.toLowerCase())),
      ),
    );
  return row?.id;
};
