import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { ExamFlow } from '../components/exam-flow.tsx';
import { useAssessmentId } from '../hooks/use-assessment-id.ts';
import { useExam } from '../hooks/use-exam.ts';
import '../components/assessments.css';
import '../components/exam.css';

/** /onlineTest: the exam, which asks through the kit's confirm dialog before it is submitted. */
export const OnlineTestPage = () => {
  const { t } = useTranslation('assessments');
  const confirm = useKit().useConfirm();
  const id = useAssessmentId();
  const exam = useExam(id);
  const confirmSubmit = (unanswered: number) =>
    confirm({
      title: t('exam.confirmTitle'),
      content: unanswered > 0 ? t('exam.confirmUnanswered', { count: unanswered }) : t('exam.confirmAll'),
      confirmText: t('exam.submit'),
      cancelText: t('exam.keepAnswering'),
    });
  return <ExamFlow id={id} exam={exam} confirmSubmit={confirmSubmit} />;
};
