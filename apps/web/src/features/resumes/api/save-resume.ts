import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveUserResumeRoute, type TResume } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

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
export const saveResume = (body: TSaveResumeInput) =>
  api.callData(saveUserResumeRoute, { body: body as never }, { msg: 'all' });

export const useSaveResume = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResume,
    onSuccess: (data, input) => {
      queryClient.setQueriesData<{ resume: Record<string, unknown>; updatedAt: string | null }>(
        { queryKey: ['resumes', 'detail'] },
        () => ({ resume: input.resume as unknown as Record<string, unknown>, updatedAt: data.updatedAt }),
      );
      if (input.positionId) void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
};
