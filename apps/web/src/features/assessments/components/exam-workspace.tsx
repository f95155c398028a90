import { useEffect, useState } from 'react';
import ClockCircleFilled from '@ant-design/icons-svg/es/asn/ClockCircleFilled';
import CompressOutlined from '@ant-design/icons-svg/es/asn/CompressOutlined';
import ExpandOutlined from '@ant-design/icons-svg/es/asn/ExpandOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TAnswerValue } from '@tmp/contracts';
import type { TExam } from '../hooks/use-exam.ts';
import { useExamMonitor } from '../hooks/use-exam-monitor.ts';
import { Countdown } from './countdown.tsx';
import { QuestionPalette } from './question-palette.tsx';
import { QuestionView } from './question-view.tsx';
import { SaveIndicator } from './save-indicator.tsx';

const positionKey = (id: number) => `tmp-assessment-position:${id}`;

/** The question the candidate was on, kept across a reload. */
const usePosition = (id: number, count: number) => {
  const [index, setIndex] = useState(() => {
    const saved = Number(window.localStorage.getItem(positionKey(id)));
    return Number.isInteger(saved) && saved >= 0 && saved < count ? saved : 0;
  });
  useEffect(() => {
    try {
      window.localStorage.setItem(positionKey(id), String(index));
    } catch {
      // Not essential.
    }
  }, [id, index]);
  return [index, setIndex] as const;
};

interface TProps {
  id: number;
  exam: TExam;
  onSubmit: () => void;
}

type TMonitor = ReturnType<typeof useExamMonitor>;

/** The toolbar: the attempt's name, the server's countdown, the saving state, full screen and submit. */
const ExamBar = ({ exam, monitor, onSubmit }: Omit<TProps, 'id'> & { monitor: TMonitor }) => {
  const { t } = useTranslation('assessments');
  return (
    <header className="exam-bar">
      <div className="exam-bar__inner">
        <h1 className="exam-bar__title">{exam.data?.assessment.questionnairename}</h1>
        <Countdown ms={exam.remainingMs} />
        <SaveIndicator status={exam.saveStatus} />
        {monitor.canFullScreen && (
          <button
            type="button"
            className="exam-btn exam-btn--ghost exam-bar__fullscreen"
            onClick={() => void (monitor.isFullScreen ? monitor.exitFullScreen() : monitor.enterFullScreen())}
          >
            {monitor.isFullScreen ? <Icon svg={CompressOutlined} /> : <Icon svg={ExpandOutlined} />}
            <span>{t(monitor.isFullScreen ? 'exam.exitFullScreen' : 'exam.fullScreen')}</span>
          </button>
        )}
        <button
          type="button"
          className="exam-btn exam-btn--primary exam-bar__submit"
          disabled={exam.timeUp || exam.submitting}
          onClick={onSubmit}
        >
          {exam.submitting ? t('exam.submitting') : t('exam.submit')}
        </button>
      </div>
    </header>
  );
};

interface TNavProps {
  index: number;
  total: number;
  setIndex: (index: number) => void;
  locked: boolean;
  onSubmit: () => void;
}

/** Previous and next under the question; the last one submits instead. */
const ExamNav = ({ index, total, setIndex, locked, onSubmit }: TNavProps) => {
  const { t } = useTranslation('assessments');
  return (
    <div className="exam-nav">
      <button type="button" className="exam-btn" disabled={index === 0} onClick={() => setIndex(index - 1)}>
        <Icon svg={LeftOutlined} /> {t('exam.previous')}
      </button>
      <span className="exam-nav__count">{t('exam.position', { no: index + 1, total })}</span>
      {index < total - 1 ? (
        <button type="button" className="exam-btn exam-btn--primary" onClick={() => setIndex(index + 1)}>
          {t('exam.next')} <Icon svg={RightOutlined} />
        </button>
      ) : (
        <button type="button" className="exam-btn exam-btn--primary" disabled={locked} onClick={onSubmit}>
          {t('exam.submit')}
        </button>
      )}
    </div>
  );
};

/** An attempt in progress: the toolbar with the server's countdown, the palette, one question at a time. */
export const ExamWorkspace = ({ id, exam, onSubmit }: TProps) => {
  const { t } = useTranslation('assessments');
  const questions = exam.data?.questions ?? [];
  const [index, setIndex] = usePosition(id, questions.length);
  const monitor = useExamMonitor(id);
  const question = questions[index];
  const locked = exam.timeUp || exam.submitting;

  return (
    <div className="exam">
      <ExamBar exam={exam} monitor={monitor} onSubmit={onSubmit} />
      {exam.timeUp && (
        <div className="exam-alert exam-alert--warning exam-alert--bar" role="alert">
          <Icon svg={ClockCircleFilled} aria-hidden="true" /> {t('exam.timeUp')}
          <span className="exam-alert__sub">{t('exam.submittingAnswers')}</span>
        </div>
      )}
      <div className="exam-layout">
        <aside className="exam-layout__side">
          <QuestionPalette questions={questions} answers={exam.answers} current={index} onSelect={setIndex} />
        </aside>
        <main className="exam-layout__main">
          {question && (
            <QuestionView
              key={question.id}
              question={question}
              value={exam.answers[question.id]?.value as TAnswerValue | undefined}
              onChange={(value) => exam.setAnswer(question.id, value)}
              disabled={locked}
            />
          )}
          <ExamNav
            index={index}
            total={questions.length}
            setIndex={setIndex}
            locked={locked}
            onSubmit={onSubmit}
          />
        </main>
      </div>
    </div>
  );
};
