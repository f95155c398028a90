import type { Db } from '../../db/client.ts';
import type { TClosingStep } from '../applications/application-status.service.ts';
import { withdrawApplicationOffers } from './offers.repository.ts';

/**
 * Withdraws the pending offer of an application closed as not suitable or withdrawn, inside the closing
 * transaction (the application's row is locked first, as every offer answer does): answers how many.
 */
export const withdrawOffersOfClosedApplication = (tx: Db, customerId: number, applicationId: number) =>
  withdrawApplicationOffers(tx, customerId, applicationId);

/** The offers' part of closing an application: a hire keeps its offer (applications' `closeWithApplication`). */
export const withdrawOffersWithApplication: TClosingStep = async (tx, _deps, customerId, closing) => ({
  offersWithdrawn: closing.isHired
    ? 0
    : await withdrawOffersOfClosedApplication(tx, customerId, closing.applicationId),
});
