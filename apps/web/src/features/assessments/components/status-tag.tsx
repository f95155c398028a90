import { AssessmentStatus } from '@tmp/contracts';

const toneOf = (status: number): string => {
  if (status === AssessmentStatus.ToDo || status === AssessmentStatus.InProgress) return 'success';
  if (status === AssessmentStatus.Submitted) return 'info';
  return 'warning';
};

/** Status colours of spec §4: to do and in progress success, expired, cancelled and absent warning. */
export const StatusTag = ({ status, name }: { status: number; name: string }) => (
  <span className={`assess-tag assess-tag--${toneOf(status)}`} data-status={status}>
    {name}
  </span>
);

const resultTone: Record<string, string> = {
  passed: 'success',
  failed: 'danger',
  completed: 'info',
  pendingReview: 'neutral',
};

export const ResultTag = ({ result, name }: { result: string; name: string }) => (
  <span className={`assess-tag assess-tag--${resultTone[result] ?? 'info'}`}>{name}</span>
);
