import type { TApplicantDetail, TLang } from '@tmp/contracts';
import type { TDeps } from '../../lib/deps.ts';
import { getApplicantRecord } from './applicants.service.ts';

/**
 * What HR's applicant views read from modules that themselves move applications (resumes, offers,
 * privacy). Handed in at start (app.ts), above them all, so that applications calls them without
 * importing them.
 */
export interface TApplicantSources {
  /** resumes: the candidate's uploaded files. */
  files: (deps: TDeps, customerId: number, userId: number) => Promise<TApplicantDetail['files']>;
  /** offers: the offers made on the application. */
  offers: (
    deps: TDeps,
    customerId: number,
    applicationId: number,
    lang: TLang,
  ) => Promise<TApplicantDetail['offers']>;
  /** privacy: the day retention deleted each applicant's personal data, if it has. */
  deletionDates: <T extends { id: number }>(
    deps: TDeps,
    customerId: number,
    items: T[],
  ) => Promise<(T & { personalDataDeletedAt: string | null })[]>;
}

/**
 * The applicant page of the HR console: the application with its history (applications), the candidate's
 * resume files (resumes) and the offers made (offers).
 */
export const getApplicantDetail = async (
  deps: TDeps,
  customerId: number,
  id: number,
  lang: TLang,
  sources: Pick<TApplicantSources, 'files' | 'offers'>,
): Promise<TApplicantDetail> => {
  const { userId, detail } = await getApplicantRecord(deps, customerId, id, lang);
  const [files, offers] = await Promise.all([
    sources.files(deps, customerId, userId),
    sources.offers(deps, customerId, id, lang),
  ]);
  return { ...detail, files, offers };
};
