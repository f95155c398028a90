import { OFFER_REASON_MAX, OfferStatus, type TCandidateOffer } from '@tmp/contracts';

export type TOfferState = 'pending' | 'accepted' | 'rejected' | 'expired' | 'withdrawn';

/** What the candidate can do with the offer: a pending offer past its deadline counts as expired. */
export const offerState = (
  offer: Pick<TCandidateOffer, 'status' | 'expiresAt'>,
  now = Date.now(),
): TOfferState => {
  switch (offer.status) {
    case OfferStatus.Accepted:
      return 'accepted';
    case OfferStatus.Rejected:
      return 'rejected';
    case OfferStatus.Expired:
      return 'expired';
    case OfferStatus.Withdrawn:
      return 'withdrawn';
    default:
      return new Date(offer.expiresAt).getTime() < now ? 'expired' : 'pending';
  }
};

/** The reason of a rejection, or the key of the message explaining why it cannot be sent. */
export const checkReason = (reason: string): 'reasonRequired' | 'reasonTooLong' | null => {
  const text = reason.trim();
  if (!text) return 'reasonRequired';
  if (text.length > OFFER_REASON_MAX) return 'reasonTooLong';
  return null;
};
