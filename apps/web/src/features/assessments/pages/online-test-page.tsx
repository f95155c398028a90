import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { useNavigate, useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Facts } from '../components/assessment-card.tsx';
import { ExamWorkspace } from '../components/exam-workspace.tsx';
import { ResultSummary } from '../components/result-summary.tsx';
import { useAssessmentFormat } from '../hooks/use-assessment-format.ts';
import { useExam, type TExam } from '../hooks/use-exam.ts';
import '../components/assessments.css';
import '../components/exam.css';

const CENTER = '/evaluation';

/** Before the clock starts: what the assessment is, how long it takes, and the rules. */
const ExamIntro = ({ exam }: { exam: TExam }) => {
  const { t } = useTranslation('assessments');
  const format = useAssessmentFormat();
  const navigate = useNavigate();
  const item = exam.data!.assessment;
  return (
    <div className="exam-page">
      <section className="exam-intro" aria-labelledby="exam-intro-title">
        <p className="exam-intro__eyebrow">{t('intro.eyebrow')}</p>
        <h1 id="exam-intro-title" className="exam-intro__title">
          {item.questionnairename}
        </h1>
        {item.description && <p className="exam-intro__desc">{item.description}</p>}
        <Facts
          className="exam-intro__facts"
          facts={[
            [t('card.duration'), item.duration],
            [t('card.questions'), item.questionCount],
            [t('card.deadline'), format.dateTime(item.deadline)],
          ]}
        />
        <h2 className="exam-intro__rules-title">{t('intro.rulesTitle')}</h2>
        <ul className="exam-intro__rules">
          <li>{t('intro.ruleClock', { duration: item.duration })}</li>
          <li>{t('intro.ruleSave')}</li>
          <li>{t('intro.ruleFocus')}</li>
          {item.hasTypingTest && <li>{t('intro.ruleTyping')}</li>}
        </ul>
        <div className="exam-intro__actions">
          <button type="button" className="exam-btn" onClick={() => navigate(CENTER)}>
            {t('intro.back')}
          </button>
          <button
            type="button"
            className="exam-btn exam-btn--primary exam-btn--large"
            disabled={exam.starting}
            onClick={() => void exam.start()}
          >
            {exam.starting ? t('intro.starting') : t('intro.start')}
          </button>
        </div>
      </section>
    </div>
  );
};

/** /onlineTest: the start screen, the attempt (which asks before it is submitted) and the result. */
export const OnlineTestPage = () => {
  const { t } = useTranslation('assessments');
  const raw = useSearchParams()[0].get('id');
  // The assignment id of /onlineTest?id=, or NaN when missing or malformed.
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const exam = useExam(id);
  const back = { label: t('exam.backToCenter'), to: CENTER };
  const notice = (svg: typeof FileSearchOutlined, title: string, text: string) => (
    <NoticePanel icon={<Icon svg={svg} />} title={title} text={text} action={back} />
  );

  if (!Number.isInteger(id) || exam.phase === 'missing') {
    const text = exam.query.error?.message ?? t('exam.missingText');
    return notice(FileSearchOutlined, t('exam.missingTitle'), text);
  }
  const item = exam.data?.assessment;
  switch (exam.phase) {
    case 'loading':
      return <Spinner />;
    case 'intro':
      return <ExamIntro exam={exam} />;
    case 'answering':
      return <ExamWorkspace id={id} exam={exam} />;
    case 'result':
      return <ResultSummary exam={exam} />;
    case 'closed':
      return notice(
        ExclamationCircleOutlined,
        item!.questionnairename,
        t('exam.closed', { status: item!.statusName }),
      );
  }
};
