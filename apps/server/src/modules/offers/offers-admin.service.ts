import {
  ApplicationStatus,
  ApplicationStep,
  AppErrorCode,
  OFFER_STATUS_NAMES,
  OfferStatus,
  type TLang,
  type TOfferInput,
  type TResume,
  pickLang,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { endOfDayChina } from '../../lib/china-days.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { THrScope } from '../../lib/hr-scope.ts';
import { findApplicantSummary } from '../applications/applicants.service.ts';
import { moveApplication } from '../applications/application-status.service.ts';
import { lockApplication } from '../applications/applications.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import {
  findApplicationOffers,
  findCustomerOffer,
  findOfferPage,
  insertOffer,
  withdrawPendingOffer,
  type TOfferRow,
} from './offers.repository.ts';

const pick = pickLang;
const statusName = (status: number, lang: TLang) =>
  pick(lang, OFFER_STATUS_NAMES[status]!.en, OFFER_STATUS_NAMES[status]!.zh);

export const toHrOffer = (row: TOfferRow, candidateName: string, lang: TLang) => ({
  id: row.id,
  applicationId: row.applicationId,
  candidateName,
  positionName: pick(lang, row.positionTitleEn, row.positionTitleZh),
  salary: row.salary,
  salaryCurrency: row.salaryCurrency,
  startDate: row.startDate,
  expiresAt: row.expiresAt.toISOString(),
  status: row.status,
  statusName: statusName(row.status, lang),
  reason: row.reason,
  respondedAt: row.respondedAt?.toISOString() ?? null,
});

export const listApplicationOffers = async (
  deps: TDeps,
  customerId: number,
  applicationId: number,
  lang: TLang,
) =>
  (await findApplicationOffers(deps.db, customerId, applicationId)).map((o) => ({
    id: o.id,
    status: o.status,
    statusName: statusName(o.status, lang),
    reason: o.reason,
    salary: o.salary,
    salaryCurrency: o.salaryCurrency,
    expiresAt: o.expiresAt.toISOString(),
  }));

export interface TOfferTarget {
  applicationId: number;
  userId: number;
  candidateName: string;
  titleEn: string;
  titleZh: string;
}

/** Issues an offer: the application moves to status 4 and the candidate is told. */
export const issueOffer = async (
  deps: TDeps,
  customer: TCustomer,
  target: TOfferTarget,
  input: TOfferInput,
  by: number,
  lang: TLang,
) => {
  const expiresAt = endOfDayChina(input.expiresOn);
  if (expiresAt <= deps.now()) throw new AppError(AppErrorCode.ExpiryPast, 'hr.expiryPast', { status: 400 });
  const row = await deps.db.transaction(async (tx) => {
    // The application's lock makes "no open offer yet, then issue one" a single step.
    await lockApplication({ ...deps, db: tx }, customer.id, target.applicationId);
    const existing = await findApplicationOffers(tx, customer.id, target.applicationId);
    if (existing.some((o) => o.status === OfferStatus.Pending && o.expiresAt > deps.now())) {
      throw new AppError(AppErrorCode.OfferOpen, 'hr.offerOpen');
    }
    const offer = await insertOffer(tx, {
      customerId: customer.id,
      applicationId: target.applicationId,
      userId: target.userId,
      positionTitleEn: target.titleEn,
      positionTitleZh: target.titleZh,
      salary: input.salary,
      salaryCurrency: input.salaryCurrency,
      salaryPeriod: input.salaryPeriod,
      startDate: input.startDate,
      locationEn: input.locationEn,
      locationZh: input.locationZh,
      notes: input.notes ?? null,
      expiresAt,
      createdBy: by,
      createdAt: deps.now(),
    });
    // An offer follows the interviews (or an earlier offer): the flow refuses it before (decisions §5).
    await moveApplication(tx, deps, customer.id, {
      applicationId: target.applicationId,
      to: ApplicationStatus.Offer,
      step: ApplicationStep.Offer,
      note: null,
      by,
      lang,
    });
    return offer;
  });
  await notifyCandidate(deps, customer, target.userId, 'hr.notifyOffer', {
    en: { position: target.titleEn, date: input.expiresOn },
    zh: { position: target.titleZh, date: input.expiresOn },
  });
  return toHrOffer(row, target.candidateName, lang);
};

export const withdrawOffer = async (deps: TDeps, customerId: number, id: number, lang: TLang) => {
  const offer = await findCustomerOffer(deps.db, customerId, id);
  if (!offer) throw new AppError(AppErrorCode.OfferNotFound, 'offers.notFound');
  const withdrawn = await withdrawPendingOffer(deps.db, customerId, offer.id);
  if (!withdrawn) throw new AppError(AppErrorCode.OfferNotPending, 'hr.offerNotPending');
  return toHrOffer(withdrawn, '', lang);
};

export const listOffers = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  q: { pageIndex: number; pageSize: number; status?: number | undefined; scope?: THrScope | undefined },
) => {
  const { rows, total } = await findOfferPage(deps.db, customerId, q);
  return {
    list: rows.map((r) => toHrOffer(r.offer, String((r.snapshot as TResume).basic?.name ?? ''), lang)),
    recordcount: total,
  };
};

/** HR offers the job to an applicant of theirs. */
export const issueOfferForApplicant = async (
  deps: TDeps,
  customer: TCustomer,
  input: TOfferInput,
  by: number,
  lang: TLang,
) => {
  const applicant = await findApplicantSummary(deps, customer.id, input.applicationId);
  return issueOffer(deps, customer, applicant, input, by, lang);
};
