import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCustomerResumeFieldsRoute,
  getPositionDetailRoute,
  getUserResumeDetailRoute,
  parseCustomResumeRoute,
  saveUserResumeRoute,
  type TResume,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** The job applied for on /delivery; the page shows a refusal (offline, unknown) itself. */
export const usePositionSummary = (id: number) =>
  useQuery({
    queryKey: ['resumes', 'position', useLanguage(), id],
    queryFn: ({ signal }) => api.callData(getPositionDetailRoute, { query: { id } }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** The signed-in candidate's resume (prefilled from the account before the first save). */
export const useResumeDetail = () => {
  const token = useLoginStore((s) => s.token);
  return useQuery({
    queryKey: ['resumes', 'detail', token ?? null],
    queryFn: ({ signal }) => api.callData(getUserResumeDetailRoute, {}, { msg: 'none', signal }),
    enabled: !!token,
    // The form keeps its own copy while the candidate edits; a background refetch must not replace it.
    staleTime: Infinity,
  });
};

/** The customer's resume form; with a job, that job's required fields are marked too. */
export const useResumeFields = (positionId?: number) =>
  useQuery({
    queryKey: ['resumes', 'fields', useLanguage(), positionId ?? null],
    queryFn: ({ signal }) =>
      api.callData(
        getCustomerResumeFieldsRoute,
        { query: positionId ? { positionId } : {} },
        { msg: 'none', signal },
      ),
    staleTime: 5 * 60_000,
  });

export interface TSaveResumeInput {
  resume: TResume;
  positionId?: number;
  sourceid?: number;
  recommendCode?: string;
}

/**
 * Saves the resume; with a positionId it applies as well. The server's messages become toasts ("Resume
 * saved", a refusal's reason); the page marks the fields a refusal names.
 */
export const useSaveResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveResumeInput) =>
      api.callData(saveUserResumeRoute, { body: body as never }, { msg: 'all' }),
    onSuccess: (data, input) => {
      queryClient.setQueriesData<{ resume: Record<string, unknown>; updatedAt: string | null }>(
        { queryKey: ['resumes', 'detail'] },
        () => ({ resume: input.resume as unknown as Record<string, unknown>, updatedAt: data.updatedAt }),
      );
      if (input.positionId) void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
};

/**
 * Reads one of the candidate's uploaded PDFs into a proposed resume; nothing is saved. Refusals (no text
 * found, not found) reject with the server's translated message, shown by the panel itself.
 */
export const useParseResumeFile = () =>
  useMutation({
    mutationFn: (id: number) => api.callData(parseCustomResumeRoute, { params: { id } }, { msg: 'none' }),
  });
