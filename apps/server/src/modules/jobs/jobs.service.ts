import {
  AppErrorCode,
  type TLang,
  type TPage,
  type TPositionDetail,
  type TPositionListItem,
  type TPositionQuery,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findJobById, findJobForApplication, findJobPage, type TJobRow } from './jobs.repository.ts';
import { toPlainText } from './job-text.ts';

const SUMMARY_LENGTH = 160;

const pick = (lang: TLang, text: { en: string | null; zh: string | null } | null): string =>
  (lang === 'zh-cn' ? text?.zh : text?.en) ?? '';

// Parsing a description's HTML for its summary costs far more than the rest of a list item; a summary
// depends only on that HTML, so recent ones are kept (by content: never stale), the oldest dropped first.
const SUMMARY_CACHE_SIZE = 5_000;
const summaries = new Map<string, string>();

const summarize = (html: string): string => {
  const known = summaries.get(html);
  if (known !== undefined) return known;
  const text = toPlainText(html);
  const summary = text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH).trimEnd()}…` : text;
  summaries.set(html, summary);
  if (summaries.size > SUMMARY_CACHE_SIZE) summaries.delete(summaries.keys().next().value!);
  return summary;
};

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
    description: lang === 'zh-cn' ? row.job.descriptionZh : row.job.descriptionEn,
    isOnline: row.job.isOnline,
    requiredFields: row.job.requiredFields,
  };
};

/** A job a candidate may apply to: it exists for this customer and is online. */
export const getApplicableJob = async (db: Db, customerId: number, id: number) => {
  const job = await findJobForApplication(db, customerId, id);
  if (!job) throw new AppError(AppErrorCode.PositionNotFound, 'jobs.notFound');
  if (!job.isOnline) throw new AppError(AppErrorCode.RequisitionOffline, 'jobs.offline');
  return job;
};
