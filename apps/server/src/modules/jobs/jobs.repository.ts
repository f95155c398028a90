import { and, count, desc, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TPositionQuery } from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { type THrScope, jobsInScope } from '../../lib/hr-scope.ts';
import { districts, jobs, options } from '../../db/schema/index.ts';
import { containsPattern, perDatabase } from '../../lib/sql.ts';
import { findNames, type TNames } from '../reference-data/reference-data.service.ts';
import { cachedJobCount, invalidateJobCounts } from './job-count-cache.ts';
import { customerEnabled } from '../customers/customer-status.ts';

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
const keywordFilter = (
  keyword: string | undefined,
  column: SQL.Aliased | typeof jobs.searchText = jobs.searchText,
) => {
  const terms = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  return terms.length ? and(...terms.map((t) => sql`${column} LIKE ${containsPattern(t)}`)) : undefined;
};

/**
 * A keyword's total is counted up to this many matches ("10,000+"): an exact count of a common word rechecks
 * every matching description (6 s for one word at 1M jobs), while the first 10,000 cost a fraction of that.
 * Nobody pages past the thousandth page of one search; the list without a keyword is always counted exactly.
 */
export const KEYWORD_COUNT_CAP = 10_000;
/** Rows of the list read in order per row of the page before a keyword page falls back to the trigram index. */
const WINDOW_PER_ROW = 40;
const MAX_WINDOW = 20_000;

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
    const where = listFilter(customerId, q);
    const [counted] = q.keyword
      ? await db.select({ n: count() }).from(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(where)
            .limit(KEYWORD_COUNT_CAP)
            .as('matches'),
        )
      : await db.select({ n: count() }).from(jobs).where(where);
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

/**
 * A keyword page read from the head of the list in order: a common word fills the page within the first
 * few hundred rows, without fetching and sorting every match through the trigram index. The first N
 * matches inside a prefix of the ordered list are the first N matches of the whole list, so a full page
 * found here is the right page; otherwise (a rarer word) undefined, and the index is used.
 */
const findInListHead = async (db: Db, customerId: number, q: TPositionQuery) => {
  const window = q.pageIndex * q.pageSize * WINDOW_PER_ROW;
  if (window > MAX_WINDOW) return undefined;
  const head = db
    .select({ id: jobs.id, publishDate: jobs.publishDate, text: sql<string>`${jobs.searchText}`.as('text') })
    .from(jobs)
    .where(listFilter(customerId, { ...q, keyword: undefined }))
    .orderBy(...LIST_ORDER)
    .limit(window)
    .as('head');
  const found = await db
    .select({ id: head.id })
    .from(head)
    .where(keywordFilter(q.keyword, head.text))
    .orderBy(sql`${head.publishDate} DESC`, sql`${head.id} DESC`)
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return found.length === q.pageSize ? found : undefined;
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
  let page: Array<{ id: number }> | undefined;
  let total: number;
  if (q.keyword) {
    [page, total] = await Promise.all([findInListHead(db, customerId, q), countJobs(db, customerId, q)]);
    page ??= (await walksInOrder(db, customerId, q, total))
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

/**
 * Online jobs matching a search that were published in (since, until], newest first: the job list's own
 * filter, for job alerts' digests.
 */
export const findJobsPublishedBetween = async (
  db: Db,
  customerId: number,
  q: TPositionQuery,
  since: Date,
  until: Date,
  limit: number,
) => {
  const where = and(
    listFilter(customerId, q),
    sql`${jobs.createdAt} > ${since}`,
    sql`${jobs.createdAt} <= ${until}`,
  );
  const [found, [counted]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(limit),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows: await withNames(db, customerId, found), total: counted?.n ?? 0 };
};

/** Jobs of the customer by id, online or not, in the order asked. */
export const findJobsByIds = async (db: Db, customerId: number, ids: number[]) => {
  if (ids.length === 0) return [];
  const found = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), inArray(jobs.id, ids)));
  const byId = new Map(found.map((j) => [j.id, j]));
  return withNames(
    db,
    customerId,
    ids.map((id) => byId.get(id)).filter((j) => j !== undefined),
  );
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
// Every application reads it: prepared once per database.
const jobForApplication = perDatabase((db: Db) =>
  db
    .select({
      id: jobs.id,
      isOnline: jobs.isOnline,
      requiredFields: jobs.requiredFields,
      titleEn: jobs.titleEn,
      titleZh: jobs.titleZh,
    })
    .from(jobs)
    .where(and(eq(jobs.customerId, sql.placeholder('customerId')), eq(jobs.id, sql.placeholder('id'))))
    .limit(1)
    .prepare('job_for_application'),
);

export const findJobForApplication = async (db: Db, customerId: number, id: number) =>
  (await jobForApplication(db).execute({ customerId, id }))[0];

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

/** Online jobs whose closing time is not after `now`, taken offline in one statement. */
export const closeJobsDue = async (db: Db, now: Date) => {
  const closed = await db
    .update(jobs)
    .set({ isOnline: false, updatedAt: now })
    .where(
      and(
        eq(jobs.isOnline, true),
        isNotNull(jobs.closesAt),
        lte(jobs.closesAt, now),
        customerEnabled(jobs.customerId),
      ),
    )
    .returning({ id: jobs.id, customerId: jobs.customerId });
  for (const customerId of new Set(closed.map((job) => job.customerId))) invalidateJobCounts(db, customerId);
  return closed;
};

const category = alias(options, 'category');
const city = alias(districts, 'city');

/** HR's list: every job, online or not, with how many applied. */
export const findHrJobPage = async (
  db: Db,
  customerId: number,
  q: {
    pageIndex: number;
    pageSize: number;
    keyword?: string | undefined;
    isOnline?: boolean | undefined;
    scope?: THrScope | undefined;
  },
) => {
  const where = and(
    eq(jobs.customerId, customerId),
    jobsInScope(q.scope, jobs.id),
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

/** Online jobs' ids and last changes, newest first: what a sitemap lists. */
export const findOnlineJobStamps = (db: Db, customerId: number, limit: number) =>
  db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(and(eq(jobs.customerId, customerId), eq(jobs.isOnline, true)))
    .orderBy(...LIST_ORDER)
    .limit(limit);

const onlineOf = (customerId: number) => and(eq(jobs.customerId, customerId), eq(jobs.isOnline, true));

/** Online jobs per category and per city (with its country), as the list's filters count them. */
export const countOnlineJobsByFacet = async (db: Db, customerId: number) => {
  const [categories, cities] = await Promise.all([
    db
      .select({ id: jobs.categoryId, n: count() })
      .from(jobs)
      .where(onlineOf(customerId))
      .groupBy(jobs.categoryId),
    db
      .select({ id: jobs.cityId, countryId: jobs.countryId, n: count() })
      .from(jobs)
      .where(onlineOf(customerId))
      .groupBy(jobs.cityId, jobs.countryId),
  ]);
  return { categories, cities };
};

/** The online jobs hiring the most people, newest first among equals, with their names. */
export const findFeaturedJobs = async (db: Db, customerId: number, limit: number) => {
  const found = await db
    .select()
    .from(jobs)
    .where(onlineOf(customerId))
    .orderBy(desc(jobs.headcount), ...LIST_ORDER)
    .limit(limit);
  return withNames(db, customerId, found);
};
