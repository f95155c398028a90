import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryMyInterviewsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

const FIRST_PAGE = { pageIndex: 1, pageSize: 50 } as const;

/** The candidate's interviews (the same cache entry as the interviews page). */
export const myInterviewsQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['interviews', 'mine', language],
    queryFn: ({ signal }) =>
      api.callData(queryMyInterviewsRoute, { body: FIRST_PAGE }, { msg: 'none', signal }),
  });

export const useMyInterviews = () => useQuery(myInterviewsQueryOptions(useLanguage()));
