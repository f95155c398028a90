import {
  ApplicationStatus,
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
import { recordStatusChange } from '../applications/applications.service.ts';
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
    await expireOffer(deps.db, row.id);
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
    const updated = await answerOffer(tx, row.id, input.status, reason, deps.now());
    if (!updated) return undefined;
    const txDeps = { ...deps, db: tx };
    if (isAccept) {
      await recordStatusChange(
        txDeps,
        row.applicationId,
        ApplicationStatus.Hired,
        translate('offers.acceptedNote', lang),
        userId,
      );
    } else {
      const note = translate('offers.rejectedNote', lang).replace('{reason}', reason ?? '');
      await recordStatusChange(txDeps, row.applicationId, ApplicationStatus.Offer, note, userId);
    }
    return updated;
  });
  if (!answered) throw new AppError(AppErrorCode.OfferAnswered, 'offers.answered');
  return toCandidateOffer(answered, customer, lang);
};
