import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { OFFER_REASON_MAX, OfferStatus, type TCandidateOffer } from '@tmp/contracts';
import { useCandidateOffer, useSaveCandidateOfferStatus } from '../api/offer.ts';

export type TOfferState = 'pending' | 'accepted' | 'rejected' | 'expired' | 'withdrawn';

const ANSWERED: Partial<Record<number, TOfferState>> = {
  [OfferStatus.Accepted]: 'accepted',
  [OfferStatus.Rejected]: 'rejected',
  [OfferStatus.Expired]: 'expired',
  [OfferStatus.Withdrawn]: 'withdrawn',
};

/** What the candidate can do with the offer: a pending offer past its deadline counts as expired. */
const offerState = (offer: TCandidateOffer): TOfferState =>
  ANSWERED[offer.status] ?? (new Date(offer.expiresAt).getTime() < Date.now() ? 'expired' : 'pending');

export type TOfferPage =
  | { status: 'invalid' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; offer: TCandidateOffer; state: TOfferState };

/** /offerConfirmation?id=: the offer of the address, or why there is none to show (no id, or a malformed one). */
export const useOfferPage = (): TOfferPage => {
  const raw = useSearchParams()[0].get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const offer = useCandidateOffer(id);
  if (!Number.isInteger(id)) return { status: 'invalid' };
  if (offer.isPending) return { status: 'loading' };
  if (offer.isError) return { status: 'error', message: offer.error.message };
  return { status: 'ready', offer: offer.data, state: offerState(offer.data) };
};

/** Declining: the reason asked in a dialog and checked before `send` (which calls `done` once answered). */
const useRejection = (send: (reason: string, done: () => void) => void) => {
  const { t } = useTranslation('offers');
  const [state, setState] = useState({ open: false, reason: '', error: null as string | null });
  const close = () => setState((current) => ({ ...current, open: false }));
  return {
    ...state,
    show: () => setState({ open: true, reason: '', error: null }),
    close,
    setReason: (reason: string) => setState((current) => ({ ...current, reason, error: null })),
    submit: () => {
      const text = state.reason.trim();
      if (!text) setState({ ...state, error: t('reject.reasonRequired') });
      else if (text.length > OFFER_REASON_MAX) setState({ ...state, error: t('reject.reasonTooLong') });
      else send(text, close);
    },
  };
};

/**
 * The candidate's answer: accepting after the kit's confirm dialog, declining with a reason (required, at
 * most OFFER_REASON_MAX characters, checked before anything is sent).
 */
export const useOfferAnswer = (offer: TCandidateOffer) => {
  const { t } = useTranslation('offers');
  const save = useSaveCandidateOfferStatus();
  const reject = useRejection((reason, done) =>
    save.mutate({ id: offer.id, status: 3, reason }, { onSettled: done }),
  );
  return {
    /** An answer is being sent: both buttons wait. */
    pending: save.isPending,
    accepting: save.isPending && !reject.open,
    /** What the kit's confirm dialog asks before accepting. */
    acceptConfirm: {
      title: t('accept.title'),
      content: t('accept.text', { position: offer.positionName, company: offer.companyName }),
      confirmText: t('accept.confirm'),
      cancelText: t('actions.cancel'),
    },
    /** Sends the acceptance; a refusal is shown by the call's toast and the page reloads the offer. */
    accept: () => save.mutateAsync({ id: offer.id, status: 2 }).catch(() => undefined),
    reject,
  };
};

export type TOfferAnswer = ReturnType<typeof useOfferAnswer>;
