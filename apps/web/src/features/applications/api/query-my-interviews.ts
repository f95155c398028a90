import { useQuery } from '@tanstack/react-query';
import { queryMyInterviewsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

const FIRST_PAGE = { pageIndex: 1, pageSize: 50 } as const;

/** The candidate's interviews (the same cache entry as the interviews page). */
export const useMyInterviews = () =>
  useQuery({
    queryKey: ['interviews', 'mine', useLanguage()],
    queryFn: ({ signal }) =>
      api.callData(queryMyInterviewsRoute, { body: FIRST_PAGE }, { msg: 'none', signal }),
  });
