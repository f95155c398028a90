import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './conversations.repository.ts';

const ofUser = (customerId: number, userId: number) =>
  sql`"application_id" IN (SELECT a."id" FROM "applications" a WHERE a."customer_id" = ${customerId} AND a."user_id" = ${userId})`;

/** The conversations of the user's applications and their survey answers, as their own pages show them. */
export const exportConversationData = async (db: Db, customerId: number, userId: number) => {
  const [messages, surveys] = await Promise.all([
    rowsOf(
      db,
      sql`SELECT "application_id" AS "applicationId", CASE "side" WHEN 1 THEN 'candidate' ELSE 'hr' END AS "side",
          "text", "created_at" AS "createdAt", "read_at" AS "readAt"
        FROM "conversation_messages" WHERE ${ofUser(customerId, userId)} ORDER BY "application_id", "created_at", "id"`,
    ),
    rowsOf(
      db,
      sql`SELECT "application_id" AS "applicationId", "recommend", "informed", "comment", "created_at" AS "createdAt"
        FROM "closing_surveys" WHERE "customer_id" = ${customerId} AND "user_id" = ${userId} ORDER BY "created_at"`,
    ),
  ]);
  return { conversations: messages, surveys };
};

/**
 * A deleted account, or personal data past its retention: the conversations of the user's applications
 * (both sides write about the person) and their survey comments go; the survey's scores stay, unnamed, in
 * HR's aggregates.
 */
export const eraseConversationData = async (tx: Db, customerId: number, userId: number) => {
  await tx.execute(sql`DELETE FROM "conversation_messages" WHERE ${ofUser(customerId, userId)}`);
  await tx.execute(sql`UPDATE "closing_surveys" SET "comment" = NULL, "user_id" = NULL
    WHERE "customer_id" = ${customerId} AND "user_id" = ${userId}`);
};
