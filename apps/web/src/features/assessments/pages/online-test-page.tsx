import { ExamFlow } from '../components/exam-flow.tsx';
import { useAssessmentId } from '../hooks/use-assessment-id.ts';
import { useExam } from '../hooks/use-exam.ts';
import '../components/assessments.css';
import '../components/exam.css';

/** /onlineTest: the start screen, the attempt (which asks before it is submitted) and the result. */
export const OnlineTestPage = () => {
  const id = useAssessmentId();
  const exam = useExam(id);
  return <ExamFlow id={id} exam={exam} />;
};
