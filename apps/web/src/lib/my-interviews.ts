import { useQuery } from '@tanstack/react-query';
import { queryMyInterviewsRoute } from '@tmp/contracts';
import { api } from './api.ts';
import { useLanguage } from './i18n.ts';

/** Enough for every interview a candidate has; the interviews page shows them all at once. */
const MY_INTERVIEWS_PAGE = { pageIndex: 1, pageSize: 50 } as const;

/** The signed-in candidate's interviews: the interviews page and the notices above My applications. */
export const useMyInterviews = () =>
  useQuery({
    queryKey: ['interviews', 'mine', useLanguage()],
    queryFn: ({ signal }) =>
      api.callData(queryMyInterviewsRoute, { body: MY_INTERVIEWS_PAGE }, { msg: 'none', signal }),
  });
