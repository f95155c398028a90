import { useEffect, useState } from 'react';
import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import ClockCircleFilled from '@ant-design/icons-svg/es/asn/ClockCircleFilled';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import CloudOutlined from '@ant-design/icons-svg/es/asn/CloudOutlined';
import CompressOutlined from '@ant-design/icons-svg/es/asn/CompressOutlined';
import DisconnectOutlined from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import ExpandOutlined from '@ant-design/icons-svg/es/asn/ExpandOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TExam } from '../hooks/use-exam.ts';
import { useExamMonitor } from '../hooks/use-exam-monitor.ts';
import type { TSyncStatus } from '../model/answer-sync.ts';
import { countUnanswered, isAnswered } from '../model/answers.ts';
import { formatCountdown } from '../model/server-clock.ts';
import { QuestionView } from './question-view.tsx';

const saveIcons: Record<TSyncStatus, React.ReactNode> = {
  idle: <Icon svg={CloudOutlined} />,
  pending: <Icon svg={CloudOutlined} />,
  saving: <Icon svg={LoadingOutlined} className="anticon-spin" />,
  saved: <Icon svg={CheckCircleOutlined} />,
  offline: <Icon svg={DisconnectOutlined} />,
  error: <Icon svg={WarningOutlined} />,
};

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

/** Submitting asks first, naming how many questions are still unanswered. */
const useConfirmedSubmit = (exam: TExam) => {
  const { t } = useTranslation('assessments');
  const confirm = useKit().useConfirm();
  return async () => {
    const unanswered = countUnanswered(exam.data!.questions, exam.answers);
    const confirmed = await confirm({
      title: t('exam.confirmTitle'),
      content: unanswered > 0 ? t('exam.confirmUnanswered', { count: unanswered }) : t('exam.confirmAll'),
      confirmText: t('exam.submit'),
      cancelText: t('exam.keepAnswering'),
    });
    if (confirmed) await exam.submit();
  };
};

type TMonitor = ReturnType<typeof useExamMonitor>;

/** Minutes left at which a screen reader hears the time: often enough to plan, never every second. */
const MILESTONES = [1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120];

/** The smallest milestone not yet passed, or null above the largest. */
export const milestoneOf = (ms: number): number | null => MILESTONES.find((m) => ms <= m * 60_000) ?? null;

/**
 * The time left by the server's clock; turns urgent in the last five minutes. A screen reader hears it in a
 * polite live region, set when the clock passes a milestone and kept until the next one.
 */
export const Countdown = ({ ms }: { ms: number | null }) => {
  const { t } = useTranslation('assessments');
  const [heard, setHeard] = useState<{ milestone: number | null | undefined; text: string }>({
    milestone: undefined,
    text: '',
  });
  const milestone = ms === null ? null : milestoneOf(ms);
  if (ms !== null && heard.milestone !== milestone) {
    // The first reading only sets the baseline: the visible clock already says the time on arrival.
    const isCrossing = heard.milestone !== undefined && milestone !== null;
    setHeard({ milestone, text: isCrossing ? t('exam.timeAnnounce', { count: milestone }) : heard.text });
  }
  if (ms === null) return null;
  return (
    <span className={`exam-countdown${ms <= 5 * 60_000 ? ' exam-countdown--urgent' : ''}`} role="timer">
      <Icon svg={ClockCircleOutlined} aria-hidden="true" />
      <span className="exam-countdown__label">{t('exam.timeLeft')}</span>
      <strong>{formatCountdown(ms)}</strong>
      <span className="visually-hidden" aria-live="polite" aria-atomic="true">
        {heard.text}
      </span>
    </span>
  );
};

/** The toolbar: the attempt's name, the server's countdown, the saving state, full screen and submit. */
const ExamBar = ({ exam, monitor, onSubmit }: { exam: TExam; monitor: TMonitor; onSubmit: () => void }) => {
  const { t } = useTranslation('assessments');
  return (
    <header className="exam-bar">
      <div className="exam-bar__inner">
        <h1 className="exam-bar__title">{exam.data?.assessment.questionnairename}</h1>
        <Countdown ms={exam.remainingMs} />
        {/* Where the answers stand: on this device, being saved, saved, or waiting for the connection. */}
        <span className={`exam-save exam-save--${exam.saveStatus}`} role="status" aria-live="polite">
          {saveIcons[exam.saveStatus]}
          <span>{t(`save.${exam.saveStatus}`)}</span>
        </span>
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

/** Where the candidate is among the attempt's questions. */
type TPosition = { exam: TExam; index: number; setIndex: (index: number) => void };

/** Numbered buttons, one per question: answered ones filled, the current one outlined. */
const QuestionPalette = ({ exam, index, setIndex }: TPosition) => {
  const { t } = useTranslation('assessments');
  const questions = exam.data?.questions ?? [];
  const done = questions.map((q) => isAnswered(q, exam.answers[q.id]?.value));
  return (
    <nav className="exam-palette" aria-label={t('exam.navigation')}>
      <div className="exam-palette__head">
        <span>{t('exam.progress', { answered: done.filter(Boolean).length, total: questions.length })}</span>
      </div>
      <div className="exam-palette__grid">
        {questions.map((q, i) => (
          <button
            key={q.id}
            type="button"
            className={`exam-palette__item${done[i] ? ' is-answered' : ''}${i === index ? ' is-current' : ''}`}
            aria-current={i === index ? 'step' : undefined}
            aria-label={t(done[i] ? 'exam.paletteAnswered' : 'exam.paletteUnanswered', { no: q.no })}
            onClick={() => setIndex(i)}
          >
            {q.no}
          </button>
        ))}
      </div>
      <div className="exam-palette__legend">
        <span className="exam-palette__key is-answered" aria-hidden="true" /> {t('exam.answered')}
        <span className="exam-palette__key" aria-hidden="true" /> {t('exam.unanswered')}
      </div>
    </nav>
  );
};

/** Previous and next under the question; the last one submits instead. */
const ExamNav = ({ exam, index, setIndex, onSubmit }: TPosition & { onSubmit: () => void }) => {
  const { t } = useTranslation('assessments');
  const total = exam.data?.questions.length ?? 0;
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
        <button
          type="button"
          className="exam-btn exam-btn--primary"
          disabled={exam.timeUp || exam.submitting}
          onClick={onSubmit}
        >
          {t('exam.submit')}
        </button>
      )}
    </div>
  );
};

/**
 * An attempt in progress: the toolbar with the server's countdown, the palette, one question at a time;
 * submitting asks first.
 */
export const ExamWorkspace = ({ id, exam }: { id: number; exam: TExam }) => {
  const { t } = useTranslation('assessments');
  const submit = useConfirmedSubmit(exam);
  const onSubmit = () => void submit();
  const questions = exam.data?.questions ?? [];
  const [index, setIndex] = usePosition(id, questions.length);
  const monitor = useExamMonitor(id);
  const question = questions[index];
  const position = { exam, index, setIndex };

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
          <QuestionPalette {...position} />
        </aside>
        <main className="exam-layout__main">
          {question && (
            <QuestionView
              key={question.id}
              question={question}
              value={exam.answers[question.id]?.value}
              onChange={(value) => exam.setAnswer(question.id, value)}
              disabled={exam.timeUp || exam.submitting}
            />
          )}
          <ExamNav {...position} onSubmit={onSubmit} />
        </main>
      </div>
    </div>
  );
};
