import { App } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ExamFlow } from '../components/exam-flow.tsx';
import { useAssessmentId } from '../hooks/use-assessment-id.ts';
import { useExam } from '../hooks/use-exam.ts';
import '../components/assessments.css';
import '../components/exam.css';

export const OnlineTestPageDesktop = () => {
  const { t } = useTranslation('assessments');
  const { modal } = App.useApp();
  const id = useAssessmentId();
  const exam = useExam(id);
  const confirmSubmit = (unanswered: number) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('exam.confirmTitle'),
        content: unanswered > 0 ? t('exam.confirmUnanswered', { count: unanswered }) : t('exam.confirmAll'),
        okText: t('exam.submit'),
        cancelText: t('exam.keepAnswering'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  return <ExamFlow id={id} exam={exam} confirmSubmit={confirmSubmit} />;
};
