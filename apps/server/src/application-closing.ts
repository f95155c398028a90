import { closeWithApplication } from './modules/applications/application-status.service.ts';
import { cancelAssessmentsWithApplication } from './modules/assessments/assessments-admin-review.service.ts';
import { closeInterviewsWithApplication } from './modules/interviews/interviews-closing.service.ts';
import { withdrawOffersWithApplication } from './modules/offers/offers-closing.service.ts';

/**
 * What closes with an application, in this order: its open interviews, its assessments not started, then
 * (unless hired) its pending offer. Handed to the applications module here, above the four modules, so that
 * applications calls them back without importing them (each of them moves applications).
 */
export const defineApplicationClosing = () => {
  closeWithApplication('interviews', closeInterviewsWithApplication);
  closeWithApplication('assessments', cancelAssessmentsWithApplication);
  closeWithApplication('offers', withdrawOffersWithApplication);
};
