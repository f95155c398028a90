import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answerBySql } from '../../lib/answer-by.ts';

/** Side 1 writes as the candidate, side 2 as HR. */
export const Side = { Candidate: 1, Hr: 2 } as const;
export type TSide = (typeof Side)[keyof typeof Side];

export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const answerBy = answerBySql({ id: sql`a."id"`, status: sql`a."status"`, customerId: sql`a."customer_id"` });

export interface THeadRow {
  id: number;
  user_id: number;
  job_id: number;
  status: number;
  title_en: string;
  title_zh: string;
  candidate_name: string;
  phone: string | null;
  email: string | null;
  answer_by: Date | string | null;
  extension_reason: string | null;
  extended_at: Date | string | null;
  extended_answer_by: Date | string | null;
}

const headColumns = sql`a."id", a."user_id", a."job_id", a."status", j."title_en", j."title_zh",
  coalesce(nullif(a."resume_snapshot"->'basic'->>'name', ''), u."display_name") AS "candidate_name",
  u."phone", u."email", ${answerBy} AS "answer_by", t."extension_reason", t."extended_at",
  t."extended_answer_by"`;

/** An application of a customer with what its conversation shows; with `userId`, only that candidate's. */
export const findHead = async (db: Db, customerId: number, applicationId: number, userId?: number) =>
  (
    await rowsOf<THeadRow>(
      db,
      sql`SELECT ${headColumns} FROM "applications" a
        JOIN "jobs" j ON j."id" = a."job_id" JOIN "users" u ON u."id" = a."user_id"
        LEFT JOIN "application_answer_times" t ON t."application_id" = a."id"
        WHERE a."customer_id" = ${customerId} AND a."id" = ${applicationId}
        ${userId === undefined ? sql`` : sql`AND a."user_id" = ${userId}`}`,
    )
  )[0];

export interface TMessageRow {
  id: number;
  side: number;
  text: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

export const findMessages = (db: Db, customerId: number, applicationId: number) =>
  rowsOf<TMessageRow>(
    db,
    sql`SELECT "id", "side", "text", "created_at", "read_at" FROM "conversation_messages"
      WHERE "customer_id" = ${customerId} AND "application_id" = ${applicationId} ORDER BY "created_at", "id"`,
  );

/** Marks read what the other side wrote, when the reader opens the conversation. */
export const markRead = (db: Db, customerId: number, applicationId: number, writtenBy: TSide, at: Date) =>
  db.execute(sql`UPDATE "conversation_messages" SET "read_at" = ${at.toISOString()}
    WHERE "customer_id" = ${customerId} AND "application_id" = ${applicationId} AND "side" = ${writtenBy}
      AND "read_at" IS NULL`);

export const insertMessage = async (
  db: Db,
  row: {
    customerId: number;
    applicationId: number;
    side: TSide;
    authorId: number | null;
    text: string;
    at: Date;
  },
) =>
  (
    await rowsOf<TMessageRow>(
      db,
      sql`INSERT INTO "conversation_messages" ("customer_id", "application_id", "side", "author_user_id", "text", "created_at")
        VALUES (${row.customerId}, ${row.applicationId}, ${row.side}, ${row.authorId}, ${row.text}, ${row.at.toISOString()})
        RETURNING "id", "side", "text", "created_at", "read_at"`,
    )
  )[0]!;

/**
 * Claims the right to tell the candidate of a new message: true for one caller an hour per conversation,
 * however many write at once (the row is locked by the upsert, and the condition read again after it).
 */
export const claimNotice = async (
  db: Db,
  customerId: number,
  applicationId: number,
  at: Date,
  minutes: number,
) =>
  (
    await rowsOf<{ application_id: number }>(
      db,
      sql`INSERT INTO "conversation_notices" AS n ("application_id", "customer_id", "noticed_at")
        VALUES (${applicationId}, ${customerId}, ${at.toISOString()})
        ON CONFLICT ("application_id") DO UPDATE SET "noticed_at" = excluded."noticed_at"
        WHERE n."noticed_at" <= excluded."noticed_at" - make_interval(mins => ${minutes}::int)
        RETURNING n."application_id"`,
    )
  ).length > 0;

/** An HR action that restarts the application's answer-by clock (a message). */
export const touchHrAction = (db: Db, customerId: number, applicationId: number, at: Date) =>
  db.execute(sql`INSERT INTO "application_answer_times" ("application_id", "customer_id", "hr_action_at")
    VALUES (${applicationId}, ${customerId}, ${at.toISOString()})
    ON CONFLICT ("application_id") DO UPDATE SET "hr_action_at" = excluded."hr_action_at"`);

export interface TSummaryRow extends THeadRow {
  last_text: string | null;
  last_at: Date | string | null;
  unread: number;
}

/** One page of conversations: the head of each, its last message and what the reader has not read. */
export const findSummaries = (
  db: Db,
  customerId: number,
  q: { where: SQL; unreadSide: TSide; hasMessages: boolean; pageIndex: number; pageSize: number },
) =>
  rowsOf<TSummaryRow>(
    db,
    sql`SELECT ${headColumns}, m."text" AS "last_text", m."created_at" AS "last_at",
        ur."n" AS "unread"
      FROM "applications" a
      JOIN "jobs" j ON j."id" = a."job_id" JOIN "users" u ON u."id" = a."user_id"
      LEFT JOIN "application_answer_times" t ON t."application_id" = a."id"
      LEFT JOIN LATERAL (SELECT lm."text", lm."created_at" FROM "conversation_messages" lm
        WHERE lm."application_id" = a."id" ORDER BY lm."created_at" DESC, lm."id" DESC LIMIT 1) m ON true
      CROSS JOIN LATERAL (SELECT count(*)::int AS "n" FROM "conversation_messages" r WHERE r."application_id" = a."id"
        AND r."side" = ${q.unreadSide} AND r."read_at" IS NULL) ur
      WHERE a."customer_id" = ${customerId} AND ${q.where} ${q.hasMessages ? sql`AND m."created_at" IS NOT NULL` : sql``}
      ORDER BY ur."n" > 0 DESC, m."created_at" DESC NULLS LAST, a."id" DESC
      LIMIT ${q.pageSize} OFFSET ${(q.pageIndex - 1) * q.pageSize}`,
  );

/** How many conversations `findSummaries` pages through. */
export const countConversations = async (db: Db, customerId: number, where: SQL, hasMessages: boolean) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS "n" FROM "applications" a WHERE a."customer_id" = ${customerId} AND ${where}
        ${hasMessages ? sql`AND EXISTS (SELECT 1 FROM "conversation_messages" c WHERE c."application_id" = a."id")` : sql``}`,
    )
  )[0]?.n ?? 0;

/** Unread candidate messages of the applications `where` selects. */
export const countUnread = async (db: Db, customerId: number, where: SQL) =>
  (
    await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS "n" FROM "conversation_messages" r JOIN "applications" a ON a."id" = r."application_id"
        WHERE r."customer_id" = ${customerId} AND r."side" = ${Side.Candidate} AND r."read_at" IS NULL
          AND ${where}`,
    )
  )[0]?.n ?? 0;
