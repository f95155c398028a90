import { sql } from 'drizzle-orm';
import {
  AppErrorCode,
  SURVEY_INTERVAL_MONTHS,
  SURVEY_MIN_GROUP,
  applicationStatusName,
  pickLang,
  type TLang,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { jobsInScope, type THrScope } from '../../lib/hr-scope.ts';
import { rowsOf } from './conversations.repository.ts';

/** A closed application is offered for a survey this long after it closed. */
const PENDING_DAYS = 90;

const answeredSince = async (db: Db, customerId: number, userId: number, now: Date) =>
  (
    await rowsOf(
      db,
      sql`SELECT 1 FROM "closing_surveys" WHERE "customer_id" = ${customerId} AND "user_id" = ${userId}
        AND "created_at" > ${now.toISOString()}::timestamptz - make_interval(months => ${SURVEY_INTERVAL_MONTHS}::int)
        LIMIT 1`,
    )
  ).length > 0;

/** The candidate's latest application closed in the last 90 days, unless they answered a survey lately. */
export const getPendingSurvey = async (
  { db, now }: TDeps,
  customerId: number,
  userId: number,
  lang: TLang,
) => {
  if (await answeredSince(db, customerId, userId, now())) return null;
  const [row] = await rowsOf<{ id: number; status: number; title_en: string; title_zh: string }>(
    db,
    sql`SELECT a."id", a."status", j."title_en", j."title_zh" FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id"
      WHERE a."customer_id" = ${customerId} AND a."user_id" = ${userId} AND a."status" IN (5, 6, 7)
        AND a."updated_at" > ${now().toISOString()}::timestamptz - make_interval(days => ${PENDING_DAYS}::int)
        AND NOT EXISTS (SELECT 1 FROM "closing_surveys" s WHERE s."application_id" = a."id")
      ORDER BY a."updated_at" DESC, a."id" DESC LIMIT 1`,
  );
  return row
    ? {
        applicationId: row.id,
        positionName: pickLang(lang, row.title_en, row.title_zh),
        statusName: applicationStatusName(row.status, lang),
      }
    : null;
};

/**
 * Records the three answers about a closed application of the candidate's. The candidate's row is locked
 * first, so of answers sent at once (for one application or several) only the first is kept.
 */
export const submitSurvey = async (
  deps: TDeps,
  customerId: number,
  userId: number,
  input: { applicationId: number; recommend: number; informed: string; comment?: string | undefined },
) =>
  deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT "id" FROM "users" WHERE "id" = ${userId} FOR UPDATE`);
    const [app] = await rowsOf<{ job_id: number; stage: number | null }>(
      tx,
      sql`SELECT a."job_id", (SELECT e."status" FROM "application_events" e WHERE e."application_id" = a."id"
          AND e."status" IN (1, 2, 3, 4) ORDER BY e."created_at" DESC, e."id" DESC LIMIT 1) AS "stage"
        FROM "applications" a WHERE a."customer_id" = ${customerId} AND a."user_id" = ${userId}
          AND a."id" = ${input.applicationId} AND a."status" IN (5, 6, 7)`,
    );
    if (!app) throw new AppError(AppErrorCode.SurveyNotOpen, 'conversations.surveyNotOpen');
    if (await answeredSince(tx, customerId, userId, deps.now())) {
      throw new AppError(AppErrorCode.SurveyDone, 'conversations.surveyDone');
    }
    const inserted = await rowsOf(
      tx,
      sql`INSERT INTO "closing_surveys" ("customer_id", "user_id", "application_id", "job_id",
        "stage", "recommend", "informed", "comment", "created_at")
      VALUES (${customerId}, ${userId}, ${input.applicationId}, ${app.job_id}, ${app.stage ?? 1},
        ${input.recommend}, ${input.informed}, ${input.comment || null}, ${deps.now().toISOString()})
      ON CONFLICT ("application_id") DO NOTHING RETURNING "id"`,
    );
    // An application answered for already (more than six months ago) is not asked about twice.
    if (inserted.length === 0) throw new AppError(AppErrorCode.SurveyDone, 'conversations.surveyDone');
    return null;
  });

interface TGroupRow {
  job_id: number;
  title_en: string;
  title_zh: string;
  stage: number;
  n: number;
  promoters: number;
  detractors: number;
  yes: number;
  partly: number;
  no: number;
}

const percent = (part: number, whole: number) => Math.round((100 * part) / whole);

/**
 * Survey answers grouped by job and the stage the application closed after: NPS and the share kept informed
 * (in %). Never a single answer, a name or a comment; a group of fewer than 3 answers is left out whole.
 */
export const getSurveyStats = async (
  { db }: TDeps,
  customerId: number,
  lang: TLang,
  q: { jobId?: number | undefined; scope?: THrScope | undefined },
) => {
  const inScope = jobsInScope(q.scope, sql`s."job_id"`);
  const rows = await rowsOf<TGroupRow>(
    db,
    sql`SELECT s."job_id", j."title_en", j."title_zh", s."stage", count(*)::int AS "n",
        count(*) FILTER (WHERE s."recommend" >= 9)::int AS "promoters",
        count(*) FILTER (WHERE s."recommend" <= 6)::int AS "detractors",
        count(*) FILTER (WHERE s."informed" = 'yes')::int AS "yes",
        count(*) FILTER (WHERE s."informed" = 'partly')::int AS "partly",
        count(*) FILTER (WHERE s."informed" = 'no')::int AS "no"
      FROM "closing_surveys" s JOIN "jobs" j ON j."id" = s."job_id"
      WHERE s."customer_id" = ${customerId} ${inScope ? sql`AND ${inScope}` : sql``}
        ${q.jobId ? sql`AND s."job_id" = ${q.jobId}` : sql``}
      GROUP BY s."job_id", j."title_en", j."title_zh", s."stage" ORDER BY s."job_id", s."stage"`,
  );
  const shown = rows.filter((r) => r.n >= SURVEY_MIN_GROUP);
  return {
    groups: shown.map((r) => ({
      positionId: r.job_id,
      positionName: pickLang(lang, r.title_en, r.title_zh),
      stage: r.stage,
      stageName: applicationStatusName(r.stage, lang),
      answers: r.n,
      nps: percent(r.promoters - r.detractors, r.n),
      informed: { yes: percent(r.yes, r.n), partly: percent(r.partly, r.n), no: percent(r.no, r.n) },
    })),
    hiddenAnswers: rows.filter((r) => r.n < SURVEY_MIN_GROUP).reduce((sum, r) => sum + r.n, 0),
  };
};
