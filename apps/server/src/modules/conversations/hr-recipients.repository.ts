import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './conversations.repository.ts';

export interface THrRecipient {
  id: number;
  email: string;
  roles: number[];
}

/** Active HR members with an email who work on hiring: managers, and recruiters (with their sites). */
const hiringMembers = sql`u."email" IS NOT NULL AND u."is_active" AND u."deactivated_at" IS NULL
  AND u."deleted_at" IS NULL AND u."password_hash" <> ''
  AND (u."roles" @> '[2]'::jsonb OR u."roles" @> '[4]'::jsonb)`;

/** Every hiring member of a customer (the daily digest's readers). */
export const findHiringMembers = (db: Db, customerId: number) =>
  rowsOf<THrRecipient & { customer_id: number }>(
    db,
    sql`SELECT u."id", u."email", u."roles", u."customer_id" FROM "users" u
      WHERE u."customer_id" = ${customerId} AND ${hiringMembers} ORDER BY u."id"`,
  );

/** The hiring members who see one application: managers, and recruiters of its job's site. */
export const findMembersOfApplication = (db: Db, customerId: number, applicationId: number) =>
  rowsOf<THrRecipient>(
    db,
    sql`SELECT u."id", u."email", u."roles" FROM "users" u
      WHERE u."customer_id" = ${customerId} AND ${hiringMembers}
        AND (u."roles" @> '[2]'::jsonb OR EXISTS (SELECT 1 FROM "hr_member_sites" s
          JOIN "jobs" j ON j."site_id" = s."site_id" JOIN "applications" a ON a."job_id" = j."id"
          WHERE s."user_id" = u."id" AND a."id" = ${applicationId}))
      ORDER BY u."id"`,
  );

/** The customers that have hiring members at all. */
export const findCustomersWithMembers = async (db: Db) =>
  (
    await rowsOf<{ customer_id: number }>(
      db,
      sql`SELECT DISTINCT u."customer_id" FROM "users" u WHERE ${hiringMembers} ORDER BY 1`,
    )
  ).map((r) => r.customer_id);

/** Claims today's digest for a member: true once per member and day, whichever process asks. */
export const claimDigestDay = async (db: Db, userId: number, day: string) =>
  (
    await rowsOf(
      db,
      sql`INSERT INTO "hr_digest_days" ("user_id", "day") VALUES (${userId}, ${day}::date)
        ON CONFLICT DO NOTHING RETURNING "user_id"`,
    )
  ).length > 0;
