import { paths } from '../../../config/paths.ts';

/** The link from an application to its offer, whatever the offer's state: answered offers stay readable. */
export const offerLinkOf = (record: { offerId: number | null }): string | undefined =>
  record.offerId ? paths.offerConfirmation.getHref(record.offerId) : undefined;
