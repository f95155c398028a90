import type { THrAnsweredQuestion } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm } from '../../../lib/form/form.tsx';
import { useEssayScore } from './use-essay-score.ts';

/** HR's score for an essay answer, up to the question's points. */
export const EssayScore = ({ assessmentId, q }: { assessmentId: number; q: THrAnsweredQuestion }) => {
  const { t } = useTranslation('hr');
  const { Button, NumberInput } = useKit();
  const essay = useEssayScore(assessmentId, q);
  return (
    <SchemaForm form={essay.form} name={`essay-${q.id}`} onSubmit={essay.send} className="hr-essay-score">
      <FormField name="score" label={t('assessment.scoreEssay', { points: q.points })} required>
        {(control) => <NumberInput {...control} min={0} max={q.points} />}
      </FormField>
      <Button type="submit" kind="primary" loading={essay.pending}>
        {t('assessment.saveScore')}
      </Button>
    </SchemaForm>
  );
};
