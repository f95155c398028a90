import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TAnswerValue, TQuestionView } from '@tmp/contracts';
import { isAnswered } from '../model/answers.ts';
import type { TAnswerMap } from '../model/answer-queue.ts';

interface TProps {
  questions: readonly TQuestionView[];
  answers: TAnswerMap;
  current: number;
  onSelect: (index: number) => void;
}

/** Numbered buttons, one per question: answered ones filled, the current one outlined. */
export const QuestionPalette = ({ questions, answers, current, onSelect }: TProps) => {
  const { t } = useTranslation('assessments');
  const answered = questions.filter((q) => isAnswered(q, answers[q.id]?.value as TAnswerValue)).length;
  return (
    <nav className="exam-palette" aria-label={t('exam.navigation')}>
      <div className="exam-palette__head">
        <span>{t('exam.progress', { answered, total: questions.length })}</span>
      </div>
      <div className="exam-palette__grid">
        {questions.map((q, i) => {
          const done = isAnswered(q, answers[q.id]?.value as TAnswerValue);
          return (
            <button
              key={q.id}
              type="button"
              className={`exam-palette__item${done ? ' is-answered' : ''}${i === current ? ' is-current' : ''}`}
              aria-current={i === current ? 'step' : undefined}
              aria-label={t(done ? 'exam.paletteAnswered' : 'exam.paletteUnanswered', { no: q.no })}
              onClick={() => onSelect(i)}
            >
              {q.no}
            </button>
          );
        })}
      </div>
      <div className="exam-palette__legend">
        <span className="exam-palette__key is-answered" aria-hidden="true" /> {t('exam.answered')}
        <span className="exam-palette__key" aria-hidden="true" /> {t('exam.unanswered')}
      </div>
    </nav>
  );
};
