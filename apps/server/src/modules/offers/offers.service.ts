import {
  ApplicationStatus,
  ApplicationStep,
  AppErrorCode,
  OFFER_STATUS_NAMES,
  OfferStatus,
  translate,
  type TCandidateOffer,
  type TLang,
  pickLang,
  pickBilingualText,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { announceClosing, moveApplication } from '../applications/application-status.service.ts';
import { lockApplication } from '../applications/applications.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { answerOffer, expireOffer, findUserOffer, type TOfferRow } from './offers.repository.ts';

const pick = pickLang;

export const toCandidateOffer = (row: TOfferRow, customer: TCustomer, lang: TLang): TCandidateOffer => ({
  id: row.id,
  applicationId: row.applicationId,
  companyName: pick(lang, customer.nameEn, customer.nameZh),
  positionName: pick(lang, row.positionTitleEn, row.positionTitleZh),
  salary: row.salary,
  salaryCurrency: row.salaryCurrency,
  salaryPeriod: row.salaryPeriod,
  startDate: row.startDate,
  location: pick(lang, row.locationEn, row.locationZh),
  notes: pickBilingualText(row.notes, lang),
  expiresAt: row.expiresAt.toISOString(),
  status: row.status,
  statusName: pick(lang, OFFER_STATUS_NAMES[row.status]!.en, OFFER_STATUS_NAMES[row.status]!.zh),
  reason: row.reason,
  respondedAt: row.respondedAt?.toISOString() ?? null,
});

/** The candidate's own offer; a pending one past its expiry is marked expired on the way. */
const loadOffer = async (deps: TDeps, customerId: number, userId: number, id: number) => {
  const row = await findUserOffer(deps.db, customerId, userId, id);
  if (!row) throw new AppError(AppErrorCode.OfferNotFound, 'offers.notFound');
  if (row.status === OfferStatus.Pending && row.expiresAt <= deps.now()) {
    await expireOffer(deps.db, customerId, row.id);
    return { ...row, status: OfferStatus.Expired };
  }
  return row;
};

export const getCandidateOffer = async (
  deps: TDeps,
  customer: TCustomer,
  userId: number,
  id: number,
  lang: TLang,
) => toCandidateOffer(await loadOffer(deps, customer.id, userId, id), customer, lang);

/**
 * Accepts or rejects an offer once, before it expires. Accepting moves the application to hired (5);
 * rejecting keeps its status and records the reason in its history.
 */
export const answerCandidateOffer = async (
  deps: TDeps,
  customer: TCustomer,
  userId: number,
  input: { id: number; status: number; reason?: string | undefined },
  lang: TLang,
) => {
  const row = await loadOffer(deps, customer.id, userId, input.id);
  if (row.status === OfferStatus.Expired) throw new AppError(AppErrorCode.OfferExpired, 'offers.expired');
  if (row.status === OfferStatus.Withdrawn)
    throw new AppError(AppErrorCode.OfferWithdrawn, 'offers.withdrawn');
  if (row.status !== OfferStatus.Pending) throw new AppError(AppErrorCode.OfferAnswered, 'offers.answered');
  const isAccept = input.status === OfferStatus.Accepted;
  const reason = isAccept ? null : (input.reason ?? null);
  const answered = await deps.db.transaction(async (tx) => {
    // The application first, as every status change locks it: HR closing it meanwhile waits, not deadlocks.
    await lockApplication({ ...deps, db: tx }, customer.id, row.applicationId);
    const updated = await answerOffer(tx, customer.id, row.id, input.status, reason, deps.now());
    if (!updated) return undefined;
    const note = isAccept
      ? translate('offers.acceptedNote', lang)
      : translate('offers.rejectedNote', lang).replace('{reason}', reason ?? '');
    const closing = await moveApplication(tx, deps, customer.id, {
      applicationId: row.applicationId,
      to: isAccept ? ApplicationStatus.Hired : ApplicationStatus.Offer,
      step: ApplicationStep.Answer,
      note,
      by: userId,
      lang,
    });
    return { updated, closing };
  });
  if (!answered) throw new AppError(AppErrorCode.OfferAnswered, 'offers.answered');
  await announceClosing(deps, customer, answered.closing);
  return toCandidateOffer(answered.updated, customer, lang);
};
