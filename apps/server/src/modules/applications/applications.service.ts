import {
  AppErrorCode,
  ApplicationStatus,
  type TApplyRecord,
  type TLang,
  type TPage,
  type TRecommendRecord,
  type TResume,
  pickLang,
  pickBilingualText,
  applicationStatusName,
  translate,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { findAnswerBys } from '../../lib/answer-by.ts';
import type { TDeps } from '../../lib/deps.ts';
import { withdrawnFrom } from '../consents/consents.service.ts';
import {
  findApplicationsByIds,
  findCurrentOffers,
  findEvents,
  findReferredApplications,
  findUserApplications,
  hasApplied,
  insertApplicationWithResume,
  insertSourceLog,
  lockApplicationRow,
  type TApplicationRow,
} from './applications.repository.ts';

const pick = pickLang;
const statusName = applicationStatusName;
const day = (d: Date) => d.toISOString().slice(0, 10);

export interface TNewApplication {
  customerId: number;
  userId: number;
  jobId: number;
  snapshot: TResume;
  sourceId: number | null;
  recommendCode: string | null;
  referrerUserId: number | null;
}

/**
 * Records an application with its resume snapshot and its first status, and saves that resume as the
 * candidate's own, in one statement; one application per candidate and job (a second one changes nothing).
 */
export const applyWithResume = async ({ db, now }: TDeps, input: TNewApplication) => {
  const written = await insertApplicationWithResume(db, {
    customerId: input.customerId,
    userId: input.userId,
    jobId: input.jobId,
    status: ApplicationStatus.Submitted,
    sourceId: input.sourceId,
    recommendCode: input.recommendCode,
    referrerUserId: input.referrerUserId,
    resume: input.snapshot,
    at: now(),
  });
  if (!written) throw new AppError(AppErrorCode.DuplicateApplication, 'applications.duplicate');
  return written;
};

const toRecordBase = (row: TApplicationRow, lang: TLang) => ({
  id: row.id,
  positionId: row.jobId,
  positionName: pick(lang, row.titleEn, row.titleZh),
  applyDate: day(row.createdAt),
  status: row.status,
  statusName: statusName(row.status, lang),
});

/** My applications, newest first, each with its status history and its latest offer in any state. */
export const listApplyRecords = async (
  { db }: TDeps,
  customerId: number,
  userId: number,
  lang: TLang,
  page: { pageIndex: number; pageSize: number; status?: number | undefined },
): Promise<TPage<TApplyRecord>> => {
  const { rows, total } = await findUserApplications(db, customerId, userId, page);
  const ids = rows.map((r) => r.id);
  const [events, offers, answerBys] = await Promise.all([
    findEvents(db, ids),
    findCurrentOffers(db, customerId, ids),
    findAnswerBys(db, customerId, ids),
  ]);
  const offerOf = new Map(offers.map((o) => [o.applicationId, o.id]));
  const list = rows.map((row) => ({
    ...toRecordBase(row, lang),
    countryName: pick(lang, row.countryEn, row.countryZh),
    cityName: pick(lang, row.cityEn, row.cityZh),
    offerId: offerOf.get(row.id) ?? null,
    answerBy: answerBys.get(row.id)?.answerBy ?? null,
    answerByReason: answerBys.get(row.id)?.reason ?? null,
    history: events
      .filter((e) => e.applicationId === row.id)
      .map((e) => ({
        status: e.status,
        statusName: statusName(e.status, lang),
        note: pickBilingualText(e.note, lang),
        createdAt: e.createdAt.toISOString(),
      })),
  }));
  return { list, recordcount: total };
};

/** "Li Lei" -> "L** L**"; "李雷" -> "李*": enough to recognise, not enough to expose. */
export const maskName = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .map((part) => {
      const chars = [...part];
      return chars.length <= 1 ? part : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 3))}`;
    })
    .join(' ');

/** The people who applied through my share links and where their applications stand. */
export const listRecommendRecords = async (
  { db }: TDeps,
  customerId: number,
  referrerId: number,
  lang: TLang,
  page: { pageIndex: number; pageSize: number },
): Promise<TPage<TRecommendRecord>> => {
  const { rows, total } = await findReferredApplications(db, customerId, referrerId, page);
  // A candidate who withdrew the `referral` consent keeps the status from the referrer (decisions §9).
  const hidden = await withdrawnFrom(
    db,
    customerId,
    'referral',
    rows.map((row) => row.id),
  );
  const list = rows.map((row) => {
    const record = {
      ...toRecordBase(row, lang),
      candidateName: maskName(String(row.snapshot.basic?.name ?? '')) || '—',
    };
    return hidden.has(row.id)
      ? { ...record, status: 0, statusName: translate('privacy.statusPrivate', lang) }
      : record;
  });
  return { list, recordcount: total };
};

export const saveSourceLog = async (
  { db, now }: TDeps,
  customerId: number,
  userId: number | null,
  input: {
    sourceid?: number | undefined;
    recommendCode?: string | undefined;
    positionId?: number | undefined;
    url?: string | undefined;
  },
) => {
  await insertSourceLog(db, {
    customerId,
    userId,
    sourceId: input.sourceid ?? null,
    recommendCode: input.recommendCode ?? null,
    jobId: input.positionId ?? null,
    url: input.url ?? null,
    createdAt: now(),
  });
};

/** Locks an application until the transaction ends, so a check on it stays true until the write. */
export const lockApplication = ({ db }: TDeps, customerId: number, id: number) =>
  lockApplicationRow(db, customerId, id);

/** Whether a user has applied to any job of this customer (HR may then read their files). */
export const isApplicant = ({ db }: TDeps, customerId: number, userId: number) =>
  hasApplied(db, customerId, userId);

/** Applications of this customer by id, with their candidate and job titles; unknown ids are left out. */
export const getApplications = ({ db }: TDeps, customerId: number, ids: number[]) =>
  findApplicationsByIds(db, customerId, ids);
