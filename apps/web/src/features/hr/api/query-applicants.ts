import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hrQueryApplicantsRoute, type TRouteBody } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export type TApplicantQuery = TRouteBody<typeof hrQueryApplicantsRoute>;

export const applicantsQueryOptions = (body: TApplicantQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'applicants', language, body],
    queryFn: ({ signal }) => api.callData(hrQueryApplicantsRoute, { body }, { msg: 'error', signal }),
    placeholderData: keepPreviousData,
  });

export const useApplicants = (body: TApplicantQuery) => useQuery(applicantsQueryOptions(body, useLanguage()));
