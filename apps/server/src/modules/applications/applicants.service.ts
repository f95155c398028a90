import {
  APPLICATION_STATUS_NAMES,
  AppErrorCode,
  ApplicationStep,
  type TApplicantDetail,
  type TApplicantListItem,
  type TLang,
  pickLang,
  applicationStatusName,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { answerByDay } from '../../lib/answer-by.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { THrScope } from '../../lib/hr-scope.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import {
  findApplicant,
  findApplicantPage,
  findEvents,
  type TApplicantRow,
} from './applications.repository.ts';
import { announceClosing, moveApplication } from './application-status.service.ts';

const pick = pickLang;
const statusName = applicationStatusName;
const nameOf = (row: TApplicantRow) =>
  String(row.snapshot.basic?.name ?? '') || (row.phone ?? row.email ?? '');

const toListItem = (row: TApplicantRow, lang: TLang, now = new Date()): TApplicantListItem => ({
  id: row.id,
  candidateName: nameOf(row),
  contact: row.phone ?? row.email ?? '',
  positionId: row.jobId,
  positionName: pick(lang, row.titleEn, row.titleZh),
  status: row.status,
  statusName: statusName(row.status, lang),
  applyDate: row.createdAt.toISOString().slice(0, 10),
  referrerName: row.referrerName,
  sourceId: row.sourceId,
  answerBy: answerByDay(row.answerBy),
  overdue: row.answerBy !== null && new Date(row.answerBy) < now,
});

export const listApplicants = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  q: {
    pageIndex: number;
    pageSize: number;
    jobId?: number | undefined;
    status?: number | undefined;
    keyword?: string | undefined;
    sort?: 'newest' | 'overdue' | undefined;
    scope?: THrScope | undefined;
  },
) => {
  const now = deps.now();
  const overdueFirstAt = q.sort === 'overdue' ? now : undefined;
  const { rows, total } = await findApplicantPage(deps.db, customerId, { ...q, overdueFirstAt });
  return { list: rows.map((r) => toListItem(r, lang, now)), recordcount: total };
};

const loadApplicant = async (deps: TDeps, customerId: number, id: number) => {
  const row = await findApplicant(deps.db, customerId, id);
  if (!row) throw new AppError(AppErrorCode.ApplicationNotFound, 'hr.applicationNotFound');
  return row;
};

/** Who an application is, for another module's work on it (an offer). */
export const findApplicantSummary = async (deps: TDeps, customerId: number, id: number) => {
  const row = await loadApplicant(deps, customerId, id);
  return {
    applicationId: row.id,
    userId: row.userId,
    candidateName: nameOf(row),
    titleEn: row.titleEn,
    titleZh: row.titleZh,
  };
};

/**
 * An applicant as HR sees it, but for what other modules hold (resume files, offers): the HR console's
 * view adds them (applicant-detail.service.ts).
 */
export const getApplicantRecord = async (
  deps: TDeps,
  customerId: number,
  id: number,
  lang: TLang,
): Promise<{ userId: number; detail: Omit<TApplicantDetail, 'files' | 'offers'> }> => {
  const row = await loadApplicant(deps, customerId, id);
  const events = await findEvents(deps.db, [row.id]);
  const detail = {
    ...toListItem(row, lang),
    resume: row.snapshot as unknown as Record<string, unknown>,
    history: events.map((e) => ({
      status: e.status,
      statusName: statusName(e.status, lang),
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
  return { userId: row.userId, detail };
};

/**
 * HR moves an application as the flow allows (decisions §5); the note is shown to the candidate, who is
 * told by SMS or email — of a closing with what it closed.
 */
export const changeApplicantStatus = async (
  deps: TDeps,
  customer: TCustomer,
  input: { id: number; status: number; note?: string | undefined },
  by: number,
  lang: TLang,
) => {
  const row = await loadApplicant(deps, customer.id, input.id);
  const move = { applicationId: row.id, to: input.status, note: input.note || null, by, lang };
  const closing = await deps.db.transaction((tx) =>
    moveApplication(tx, deps, customer.id, { ...move, step: ApplicationStep.Move }),
  );
  if (closing) return announceClosing(deps, customer, closing);
  const name = APPLICATION_STATUS_NAMES[input.status]!;
  await notifyCandidate(deps, customer, row.userId, 'hr.notifyStatus', {
    en: { position: row.titleEn, status: name.en, note: input.note ?? '' },
    zh: { position: row.titleZh, status: name.zh, note: input.note ?? '' },
  });
};

export const listReferrals = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  q: { pageIndex: number; pageSize: number; scope?: THrScope | undefined },
) => {
  const { rows, total } = await findApplicantPage(deps.db, customerId, { ...q, referredOnly: true });
  return {
    list: rows.map((r) => ({
      applicationId: r.id,
      referrerName: r.referrerName ?? '',
      candidateName: nameOf(r),
      positionName: pick(lang, r.titleEn, r.titleZh),
      status: r.status,
      statusName: statusName(r.status, lang),
      applyDate: r.createdAt.toISOString().slice(0, 10),
    })),
    recordcount: total,
  };
};
