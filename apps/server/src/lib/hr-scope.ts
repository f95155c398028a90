import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AppError } from './app-error.ts';

/**
 * What of a customer's hiring data one HR user may see (decisions §8). An HR manager (role 2) sees it all; a
 * recruiter (4) the jobs of their sites and everything hanging from them (applicants, offers, assessments,
 * interviews); an interviewer (5) the interviews they are on, and those applications' resume snapshots.
 * Whatever lies outside answers like an unknown id, so nobody learns what exists elsewhere.
 */
export interface THrScope {
  userId: number;
  /** The sites whose jobs the user sees; null: every site (the whole customer). */
  siteIds: readonly number[] | null;
  /** Set for an interviewer: the interviews they are on (by their account or their email) are theirs too. */
  interviewer: { userId: number; email: string | null } | null;
}

/** The whole customer: an HR manager, and the server's own calls. */
export const wholeCustomer = (userId: number): THrScope => ({ userId, siteIds: null, interviewer: null });

export const seesEverything = (scope: THrScope | undefined): boolean => !scope || scope.siteIds === null;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The jobs of the scope's sites, as a condition on a column holding a job id; undefined: no limit. */
export const jobsInScope = (scope: THrScope | undefined, jobId: SQLWrapper): SQL | undefined => {
  if (seesEverything(scope)) return undefined;
  const sites = scope!.siteIds!;
  if (sites.length === 0) return sql`false`;
  return sql`${jobId} IN (SELECT sj."id" FROM "jobs" sj WHERE sj."site_id" IN (${idList(sites)}))`;
};

/** The interview plans the scope's interviewer is on. */
const plansOfInterviewer = (interviewer: NonNullable<THrScope['interviewer']>) =>
  sql`(SELECT pi."plan_id" FROM "interview_plan_interviewers" pi
    JOIN "interviewers" i ON i."id" = pi."interviewer_id"
    WHERE i."hr_user_id" = ${interviewer.userId}
      ${interviewer.email ? sql`OR i."email" = ${interviewer.email.toLowerCase()}` : sql``})`;

/**
 * Interviews in the scope, as a condition on an interview row's application and plan columns: those of
 * the scope's jobs, and those whose plan names the interviewer.
 */
export const interviewsInScope = (
  scope: THrScope | undefined,
  columns: { applicationId: SQLWrapper; planId: SQLWrapper },
): SQL | undefined => {
  if (seesEverything(scope)) return undefined;
  const bySite = applicationsInScope({ ...scope!, interviewer: null }, columns.applicationId);
  const byPlan = scope!.interviewer
    ? sql`${columns.planId} IN ${plansOfInterviewer(scope!.interviewer)}`
    : null;
  return byPlan ? sql`((${bySite}) OR ${byPlan})` : bySite;
};

/**
 * Applications in the scope, as a condition on a column holding an application id: those of the scope's
 * jobs, and for an interviewer those with an interview they are on.
 */
export const applicationsInScope = (
  scope: THrScope | undefined,
  applicationId: SQLWrapper,
): SQL | undefined => {
  if (seesEverything(scope)) return undefined;
  const sites = scope!.siteIds!;
  const bySite =
    sites.length === 0
      ? sql`false`
      : sql`${applicationId} IN (SELECT a."id" FROM "applications" a JOIN "jobs" j ON j."id" = a."job_id"
          WHERE j."site_id" IN (${idList(sites)}))`;
  if (!scope!.interviewer) return bySite;
  return sql`((${bySite}) OR ${applicationId} IN (SELECT "application_id" FROM "interviews"
    WHERE "plan_id" IN ${plansOfInterviewer(scope!.interviewer)}))`;
};

/** The kinds of object an HR call names by id, each with the table and the condition that scopes it. */
const SCOPED = {
  job: (scope: THrScope) => ({ table: sql`"jobs" t`, where: jobsInScope(scope, sql`t."id"`)! }),
  /** An application of the scope's jobs. */
  application: (scope: THrScope) => ({
    table: sql`"applications" t`,
    where: applicationsInScope({ ...scope, interviewer: null }, sql`t."id"`)!,
  }),
  /** An application of the scope's jobs, or one the interviewer interviews. */
  interviewedApplication: (scope: THrScope) => ({
    table: sql`"applications" t`,
    where: applicationsInScope(scope, sql`t."id"`)!,
  }),
  offer: (scope: THrScope) => ({
    table: sql`"offers" t`,
    where: applicationsInScope({ ...scope, interviewer: null }, sql`t."application_id"`)!,
  }),
  assessment: (scope: THrScope) => ({
    table: sql`"assessment_assignments" t`,
    where: applicationsInScope({ ...scope, interviewer: null }, sql`t."application_id"`)!,
  }),
  /** An interview of the scope's jobs. */
  interviewOfSites: (scope: THrScope) => ({
    table: sql`"interviews" t`,
    where: applicationsInScope({ ...scope, interviewer: null }, sql`t."application_id"`)!,
  }),
  /** An interview of the scope's jobs, or one the interviewer is on. */
  interview: (scope: THrScope) => ({
    table: sql`"interviews" t`,
    where: interviewsInScope(scope, { applicationId: sql`t."application_id"`, planId: sql`t."plan_id"` })!,
  }),
  /** An uploaded resume: its owner applied to one of the scope's jobs. */
  resumeFile: (scope: THrScope) => ({
    table: sql`"resume_files" t`,
    where: sql`EXISTS (SELECT 1 FROM "applications" a WHERE a."user_id" = t."user_id"
      AND a."customer_id" = t."customer_id" AND ${jobsInScope(scope, sql`a."job_id"`)!})`,
  }),
} as const;
export type TScopedKind = keyof typeof SCOPED;

/**
 * Refuses with `notFound` (the error an unknown id gets) unless every id is an object of this customer in
 * the scope. Costs nothing for a user who sees the whole customer: the call's own lookup answers for them.
 */
export const assertInScope = async (
  db: Db,
  customerId: number,
  scope: THrScope | undefined,
  kind: TScopedKind,
  ids: readonly number[],
  notFound: () => AppError,
) => {
  if (seesEverything(scope) || ids.length === 0) return;
  const { table, where } = SCOPED[kind](scope!);
  const unique = [...new Set(ids)];
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${table}
    WHERE t."customer_id" = ${customerId} AND t."id" IN (${idList(unique)}) AND ${where}`);
  const n = Number((result as unknown as { rows: Array<{ n: unknown }> }).rows[0]?.n ?? 0);
  if (n !== unique.length) throw notFound();
};

/** Refuses unless a job's site is one of the scope's (saving a job for a site). */
export const assertSiteInScope = (scope: THrScope | undefined, siteId: number, refused: () => AppError) => {
  if (!seesEverything(scope) && !scope!.siteIds!.includes(siteId)) throw refused();
};

/** The scope of an HR call's user; none when they see the whole customer. */
export const scopeOf = (req: FastifyRequest) => req.hrScope ?? undefined;

/** For the console's routes: refuses, as unknown, an id outside what the caller may see. */
export const scopeCheck =
  (db: Db) => (req: FastifyRequest, kind: TScopedKind, ids: readonly number[], notFound: () => AppError) =>
    assertInScope(db, req.customer.id, scopeOf(req), kind, ids, notFound);
