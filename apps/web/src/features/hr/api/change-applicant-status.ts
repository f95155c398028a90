import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrChangeApplicantStatusRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export const changeApplicantStatus = (body: { id: number; status: number; note?: string }) =>
  api.callData(hrChangeApplicantStatusRoute, { body }, { msg: 'all' });

/** Moves an application on; the candidate sees the note under My applications. */
export const useChangeApplicantStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicantStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr'] }),
  });
};
