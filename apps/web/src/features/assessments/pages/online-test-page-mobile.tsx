import { Dialog } from 'antd-mobile';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ExamFlow } from '../components/exam-flow.tsx';
import { useAssessmentId } from '../hooks/use-assessment-id.ts';
import { useExam } from '../hooks/use-exam.ts';
import '../components/assessments.css';
import '../components/exam.css';

export const OnlineTestPageMobile = () => {
  const { t } = useTranslation('assessments');
  const id = useAssessmentId();
  const exam = useExam(id);
  const confirmSubmit = (unanswered: number) =>
    Dialog.confirm({
      title: t('exam.confirmTitle'),
      content: unanswered > 0 ? t('exam.confirmUnanswered', { count: unanswered }) : t('exam.confirmAll'),
      confirmText: t('exam.submit'),
      cancelText: t('exam.keepAnswering'),
    });
  return <ExamFlow id={id} exam={exam} confirmSubmit={confirmSubmit} />;
};
