import {
  HR_DOWNLOAD_RESUME_FILE_PATH,
  hrChangeApplicantStatusRoute,
  hrGetApplicantRoute,
  hrQueryApplicantsRoute,
  hrQueryReferralsRoute,
  type TRouteBody,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { send, useChange, useListPage, useRecord } from '../../../lib/console-api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

export const useApplicants = (body: TRouteBody<typeof hrQueryApplicantsRoute>) =>
  useListPage(hrQueryApplicantsRoute, ['applicants'], body);

export const useReferrals = (body: TRouteBody<typeof hrQueryReferralsRoute>) =>
  useListPage(hrQueryReferralsRoute, ['referrals'], body);

/** One application: resume snapshot, uploaded PDFs, history and offers. */
export const useApplicant = (id: number) => useRecord(hrGetApplicantRoute, ['applicant', useLanguage()], id);

/** Moves an application on; the candidate sees the note under My applications. */
export const useChangeApplicantStatus = () => useChange(send(hrChangeApplicantStatusRoute));

/** Fetches an uploaded PDF with the HR manager's token and saves it under its own name. */
export const downloadResumeFile = (id: number, fileName: string) =>
  api.download(HR_DOWNLOAD_RESUME_FILE_PATH.replace(':id', String(id)), fileName);
