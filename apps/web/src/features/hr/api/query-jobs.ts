import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hrQueryJobsRoute, type TRouteBody } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export type THrJobQuery = TRouteBody<typeof hrQueryJobsRoute>;

export const hrJobsQueryOptions = (body: THrJobQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'jobs', language, body],
    queryFn: ({ signal }) => api.callData(hrQueryJobsRoute, { body }, { msg: 'error', signal }),
    placeholderData: keepPreviousData,
  });

export const useHrJobs = (body: THrJobQuery) => useQuery(hrJobsQueryOptions(body, useLanguage()));
