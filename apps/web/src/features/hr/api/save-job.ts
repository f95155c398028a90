import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrSaveJobRoute, type TJobInput } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

/** The form's values as the server takes them (defaults applied by the server). */
export type TJobBody = Omit<TJobInput, 'salaryCurrency' | 'isOnline' | 'requiredFields'> &
  Partial<Pick<TJobInput, 'salaryCurrency' | 'isOnline' | 'requiredFields'>>;

export const saveJob = (body: TJobBody) => api.callData(hrSaveJobRoute, { body }, { msg: 'all' });

export const useSaveJob = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr'] }),
  });
};
