import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  hrCancelInterviewRoute,
  hrCreateInterviewRoute,
  hrGetInterviewersRoute,
  hrQueryInterviewsRoute,
  hrRecordInterviewResultRoute,
  type TInterviewInput,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

export interface TInterviewQuery {
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

const useInvalidating = <T>(mutationFn: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['hr'] });
    },
  });
};

export const useCreateInterview = () =>
  useInvalidating((body: TInterviewInput) => api.callData(hrCreateInterviewRoute, { body }, { msg: 'all' }));

export const useCancelHrInterview = () =>
  useInvalidating((body: { id: number; reason?: string }) =>
    api.callData(hrCancelInterviewRoute, { body }, { msg: 'all' }),
  );

export const useRecordInterviewResult = () =>
  useInvalidating((body: { id: number; result: 'pass' | 'fail'; feedback: string }) =>
    api.callData(hrRecordInterviewResultRoute, { body }, { msg: 'all' }),
  );
