import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TAssessmentItem } from '@tmp/contracts';
import { useAssessmentFormat } from '../hooks/use-assessment-format.ts';

interface TProps {
  item: TAssessmentItem;
  starting: boolean;
  onStart: () => void;
  onBack: () => void;
}

/** Before the clock starts: what the assessment is, how long it takes, and the rules. */
export const ExamIntro = ({ item, starting, onStart, onBack }: TProps) => {
  const { t } = useTranslation('assessments');
  const format = useAssessmentFormat();
  return (
    <section className="exam-intro" aria-labelledby="exam-intro-title">
      <p className="exam-intro__eyebrow">{t('intro.eyebrow')}</p>
      <h1 id="exam-intro-title" className="exam-intro__title">
        {item.questionnairename}
      </h1>
      {item.description && <p className="exam-intro__desc">{item.description}</p>}
      <dl className="exam-intro__facts">
        <div>
          <dt>{t('card.duration')}</dt>
          <dd>{item.duration}</dd>
        </div>
        <div>
          <dt>{t('card.questions')}</dt>
          <dd>{item.questionCount}</dd>
        </div>
        <div>
          <dt>{t('card.deadline')}</dt>
          <dd>{format.dateTime(item.deadline)}</dd>
        </div>
      </dl>
      <h2 className="exam-intro__rules-title">{t('intro.rulesTitle')}</h2>
      <ul className="exam-intro__rules">
        <li>{t('intro.ruleClock', { duration: item.duration })}</li>
        <li>{t('intro.ruleSave')}</li>
        <li>{t('intro.ruleFocus')}</li>
        {item.hasTypingTest && <li>{t('intro.ruleTyping')}</li>}
      </ul>
      <div className="exam-intro__actions">
        <button type="button" className="exam-btn" onClick={onBack}>
          {t('intro.back')}
        </button>
        <button
          type="button"
          className="exam-btn exam-btn--primary exam-btn--large"
          disabled={starting}
          onClick={onStart}
        >
          {starting ? t('intro.starting') : t('intro.start')}
        </button>
      </div>
    </section>
  );
};
