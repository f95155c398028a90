import type { ReactNode } from 'react';
import { AssessmentStatus, type THrAnsweredQuestion, type THrAssessmentDetail } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm } from '../../../lib/form/form.tsx';
import { useEssayScore } from './use-essay-score.ts';

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

const optionText = (options: THrAnsweredQuestion['options'], key: string) => {
  const option = options.find((o) => o.key === key);
  return option ? `${option.key}. ${option.text}` : key;
};

const list = (items: string[]) => (
  <ul className="hr-answer-list">
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);

/** An answer (or a correct answer) of any kind, in words. */
const AnswerValue = ({ q, value }: { q: THrAnsweredQuestion; value: unknown }): ReactNode => {
  const { t } = useTranslation('hr');
  if (value === null || value === undefined || value === '') {
    return <span className="hr-table__secondary">{t('assessment.noAnswer')}</span>;
  }
  if (typeof value === 'boolean') return t(value ? 'assessment.true' : 'assessment.false');
  if (q.kind === 'single' && typeof value === 'string') return optionText(q.options, value);
  if (q.kind === 'multiple' && isStrings(value)) return list(value.map((key) => optionText(q.options, key)));
  if (q.kind === 'fillIn' && Array.isArray(value)) {
    const blankText = (blank: unknown) => (isStrings(blank) ? blank.join(' / ') : String(blank));
    return list(value.map((blank, i) => `${t('assessment.blank', { no: i + 1 })}: ${blankText(blank)}`));
  }
  if (q.kind === 'typing' && typeof value === 'object' && 'text' in value) {
    return <p className="hr-answer-text">{String((value as { text: unknown }).text)}</p>;
  }
  return <p className="hr-answer-text">{String(value)}</p>;
};

/** HR's score for an essay answer, up to the question's points. */
const EssayScore = ({ assessmentId, q }: { assessmentId: number; q: THrAnsweredQuestion }) => {
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

const Question = ({ detail, q }: { detail: THrAssessmentDetail; q: THrAnsweredQuestion }) => {
  const { t } = useTranslation('hr');
  const { Tag } = useKit();
  const isSubmitted = detail.status === AssessmentStatus.Submitted;
  const canScore =
    q.kind === 'essay' && isSubmitted && typeof q.answer === 'string' && q.answer.trim() !== '';
  const hasKey = q.correctAnswer !== null && q.correctAnswer !== undefined;
  return (
    <li className="hr-question">
      <div className="hr-question__head">
        <span className="hr-inline">
          <strong>{t('assessment.question', { no: q.no })}</strong>
          <Tag>{t(`assessment.kinds.${q.kind}`)}</Tag>
        </span>
        <span className="hr-question__score">
          {q.score === null
            ? q.kind === 'essay' && isSubmitted
              ? t('assessment.awaitingScore')
              : '—'
            : `${q.score} / ${q.points}`}
        </span>
      </div>
      <p className="hr-question__title">{q.title}</p>
      <dl className="hr-question__answers">
        <dt>{t(q.kind === 'typing' ? 'assessment.typedText' : 'assessment.candidateAnswer')}</dt>
        <dd>
          <AnswerValue q={q} value={q.answer} />
        </dd>
        {hasKey && (
          <>
            <dt>{t('assessment.correctAnswer')}</dt>
            <dd>
              <AnswerValue q={q} value={q.correctAnswer} />
            </dd>
          </>
        )}
      </dl>
      {canScore && <EssayScore assessmentId={detail.id} q={q} />}
    </li>
  );
};

/** Every question with the candidate's answer, the correct one, the points, and essay scoring. */
export const AssessmentAnswers = ({ detail }: { detail: THrAssessmentDetail }) => {
  const { t } = useTranslation('hr');
  const { Empty } = useKit();
  if (!detail.questions.length) return <Empty title={t('assessment.answersNotStarted')} />;
  return (
    <ol className="hr-questions">
      {detail.questions.map((q) => (
        <Question key={q.id} detail={detail} q={q} />
      ))}
    </ol>
  );
};
