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

/** /onlineTest whatever the device: start screen, attempt, result, or why none of these is possible. */
export const ExamFlow = ({ id, exam }: TProps) => {
  const { t } = useTranslation('assessments');
  const confirm = useKit().useConfirm();
  const navigate = useNavigate();
  const back = { label: t('exam.backToCenter'), to: CENTER };

  if (!Number.isInteger(id)) {
    return (
      <NoticePanel
        icon={<Icon svg={FileSearchOutlined} />}
        title={t('exam.missingTitle')}
        text={t('exam.missingText')}
        action={back}
      />
    );
  }
  switch (exam.phase) {
    case 'loading':
      return <Spinner />;
    case 'missing':
      return (
        <NoticePanel
          icon={<Icon svg={FileSearchOutlined} />}
          title={t('exam.missingTitle')}
          text={exam.query.error?.message ?? t('exam.missingText')}
          action={back}
        />
      );
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
    case 'answering': {
      const onSubmit = async () => {
        const unanswered = countUnanswered(exam.data!.questions, exam.answers);
        const confirmed = await confirm({
          title: t('exam.confirmTitle'),
          content: unanswered > 0 ? t('exam.confirmUnanswered', { count: unanswered }) : t('exam.confirmAll'),
          confirmText: t('exam.submit'),
          cancelText: t('exam.keepAnswering'),
        });
        if (confirmed) await exam.submit();
      };
      return <ExamWorkspace id={id} exam={exam} onSubmit={() => void onSubmit()} />;
    }
    case 'result':
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
