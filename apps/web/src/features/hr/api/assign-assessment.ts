import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrAssignAssessmentRoute, type TRouteBody } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export type TAssignBody = TRouteBody<typeof hrAssignAssessmentRoute>;

export const assignAssessment = (body: TAssignBody) =>
  api.callData(hrAssignAssessmentRoute, { body }, { msg: 'all' });

export const useAssignAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr', 'assessments'] }),
  });
};
