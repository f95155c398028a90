import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApplicationStatus, MAX_PAGE_SIZE, queryPagingApplyRecordsRoute } from '@tmp/contracts';
import { api } from './api.ts';
import { useLoginStore } from './auth/login-store.ts';

/**
 * The signed-in candidate's applications, newest first (one application per job, decisions: a second is
 * refused), read once for the pages that offer to apply: they say up front that the job was applied for.
 */
export const myApplicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['applications', 'mine'],
    queryFn: ({ signal }) =>
      api.callData(
        queryPagingApplyRecordsRoute,
        { body: { pageIndex: 1, pageSize: MAX_PAGE_SIZE } },
        { msg: 'none', signal },
      ),
  });

/**
 * The day the signed-in candidate applied for this job (YYYY-MM-DD), or undefined. A withdrawn application
 * does not count: the job may be applied for again (decisions §10).
 */
export const useAppliedOn = (jobId: number): string | undefined => {
  const isSignedIn = useLoginStore((s) => !!s.token);
  const applications = useQuery({
    ...myApplicationsQueryOptions(),
    enabled: isSignedIn && Number.isInteger(jobId) && jobId > 0,
  });
  if (!isSignedIn) return undefined;
  return applications.data?.list.find(
    (record) => record.positionId === jobId && record.status !== ApplicationStatus.Withdrawn,
  )?.applyDate;
};
