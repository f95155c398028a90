import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrCancelAssessmentRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export const cancelAssessment = (id: number) =>
  api.callData(hrCancelAssessmentRoute, { body: { id } }, { msg: 'all' });

export const useCancelAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr', 'assessments'] }),
  });
};
