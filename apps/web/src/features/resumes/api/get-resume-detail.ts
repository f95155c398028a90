import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserResumeDetailRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';

export const getResumeDetail = (signal?: AbortSignal) =>
  api.callData(getUserResumeDetailRoute, {}, { msg: 'none', signal });

export const resumeDetailQueryOptions = (token: string | undefined) =>
  queryOptions({
    queryKey: ['resumes', 'detail', token ?? null],
    queryFn: ({ signal }) => getResumeDetail(signal),
    enabled: !!token,
    // The form keeps its own copy while the candidate edits; a background refetch must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The signed-in candidate's resume (prefilled from the account before the first save). */
export const useResumeDetail = () => useQuery(resumeDetailQueryOptions(useLoginStore((s) => s.token)));
