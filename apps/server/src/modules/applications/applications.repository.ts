import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/sql.ts';
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

export const findApplication = async (db: Db, customerId: number, userId: number, jobId: number) =>
  (
    await db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.customerId, customerId),
          eq(applications.userId, userId),
          eq(applications.jobId, jobId),
        ),
      )
      .limit(1)
  )[0];

/** Inserts an application; undefined when this candidate has applied to the job already. */
export const insertApplication = async (db: Db, row: typeof applications.$inferInsert) =>
  (await db.insert(applications).values(row).onConflictDoNothing().returning({ id: applications.id }))[0];

/** Locks one application of a customer for the rest of the transaction: decisions on it queue up. */
export const lockApplicationRow = async (tx: Db, customerId: number, id: number) =>
  (
    await tx
      .select({ id: applications.id })
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
export const findCurrentOffers = (db: Db, applicationIds: number[]) =>
  applicationIds.length
    ? db
        .select({ id: offers.id, applicationId: offers.applicationId })
        .from(offers)
        .where(inArray(offers.applicationId, applicationIds))
        // Oldest first: the newest offer of an application is the one its record links to.
        .orderBy(asc(offers.createdAt), asc(offers.id))
    : Promise.resolve([]);

export const findUserNames = (db: Db, ids: number[]) =>
  ids.length
    ? db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ids))
    : Promise.resolve([]);

export const insertSourceLog = (db: Db, row: typeof sourceLogs.$inferInsert) =>
  db.insert(sourceLogs).values(row);

export const updateApplicationStatus = (db: Db, applicationId: number, status: number, now: Date) =>
  db.update(applications).set({ status, updatedAt: now }).where(eq(applications.id, applicationId));

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
  },
) => {
  const keyword = q.keyword ? containsPattern(q.keyword.toLowerCase()) : undefined;
  const where = and(
    eq(applications.customerId, customerId),
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
      .orderBy(desc(applications.createdAt), desc(applications.id))
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
