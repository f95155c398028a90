import {
  AppErrorCode,
  type TJobHighlights,
  type TLang,
  type TPage,
  type TPositionDetail,
  type TPositionListItem,
  type TPositionQuery,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoInChina } from '../../lib/china-days.ts';
import { findNames } from '../reference-data/reference-data.service.ts';
import { cachedJobCount } from './job-count-cache.ts';
import {
  countOnlineJobsByFacet,
  findFeaturedJobs,
  findJobById,
  findJobForApplication,
  findJobPage,
  findOnlineJobStamps,
  findJobsByIds,
  findJobsPublishedBetween,
  type TJobRow,
} from './jobs.repository.ts';
import { sanitizeDescription, toPlainText } from './job-text.ts';

const SUMMARY_LENGTH = 160;

const pick = (lang: TLang, text: { en: string | null; zh: string | null } | null): string =>
  (lang === 'zh-cn' ? text?.zh : text?.en) ?? '';

/**
 * A pure function of a description's HTML, with its recent answers kept by that HTML (never stale: the key
 * is the content), the oldest dropped first once `size` are kept.
 */
const memoByContent = (size: number, compute: (html: string) => string) => {
  const known = new Map<string, string>();
  return (html: string): string => {
    const hit = known.get(html);
    if (hit !== undefined) return hit;
    const value = compute(html);
    known.set(html, value);
    if (known.size > size) known.delete(known.keys().next().value!);
    return value;
  };
};

// Parsing a description's HTML for its summary costs far more than the rest of a list item.
const summarize = memoByContent(5_000, (html) => {
  const text = toPlainText(html);
  return text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…` : text;
});

// The description is sanitised when HR saves it, and again on the way out: it is put in the page as HTML
// (the browser does not sanitise it again), so a row written any other way can never carry script. A job's
// page is read far more often than it changes.
const safeDescription = memoByContent(2_000, sanitizeDescription);

const toListItem = (row: TJobRow, lang: TLang): TPositionListItem => {
  const { job } = row;
  return {
    id: job.id,
    title: lang === 'zh-cn' ? job.titleZh : job.titleEn,
    categoryId: job.categoryId,
    categoryName: pick(lang, row.category),
    natureId: job.natureId,
    natureName: pick(lang, row.nature),
    countryId: job.countryId,
    countryName: pick(lang, row.country),
    stateName: pick(lang, row.state),
    cityId: job.cityId,
    cityName: pick(lang, row.city),
    siteName: pick(lang, row.site),
    degreeName: pick(lang, row.degree),
    experienceName: pick(lang, row.experience),
    headcount: job.headcount,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    publishDate: job.publishDate,
    summary: summarize(lang === 'zh-cn' ? job.descriptionZh : job.descriptionEn),
  };
};

export const findPositions = async (
  db: Db,
  customerId: number,
  lang: TLang,
  query: TPositionQuery,
): Promise<TPage<TPositionListItem>> => {
  const { rows, total } = await findJobPage(db, customerId, query);
  return { list: rows.map((r) => toListItem(r, lang)), recordcount: total };
};

/** One position of this customer; an offline requisition is refused with its own message. */
export const getPositionDetail = async (
  db: Db,
  customerId: number,
  lang: TLang,
  id: number,
): Promise<TPositionDetail> => {
  const row = await findJobById(db, customerId, id);
  if (!row) throw new AppError(AppErrorCode.PositionNotFound, 'jobs.notFound');
  if (!row.job.isOnline) throw new AppError(AppErrorCode.RequisitionOffline, 'jobs.offline');
  return {
    ...toListItem(row, lang),
    description: safeDescription(lang === 'zh-cn' ? row.job.descriptionZh : row.job.descriptionEn),
    isOnline: row.job.isOnline,
    requiredFields: row.job.requiredFields,
    closesAt: row.job.closesAt ? isoInChina(row.job.closesAt) : null,
  };
};

/** A job's page in both languages, or its state when it has none to show (search engines, link previews). */
export type TPublicJob =
  | { state: 'missing' }
  | { state: 'offline' }
  | {
      state: 'online';
      en: TPositionDetail;
      zh: TPositionDetail;
      /** When HR last changed it. */
      updatedAt: Date;
    };

export const getPublicJob = async (db: Db, customerId: number, id: number): Promise<TPublicJob> => {
  const row = await findJobById(db, customerId, id);
  if (!row) return { state: 'missing' };
  if (!row.job.isOnline) return { state: 'offline' };
  const detail = (lang: TLang): TPositionDetail => ({
    ...toListItem(row, lang),
    description: safeDescription(lang === 'zh-cn' ? row.job.descriptionZh : row.job.descriptionEn),
    isOnline: true,
    requiredFields: row.job.requiredFields,
    closesAt: row.job.closesAt ? isoInChina(row.job.closesAt) : null,
  });
  return { state: 'online', en: detail('en-us'), zh: detail('zh-cn'), updatedAt: row.job.updatedAt };
};

/** The online jobs a sitemap lists, newest first, at most `limit`. */
export const listOnlineJobStamps = (db: Db, customerId: number, limit: number) =>
  findOnlineJobStamps(db, customerId, limit);

/** A job a candidate may apply to: it exists for this customer and is online. */
export const getApplicableJob = async (db: Db, customerId: number, id: number) => {
  const job = await findJobForApplication(db, customerId, id);
  if (!job) throw new AppError(AppErrorCode.PositionNotFound, 'jobs.notFound');
  if (!job.isOnline) throw new AppError(AppErrorCode.RequisitionOffline, 'jobs.offline');
  return job;
};

const FEATURED_JOBS = 4;
const TOP_LOCATIONS = 8;

/** Counts and featured rows in both languages, kept with the list's totals (dropped when HR saves a job). */
const loadHighlights = (db: Db, customerId: number) =>
  cachedJobCount(db, customerId, 'home-highlights', async () => {
    const [{ categories, cities }, featured] = await Promise.all([
      countOnlineJobsByFacet(db, customerId),
      findFeaturedJobs(db, customerId, FEATURED_JOBS),
    ]);
    const names = await findNames(db, customerId, {
      options: categories.map((c) => c.id),
      districts: cities.flatMap((c) => [c.id, c.countryId]),
      sites: [],
    });
    return { categories, cities, featured, names };
  });

const byCountThenName = (a: { count: number; name: string }, b: { count: number; name: string }) =>
  b.count - a.count || a.name.localeCompare(b.name);

/** The home page's figures: online jobs per category and per city, and the featured openings. */
export const getJobHighlights = async (db: Db, customerId: number, lang: TLang): Promise<TJobHighlights> => {
  const { categories, cities, featured, names } = await loadHighlights(db, customerId);
  const district = (id: number) => pick(lang, names.districts.get(id) ?? null);
  return {
    total: categories.reduce((sum, c) => sum + c.n, 0),
    categories: categories
      .map((c) => ({ id: c.id, name: pick(lang, names.options.get(c.id) ?? null), count: c.n }))
      .sort(byCountThenName),
    locations: cities
      .map((c) => ({
        id: c.id,
        name: district(c.id),
        count: c.n,
        countryId: c.countryId,
        countryName: district(c.countryId),
      }))
      .sort(byCountThenName)
      .slice(0, TOP_LOCATIONS),
    featured: featured.map((row) => toListItem(row, lang)),
  };
};

/** Positions by id, online or offline, each with whether it is still online (saved jobs). */
export const findPositionsByIds = async (db: Db, customerId: number, lang: TLang, ids: number[]) =>
  (await findJobsByIds(db, customerId, ids)).map((row) => ({
    position: toListItem(row, lang),
    isOnline: row.job.isOnline,
  }));

/**
 * Online positions matching a job-list search that were published in (since, until], newest first, at most
 * `limit` of them, and how many there are: the list's own search, for job alerts.
 */
export const findPositionsPublishedBetween = async (
  db: Db,
  customerId: number,
  lang: TLang,
  query: Omit<TPositionQuery, 'pageIndex' | 'pageSize'>,
  window: { since: Date; until: Date; limit: number },
): Promise<TPage<TPositionListItem>> => {
  const { rows, total } = await findJobsPublishedBetween(
    db,
    customerId,
    { ...query, pageIndex: 1, pageSize: window.limit },
    window.since,
    window.until,
    window.limit,
  );
  return { list: rows.map((r) => toListItem(r, lang)), recordcount: total };
};
