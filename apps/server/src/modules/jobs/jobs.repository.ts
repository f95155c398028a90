import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TPositionQuery } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { districts, jobs, options } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/sql.ts';
import { findNames, type TNames } from '../reference-data/reference-data.repository.ts';
import { cachedJobCount, invalidateJobCounts } from './job-count-cache.ts';

type TName = TNames | null;

/** A job with the names of its options, places and site in both languages. */
export interface TJobRow {
  job: typeof jobs.$inferSelect;
  category: TName;
  nature: TName;
  degree: TName;
  experience: TName;
  country: TName;
  state: TName;
  city: TName;
  site: TName;
}

/**
 * Names come from the customer's cached reference index instead of eight joins: planning a nine-table
 * join cost more than running it, on every call.
 */
const withNames = async (db: Db, customerId: number, rows: Array<typeof jobs.$inferSelect>) => {
  if (rows.length === 0) return [];
  const names = await findNames(db, customerId, {
    options: rows.flatMap((j) => [j.categoryId, j.natureId, j.degreeId, j.experienceId]).filter(isId),
    districts: rows.flatMap((j) => [j.countryId, j.stateId, j.cityId]),
    sites: rows.map((j) => j.siteId),
  });
  const name = (map: Map<number, TNames>, id: number | null): TName =>
    id === null ? null : (map.get(id) ?? null);
  return rows.map((job): TJobRow => ({
    job,
    category: name(names.options, job.categoryId),
    nature: name(names.options, job.natureId),
    degree: name(names.options, job.degreeId),
    experience: name(names.options, job.experienceId),
    country: name(names.districts, job.countryId),
    state: name(names.districts, job.stateId),
    city: name(names.districts, job.cityId),
    site: name(names.sites, job.siteId),
  }));
};

const isId = (id: number | null): id is number => id !== null;

/**
 * Newest first. Spelled exactly as the list indexes are declared (drizzle's `.desc()` creates them
 * `DESC NULLS LAST`), so PostgreSQL walks an index instead of sorting; both columns are NOT NULL, so the
 * order is the same as a plain `DESC`.
 */
const LIST_ORDER = [sql`${jobs.publishDate} DESC NULLS LAST`, sql`${jobs.id} DESC NULLS LAST`];

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

const countJobs = (db: Db, customerId: number, q: TPositionQuery) => {
  const { pageIndex: _p, pageSize: _s, ...filters } = q;
  return cachedJobCount(db, customerId, JSON.stringify(filters), async () => {
    const [counted] = await db.select({ n: count() }).from(jobs).where(listFilter(customerId, q));
    return counted?.n ?? 0;
  });
};

/**
 * With a keyword PostgreSQL cannot estimate how many jobs match `%word%` and always fetches every match
 * through the trigram index, then sorts: for a common word that rechecks thousands of descriptions for ten
 * rows. The totals tell the real share, so when walking the list in order is expected to meet the page
 * sooner than fetching every match, the page is read by that walk instead (same rows, another plan).
 */
const walksInOrder = async (db: Db, customerId: number, q: TPositionQuery, total: number) => {
  if (!q.keyword || total === 0) return false;
  const all = await countJobs(db, customerId, { ...q, keyword: undefined });
  const rowsToWalk = (q.pageIndex * q.pageSize * all) / total;
  return rowsToWalk < total;
};

export const findJobPage = async (db: Db, customerId: number, q: TPositionQuery) => {
  const where = listFilter(customerId, q);
  // The page's ids first: an index walk in list order that reads no row, cheap even at a deep offset.
  // Only those rows are then read and joined to their names; joining before the limit made PostgreSQL
  // join every job of the customer.
  const pageIds = (tx: Db) =>
    tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(q.pageSize)
      .offset((q.pageIndex - 1) * q.pageSize);
  let page: Array<{ id: number }>;
  let total: number;
  if (q.keyword) {
    total = await countJobs(db, customerId, q);
    page = (await walksInOrder(db, customerId, q, total))
      ? await db.transaction(async (tx) => {
          await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
          await tx.execute(sql`SET LOCAL enable_seqscan = off`);
          return pageIds(tx);
        })
      : await pageIds(db);
  } else {
    [page, total] = await Promise.all([pageIds(db), countJobs(db, customerId, q)]);
  }
  const ids = page.map((r) => r.id);
  const found = ids.length
    ? await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.customerId, customerId), inArray(jobs.id, ids)))
    : [];
  const byId = new Map(found.map((j) => [j.id, j]));
  const rows = await withNames(
    db,
    customerId,
    ids.map((id) => byId.get(id)).filter((j) => j !== undefined),
  );
  return { rows, total };
};

export const findJobById = async (db: Db, customerId: number, id: number): Promise<TJobRow | undefined> => {
  const found = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.id, id)))
    .limit(1);
  return (await withNames(db, customerId, found))[0];
};

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

const category = alias(options, 'category');
const city = alias(districts, 'city');

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
