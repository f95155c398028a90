import { useMemo } from 'react';
import { z } from 'zod';
import { ZEssayScoresInput, type THrAnsweredQuestion } from '@tmp/contracts';
import { useSchemaForm } from '../../../lib/form/form.tsx';
import { useScoreEssayAnswers } from './api.ts';
import { byRouteRule } from './route-rule.ts';

const rule = ZEssayScoresInput.shape.scores.element.shape.score;

/** The route's rule for a score, asked for first and held to the question's own points. */
const scoreForm = (points: number) =>
  z.object({
    score: z
      .number({ error: 'hr.essayScoreRequired' })
      .superRefine(byRouteRule(rule))
      .refine((score) => score <= points, 'hr.essayScoreRange'),
  });

/** HR's score for one essay answer of a submitted assessment. */
export const useEssayScore = (assessmentId: number, q: THrAnsweredQuestion) => {
  const schema = useMemo(() => scoreForm(q.points), [q.points]);
  const form = useSchemaForm(schema, { defaultValues: { score: q.score ?? undefined } });
  const save = useScoreEssayAnswers();
  const send = ({ score }: z.output<typeof schema>) =>
    // A refusal is shown by the API client's toast; the score stays as typed to correct it.
    save.mutateAsync({ id: assessmentId, scores: [{ questionId: q.id, score }] }).catch(() => undefined);
  return { form, send, pending: save.isPending };
};
