import type { TApplicantDetail, TLang } from '@tmp/contracts';
import type { TDeps } from '../../lib/deps.ts';
import { getApplicantRecord } from '../applications/applicants.service.ts';
import { listApplicationOffers } from '../offers/offers-admin.service.ts';
import { listResumeFiles } from '../resumes/resume-files.service.ts';

/**
 * The applicant page of the HR console: the application with its history (applications), the candidate's
 * resume files (resumes) and the offers made (offers). Composed here, above the three, so none of them
 * needs another that needs it back.
 */
export const getApplicantDetail = async (
  deps: TDeps,
  customerId: number,
  id: number,
  lang: TLang,
): Promise<TApplicantDetail> => {
  const { userId, detail } = await getApplicantRecord(deps, customerId, id, lang);
  const [files, offers] = await Promise.all([
    listResumeFiles(deps, customerId, userId),
    listApplicationOffers(deps, customerId, id, lang),
  ]);
  return { ...detail, files, offers };
};
