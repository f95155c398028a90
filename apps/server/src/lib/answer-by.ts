import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AUTO_CLOSE_GRACE_WORKING_DAYS, DEFAULT_ANSWER_DAYS } from '@tmp/contracts';
import type { Db } from '../db/client.ts';
import { dayInChina } from './china-days.ts';

/**
 * The answer-by date of an application (decisions §10), as a SQL expression over its columns: the end of the
 * working day (Monday-Friday, China's time, see `working_days_after` in migration 0021) that comes the
 * customer's days for its stage after HR last acted on it — a status change (each one is an event), a
 * message, or the end of its last booked interview. Null while nothing is awaited from HR: an offer out,
 * an interview time the candidate has yet to choose, a closed application. HR's one extension counts while
 * the application stays in the stage it was given in.
 */
export const answerBySql = (app: { id: SQLWrapper; status: SQLWrapper; customerId: SQLWrapper }): SQL => sql`(
  SELECT CASE
    WHEN ${app.status} NOT IN (1, 2, 3) THEN NULL
    WHEN EXISTS (SELECT 1 FROM "interviews" ab_w WHERE ab_w."application_id" = ${app.id} AND ab_w."status" = 1)
      THEN NULL
    ELSE greatest(
      working_days_after(
        greatest(ab_e."at", ab_t."hr_action_at", ab_i."ends_at"),
        CASE ${app.status}
          WHEN 1 THEN coalesce(ab_s."submitted_days", ${DEFAULT_ANSWER_DAYS.submittedDays})
          WHEN 2 THEN coalesce(ab_s."screening_days", ${DEFAULT_ANSWER_DAYS.screeningDays})
          ELSE coalesce(ab_s."interview_days", ${DEFAULT_ANSWER_DAYS.interviewDays})
        END::int),
      CASE WHEN ab_t."extended_at" >= ab_e."at" THEN ab_t."extended_answer_by" END)
  END
  FROM (SELECT max(ev."created_at") AS "at" FROM "application_events" ev WHERE ev."application_id" = ${app.id}) ab_e
  LEFT JOIN "application_answer_times" ab_t ON ab_t."application_id" = ${app.id}
  LEFT JOIN "answer_time_settings" ab_s ON ab_s."customer_id" = ${app.customerId}
  LEFT JOIN LATERAL (SELECT max(iv."ends_at") AS "ends_at" FROM "interviews" iv
    WHERE iv."application_id" = ${app.id} AND iv."status" IN (2, 4)) ab_i ON true
)`;

/** When an application whose answer-by date passed with no HR action closes by itself. */
export const autoCloseAtSql = (answerBy: SQL): SQL =>
  sql`working_days_after(${answerBy}, ${AUTO_CLOSE_GRACE_WORKING_DAYS}::int)`;

/** A timestamp from the database (a Date from either driver, or text) as the yyyy-mm-dd day in China. */
export const answerByDay = (value: unknown): string | null =>
  value === null || value === undefined ? null : dayInChina(new Date(value as string | Date));

/**
 * The answer-by day of applications of a customer by id, with HR's reason when an extension set it: what
 * the candidate's application list shows. Applications awaiting nothing from HR are left out.
 */
export const findAnswerBys = async (db: Db, customerId: number, ids: readonly number[]) => {
  if (ids.length === 0) return new Map<number, { answerBy: string; reason: string | null }>();
  const expression = answerBySql({
    id: sql`a."id"`,
    status: sql`a."status"`,
    customerId: sql`a."customer_id"`,
  });
  const result =
    await db.execute(sql`SELECT a."id", ${expression} AS "answer_by", t."extension_reason", t."extended_answer_by"
    FROM "applications" a LEFT JOIN "application_answer_times" t ON t."application_id" = a."id"
    WHERE a."customer_id" = ${customerId} AND a."id" IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const rows = (result as unknown as { rows: TAnswerByRow[] }).rows;
  return new Map(
    rows
      .filter((r) => r.answer_by !== null)
      .map((r) => {
        const answerBy = answerByDay(r.answer_by)!;
        const extended = r.extended_answer_by !== null && answerByDay(r.extended_answer_by) === answerBy;
        return [r.id, { answerBy, reason: extended ? r.extension_reason : null }];
      }),
  );
};

interface TAnswerByRow {
  id: number;
  answer_by: Date | string | null;
  extension_reason: string | null;
  extended_answer_by: Date | string | null;
}
