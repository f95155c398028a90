import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ClockCircleFilled from '@ant-design/icons-svg/es/asn/ClockCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TAssessmentOutcome, TTypingResult } from '@tmp/contracts';
import { useAssessmentFormat } from '../hooks/use-assessment-format.ts';
import type { TExam } from '../hooks/use-exam.ts';
import { Facts, ResultTag } from './assessment-card.tsx';

const resultIcon = {
  passed: <Icon svg={CheckCircleFilled} />,
  failed: <Icon svg={CloseCircleFilled} />,
  completed: <Icon svg={FileDoneOutlined} />,
  pendingReview: <Icon svg={ClockCircleFilled} />,
};

const TypingMetrics = ({ typing }: { typing: TTypingResult }) => {
  const { t } = useTranslation('assessments');
  const unit = typing.unit === 'cpm' ? t('typing.cpm') : t('typing.wpm');
  const metrics: Array<[string, React.ReactNode]> = [
    [
      t('typing.speed'),
      <>
        {typing.speed} <small>{unit}</small>
      </>,
    ],
    [t('typing.accuracy'), `${typing.accuracy}%`],
    [t('typing.errors'), String(typing.errors)],
    [t(typing.unit === 'cpm' ? 'typing.totalChars' : 'typing.totalWords'), String(typing.totalWords)],
    [t('typing.backspaces'), String(typing.backspaces)],
    [t('typing.elapsed'), t('typing.seconds', { count: typing.elapsedSeconds })],
  ];
  return (
    <section className="typing-metrics" aria-label={t('typing.results')}>
      <h3 className="typing-metrics__title">
        {t(typing.language === 'zh' ? 'typing.resultsZh' : 'typing.resultsEn')}
      </h3>
      <Facts className="typing-metrics__grid" itemClass="typing-metrics__item" facts={metrics} />
    </section>
  );
};

/** The result, the score and when the answers were submitted. */
const ResultFacts = ({ outcome }: { outcome: TAssessmentOutcome }) => {
  const { t } = useTranslation('assessments');
  const format = useAssessmentFormat();
  return (
    <div className="exam-result__facts">
      <div>
        <span>{t('result.result')}</span>
        <ResultTag result={outcome.result} name={outcome.resultName} />
      </div>
      <div>
        <span>{t('result.score')}</span>
        <strong>{format.score(outcome.score, outcome.maxScore)}</strong>
      </div>
      <div>
        <span>{t('result.submittedAt')}</span>
        <strong>{format.dateTime(outcome.submittedAt)}</strong>
      </div>
    </div>
  );
};

/** The page after submitting: time-up notice, result, score, typing metrics, the way back to the center. */
export const ResultSummary = ({ exam }: { exam: TExam }) => {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  const outcome = exam.outcome!;
  return (
    <div className="exam-page">
      <section className="exam-result">
        {exam.timeUp && (
          <div className="exam-alert exam-alert--warning" role="alert">
            <Icon svg={ClockCircleFilled} aria-hidden="true" /> {t('exam.timeUp')}
            <span className="exam-alert__sub">{t('exam.autoSubmitted')}</span>
          </div>
        )}
        <div className={`exam-result__icon exam-result__icon--${outcome.result}`} aria-hidden="true">
          {resultIcon[outcome.result]}
        </div>
        <h1 className="exam-result__title">{t('result.title')}</h1>
        <p className="exam-result__name">{exam.data?.assessment.questionnairename}</p>
        <ResultFacts outcome={outcome} />
        {outcome.result === 'pendingReview' && <p className="exam-result__note">{t('result.pendingNote')}</p>}
        {outcome.typing.map((typing) => (
          <TypingMetrics key={typing.questionId} typing={typing} />
        ))}
        <div className="exam-result__actions">
          <button
            type="button"
            className="exam-btn exam-btn--primary exam-btn--large"
            onClick={() => navigate('/evaluation')}
          >
            {t('exam.backToCenter')}
          </button>
        </div>
      </section>
    </div>
  );
};
