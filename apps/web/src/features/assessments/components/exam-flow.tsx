import ExclamationCircleOutlined from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { TExam } from '../hooks/use-exam.ts';
import { countUnanswered } from '../model/answers.ts';
import { ExamIntro } from './exam-intro.tsx';
import { ExamWorkspace } from './exam-workspace.tsx';
import { ResultSummary } from './result-summary.tsx';

const CENTER = '/evaluation';

interface TProps {
  id: number;
  exam: TExam;
}

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

/** The outcome, with the way back to the evaluation center. */
const ExamResult = ({ exam }: { exam: TExam }) => {
  const { t } = useTranslation('assessments');
  const navigate = useNavigate();
  return (
    <div className="exam-page">
      <ResultSummary
        name={exam.data?.assessment.questionnairename ?? ''}
        outcome={exam.outcome!}
        timeUp={exam.timeUp}
        actions={
          <button
            type="button"
            className="exam-btn exam-btn--primary exam-btn--large"
            onClick={() => navigate(CENTER)}
          >
            {t('exam.backToCenter')}
          </button>
        }
      />
    </div>
  );
};

/** /onlineTest whatever the device: start screen, attempt, result, or why none of these is possible. */
export const ExamFlow = ({ id, exam }: TProps) => {
  const { t } = useTranslation('assessments');
  const submit = useConfirmedSubmit(exam);
  const navigate = useNavigate();
  const back = { label: t('exam.backToCenter'), to: CENTER };
  const missing = (text: string) => (
    <NoticePanel
      icon={<Icon svg={FileSearchOutlined} />}
      title={t('exam.missingTitle')}
      text={text}
      action={back}
    />
  );

  if (!Number.isInteger(id)) return missing(t('exam.missingText'));
  switch (exam.phase) {
    case 'loading':
      return <Spinner />;
    case 'missing':
      return missing(exam.query.error?.message ?? t('exam.missingText'));
    case 'intro':
      return (
        <div className="exam-page">
          <ExamIntro
            item={exam.data!.assessment}
            starting={exam.starting}
            onStart={() => void exam.start()}
            onBack={() => navigate(CENTER)}
          />
        </div>
      );
    case 'answering':
      return <ExamWorkspace id={id} exam={exam} onSubmit={() => void submit()} />;
    case 'result':
      return <ExamResult exam={exam} />;
    case 'closed':
      return (
        <NoticePanel
          icon={<Icon svg={ExclamationCircleOutlined} />}
          title={exam.data!.assessment.questionnairename}
          text={t('exam.closed', { status: exam.data!.assessment.statusName })}
          action={back}
        />
      );
  }
};
