import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrMarkAssessmentAbsentRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export const markAssessmentAbsent = (id: number) =>
  api.callData(hrMarkAssessmentAbsentRoute, { body: { id } }, { msg: 'all' });

export const useMarkAssessmentAbsent = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAssessmentAbsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr', 'assessments'] }),
  });
};
