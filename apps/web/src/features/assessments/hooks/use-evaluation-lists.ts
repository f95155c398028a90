import { useState } from 'react';
import { AssessmentStatus } from '@tmp/contracts';
import { useToDoAssessments } from '../api/get-todo-assessments.ts';
import { useUserAssessments } from '../api/query-user-assessments.ts';

export const DONE_STATUSES = [
  AssessmentStatus.Submitted,
  AssessmentStatus.Expired,
  AssessmentStatus.Cancelled,
  AssessmentStatus.Absent,
];

/** The two lists of the assessment center: to do (all of it) and done (a page at a time). */
export const useEvaluationLists = (pageSize: number) => {
  const [pageIndex, setPageIndex] = useState(1);
  const todo = useToDoAssessments();
  const done = useUserAssessments({ pageIndex, pageSize, status: DONE_STATUSES });
  return { todo, done, pageIndex, setPageIndex };
};
