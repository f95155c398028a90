import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  hrCancelInterviewRoute,
  hrCreateInterviewRoute,
  hrGetInterviewersRoute,
  hrQueryInterviewsRoute,
  hrRecordInterviewResultRoute,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { send, useChange } from '../../../lib/console-api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

interface TInterviewQuery {
  from: string;
  to: string;
  jobId?: number | undefined;
  status?: number | undefined;
}

/** The interviews of a week (at most 100: the calendar shows one week at a time). */
export const useHrInterviews = (query: TInterviewQuery) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['hr', 'interviews', language, query],
    queryFn: ({ signal }) =>
      api.callData(
        hrQueryInterviewsRoute,
        { body: { pageIndex: 1, pageSize: 100, ...query } },
        { msg: 'none', signal },
      ),
    placeholderData: keepPreviousData,
  });
};

export const useInterviewerChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['hr', 'interviewers'],
    queryFn: ({ signal }) => api.callData(hrGetInterviewersRoute, {}, { msg: 'none', signal }),
    enabled,
  });

/** The changes: once made, every console read is fetched again (the week, the applicants, the applicant). */
export const useCreateInterview = () => useChange(send(hrCreateInterviewRoute));

export const useCancelHrInterview = () => useChange(send(hrCancelInterviewRoute));

export const useRecordInterviewResult = () => useChange(send(hrRecordInterviewResultRoute));
