import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrScoreEssayAnswersRoute, type TEssayScoresInput } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export const scoreEssayAnswers = (body: TEssayScoresInput) =>
  api.callData(hrScoreEssayAnswersRoute, { body }, { msg: 'all' });

export const useScoreEssayAnswers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scoreEssayAnswers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr', 'assessments'] }),
  });
};
