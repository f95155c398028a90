import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TResume } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/sql.ts';
import { type THrScope, jobsInScope } from '../../lib/hr-scope.ts';
import { answerBySql } from '../../lib/answer-by.ts';
import {
  applicationEvents,
  applications,
  districts,
  jobs,
  offers,
  sourceLogs,
  users,
} from '../../db/schema/index.ts';

const country = alias(districts, 'country');
const city = alias(districts, 'city');

export interface TApplicationWrite {
  customerId: number;
  userId: number;
  jobId: number;
  status: number;
  sourceId: number | null;
  recommendCode: string | null;
  referrerUserId: number | null;
  resume: TResume;
  at: Date;
}

/**
 * Applying in one statement: the application with its resume snapshot, its first status, and that resume
 * saved as the candidate's own — all of it or none. A second application of one candidate to one job meets
 * the unique index and writes nothing, not even the resume: no row. Answers the new application's id and
 * the resume's time of saving.
 */
export const insertApplicationWithResume = async (db: Db, write: TApplicationWrite) => {
  const at = write.at.toISOString();
  const result = await db.execute(sql`
    WITH input AS (
      SELECT ${JSON.stringify(write.resume)}::jsonb AS resume, ${at}::timestamptz AS at
    ), app AS (
      INSERT INTO applications (customer_id, user_id, job_id, status, source_id, recommend_code,
        referrer_user_id, resume_snapshot, created_at, updated_at)
      SELECT ${write.customerId}, ${write.userId}, ${write.jobId}, ${write.status}, ${write.sourceId}::int,
        ${write.recommendCode}::text, ${write.referrerUserId}::int, input.resume, input.at, input.at
      FROM input
      ON CONFLICT (customer_id, user_id, job_id) WHERE status <> 7 DO NOTHING
      RETURNING id
    ), event AS (
      INSERT INTO application_events (application_id, status, created_at)
      SELECT app.id, ${write.status}, input.at FROM app, input
    ), saved AS (
      INSERT INTO resumes (customer_id, user_id, data, created_at, updated_at)
      SELECT ${write.customerId}, ${write.userId}, input.resume, input.at, input.at FROM app, input
      ON CONFLICT (customer_id, user_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at
      RETURNING updated_at
    )
    SELECT app.id, saved.updated_at FROM app, saved`);
  const row = (result as unknown as { rows: Array<{ id: unknown; updated_at: unknown }> }).rows[0];
  return row ? { id: Number(row.id), updatedAt: new Date(row.updated_at as string) } : undefined;
};

/** Locks one application of a customer for the rest of the transaction: decisions on it queue up. */
export const lockApplicationRow = async (tx: Db, customerId: number, id: number) =>
  (
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.customerId, customerId), eq(applications.id, id)))
      .for('update')
  )[0];

/** Locks one application of a customer and answers what a status change decides on. */
export const lockApplicationState = async (tx: Db, customerId: number, id: number) =>
  (
    await tx
      .select({ id: applications.id, status: applications.status, userId: applications.userId })
      .from(applications)
      .where(and(eq(applications.customerId, customerId), eq(applications.id, id)))
      .for('update')
  )[0];

export const insertApplicationEvent = (db: Db, row: typeof applicationEvents.$inferInsert) =>
  db.insert(applicationEvents).values(row);

const recordColumns = {
  id: applications.id,
  jobId: applications.jobId,
  status: applications.status,
  createdAt: applications.createdAt,
  snapshot: applications.resumeSnapshot,
  titleEn: jobs.titleEn,
  titleZh: jobs.titleZh,
  countryEn: country.nameEn,
  countryZh: country.nameZh,
  cityEn: city.nameEn,
  cityZh: city.nameZh,
};

const selectRecords = (db: Db) =>
  db
    .select(recordColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(country, eq(country.id, jobs.countryId))
    .innerJoin(city, eq(city.id, jobs.cityId));

export type TApplicationRow = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/** One page of applications matching `where`, newest first, with the total. */
const pageOf = async (db: Db, where: ReturnType<typeof and>, pageIndex: number, pageSize: number) => {
  const [rows, [total]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findUserApplications = (
  db: Db,
  customerId: number,
  userId: number,
  page: { pageIndex: number; pageSize: number; status?: number | undefined },
) =>
  pageOf(
    db,
    and(
      eq(applications.customerId, customerId),
      eq(applications.userId, userId),
      page.status ? eq(applications.status, page.status) : undefined,
    ),
    page.pageIndex,
    page.pageSize,
  );

export const findReferredApplications = (
  db: Db,
  customerId: number,
  referrerId: number,
  page: { pageIndex: number; pageSize: number },
) =>
  pageOf(
    db,
    and(eq(applications.customerId, customerId), eq(applications.referrerUserId, referrerId)),
    page.pageIndex,
    page.pageSize,
  );

export const findEvents = (db: Db, applicationIds: number[]) =>
  applicationIds.length
    ? db
        .select()
        .from(applicationEvents)
        .where(inArray(applicationEvents.applicationId, applicationIds))
        .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id))
    : Promise.resolve([]);

/** The newest offer of each application that has not been withdrawn. */
export const findCurrentOffers = (db: Db, customerId: number, applicationIds: number[]) =>
  applicationIds.length
    ? db
        .select({ id: offers.id, applicationId: offers.applicationId })
        .from(offers)
        .where(and(eq(offers.customerId, customerId), inArray(offers.applicationId, applicationIds)))
        // Oldest first: the newest offer of an application is the one its record links to.
        .orderBy(asc(offers.createdAt), asc(offers.id))
    : Promise.resolve([]);

export const insertSourceLog = (db: Db, row: typeof sourceLogs.$inferInsert) =>
  db.insert(sourceLogs).values(row);

export const updateApplicationStatus = (
  db: Db,
  customerId: number,
  applicationId: number,
  status: number,
  now: Date,
) =>
  db
    .update(applications)
    .set({ status, updatedAt: now })
    .where(and(eq(applications.customerId, customerId), eq(applications.id, applicationId)));

const referrer = alias(users, 'referrer');
const candidate = alias(users, 'candidate');

const applicantColumns = {
  id: applications.id,
  jobId: applications.jobId,
  userId: applications.userId,
  status: applications.status,
  sourceId: applications.sourceId,
  createdAt: applications.createdAt,
  snapshot: applications.resumeSnapshot,
  titleEn: jobs.titleEn,
  titleZh: jobs.titleZh,
  phone: candidate.phone,
  email: candidate.email,
  referrerName: referrer.displayName,
  answerBy: sql<Date | string | null>`${answerBySql({
    id: applications.id,
    status: applications.status,
    customerId: applications.customerId,
  })}`,
};

const selectApplicants = (db: Db) =>
  db
    .select(applicantColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(candidate, eq(candidate.id, applications.userId))
    .leftJoin(referrer, eq(referrer.id, applications.referrerUserId));

export type TApplicantRow = Awaited<ReturnType<ReturnType<typeof selectApplicants>['execute']>>[number];

export const findApplicantPage = async (
  db: Db,
  customerId: number,
  q: {
    pageIndex: number;
    pageSize: number;
    jobId?: number | undefined;
    status?: number | undefined;
    keyword?: string | undefined;
    referredOnly?: boolean;
    scope?: THrScope | undefined;
    /** With a time: the applications past their answer-by date at that time first. */
    overdueFirstAt?: Date | undefined;
  },
) => {
  const keyword = q.keyword ? containsPattern(q.keyword.toLowerCase()) : undefined;
  const where = and(
    eq(applications.customerId, customerId),
    jobsInScope(q.scope, applications.jobId),
    q.jobId ? eq(applications.jobId, q.jobId) : undefined,
    q.status ? eq(applications.status, q.status) : undefined,
    q.referredOnly ? isNotNull(applications.referrerUserId) : undefined,
    keyword
      ? or(
          sql`lower(${applications.resumeSnapshot}->'basic'->>'name') LIKE ${keyword}`,
          sql`lower(coalesce(${candidate.phone}, ${candidate.email})) LIKE ${keyword}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectApplicants(db)
      .where(where)
      .orderBy(
        ...(q.overdueFirstAt
          ? [
              sql`(${applicantColumns.answerBy} < ${q.overdueFirstAt.toISOString()}) DESC NULLS LAST`,
              sql`${applicantColumns.answerBy} ASC NULLS LAST`,
            ]
          : []),
        desc(applications.createdAt),
        desc(applications.id),
      )
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(applications)
      .innerJoin(candidate, eq(candidate.id, applications.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findApplicant = async (db: Db, customerId: number, id: number) =>
  (
    await selectApplicants(db)
      .where(and(eq(applications.customerId, customerId), eq(applications.id, id)))
      .limit(1)
  )[0];

export const hasApplied = async (db: Db, customerId: number, userId: number) =>
  (
    await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.customerId, customerId), eq(applications.userId, userId)))
      .limit(1)
  ).length > 0;

export const findApplicationsByIds = (db: Db, customerId: number, ids: number[]) =>
  db
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      titleEn: jobs.titleEn,
      titleZh: jobs.titleZh,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.customerId, customerId), inArray(applications.id, ids)));
