import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TPositionQuery } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { districts, jobs, options, sites } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/sql.ts';
import { cachedJobCount, invalidateJobCounts } from './job-count-cache.ts';

const category = alias(options, 'category');
const nature = alias(options, 'nature');
const degree = alias(options, 'degree');
const experience = alias(options, 'experience');
const country = alias(districts, 'country');
const state = alias(districts, 'state');
const city = alias(districts, 'city');

const jobColumns = {
  job: jobs,
  category: { en: category.textEn, zh: category.textZh },
  nature: { en: nature.textEn, zh: nature.textZh },
  degree: { en: degree.textEn, zh: degree.textZh },
  experience: { en: experience.textEn, zh: experience.textZh },
  country: { en: country.nameEn, zh: country.nameZh },
  state: { en: state.nameEn, zh: state.nameZh },
  city: { en: city.nameEn, zh: city.nameZh },
  site: { en: sites.nameEn, zh: sites.nameZh },
};

const selectJobs = (db: Db) =>
  db
    .select(jobColumns)
    .from(jobs)
    .innerJoin(category, eq(category.id, jobs.categoryId))
    .innerJoin(nature, eq(nature.id, jobs.natureId))
    .leftJoin(degree, eq(degree.id, jobs.degreeId))
    .leftJoin(experience, eq(experience.id, jobs.experienceId))
    .innerJoin(country, eq(country.id, jobs.countryId))
    .innerJoin(state, eq(state.id, jobs.stateId))
    .innerJoin(city, eq(city.id, jobs.cityId))
    .innerJoin(sites, eq(sites.id, jobs.siteId));

/**
 * Newest first. Spelled exactly as the list indexes are declared (drizzle's `.desc()` creates them
 * `DESC NULLS LAST`), so PostgreSQL walks an index instead of sorting; both columns are NOT NULL, so the
 * order is the same as a plain `DESC`.
 */
const LIST_ORDER = [sql`${jobs.publishDate} DESC NULLS LAST`, sql`${jobs.id} DESC NULLS LAST`];

export type TJobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

/** Every word of the keyword must appear in a title or description, in either language. */
const keywordFilter = (keyword: string | undefined): SQL | undefined => {
  const terms = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return terms.length
    ? and(...terms.map((t) => sql`${jobs.searchText} LIKE ${containsPattern(t)}`))
    : undefined;
};

const listFilter = (customerId: number, q: TPositionQuery): SQL | undefined =>
  and(
    eq(jobs.customerId, customerId),
    eq(jobs.isOnline, true),
    q.category ? eq(jobs.categoryId, q.category) : undefined,
    q.nature ? eq(jobs.natureId, q.nature) : undefined,
    q.country ? eq(jobs.countryId, q.country) : undefined,
    q.district ? or(eq(jobs.stateId, q.district), eq(jobs.cityId, q.district)) : undefined,
    q.site ? eq(jobs.siteId, q.site) : undefined,
    keywordFilter(q.keyword),
  );

export const findJobPage = async (db: Db, customerId: number, q: TPositionQuery) => {
  const where = listFilter(customerId, q);
  // The page's ids first (an index-only walk, cheap even at a deep offset), then only those rows are read
  // and joined to their names.
  const pageIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(where)
    .orderBy(...LIST_ORDER)
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const { pageIndex: _p, pageSize: _s, ...filters } = q;
  const [rows, total] = await Promise.all([
    selectJobs(db)
      .where(and(eq(jobs.customerId, customerId), inArray(jobs.id, pageIds)))
      .orderBy(...LIST_ORDER),
    cachedJobCount(db, customerId, JSON.stringify(filters), async () => {
      const [counted] = await db.select({ n: count() }).from(jobs).where(where);
      return counted?.n ?? 0;
    }),
  ]);
  return { rows, total };
};

export const findJobById = async (db: Db, customerId: number, id: number): Promise<TJobRow | undefined> =>
  (
    await selectJobs(db)
      .where(and(eq(jobs.customerId, customerId), eq(jobs.id, id)))
      .limit(1)
  )[0];

/** The facts applying needs: online, required fields, titles. */
export const findJobForApplication = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .select({
        id: jobs.id,
        isOnline: jobs.isOnline,
        requiredFields: jobs.requiredFields,
        titleEn: jobs.titleEn,
        titleZh: jobs.titleZh,
      })
      .from(jobs)
      .where(and(eq(jobs.customerId, customerId), eq(jobs.id, id)))
      .limit(1)
  )[0];

export const findJobRow = async (db: Db, customerId: number, id: number) =>
  (
    await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.customerId, customerId), eq(jobs.id, id)))
      .limit(1)
  )[0];

export const insertJob = async (db: Db, row: typeof jobs.$inferInsert) => {
  const inserted = (await db.insert(jobs).values(row).returning({ id: jobs.id }))[0]!;
  invalidateJobCounts(db, row.customerId);
  return inserted;
};

export const updateJob = async (
  db: Db,
  customerId: number,
  id: number,
  row: Partial<typeof jobs.$inferInsert>,
) => {
  const updated = await db
    .update(jobs)
    .set(row)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.id, id)))
    .returning({ id: jobs.id });
  invalidateJobCounts(db, customerId);
  return updated;
};

/** HR's list: every job, online or not, with how many applied. */
export const findHrJobPage = async (
  db: Db,
  customerId: number,
  q: { pageIndex: number; pageSize: number; keyword?: string | undefined; isOnline?: boolean | undefined },
) => {
  const where = and(
    eq(jobs.customerId, customerId),
    q.isOnline === undefined ? undefined : eq(jobs.isOnline, q.isOnline),
    keywordFilter(q.keyword),
  );
  const applicantCount = sql<number>`(SELECT count(*)::int FROM applications a WHERE a.job_id = ${jobs.id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        job: jobs,
        category: { en: category.textEn, zh: category.textZh },
        city: { en: city.nameEn, zh: city.nameZh },
        applicantCount,
      })
      .from(jobs)
      .innerJoin(category, eq(category.id, jobs.categoryId))
      .innerJoin(city, eq(city.id, jobs.cityId))
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
