import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrGetApplicantRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const applicantQueryOptions = (id: number, language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'applicant', language, id],
    queryFn: ({ signal }) => api.callData(hrGetApplicantRoute, { query: { id } }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** One application: resume snapshot, uploaded PDFs, history and offers. */
export const useApplicant = (id: number) => useQuery(applicantQueryOptions(id, useLanguage()));
