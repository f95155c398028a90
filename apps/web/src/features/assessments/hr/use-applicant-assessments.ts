import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { hrPaths } from '../../../config/hr-paths.ts';
import { useAssessmentResults } from './api.ts';

/** The assessments of one application, each with a line on where it stands, and the assign dialog. */
export const useApplicantAssessments = (applicationId: number) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const [assigning, setAssigning] = useState(false);
  const results = useAssessmentResults({ pageIndex: 1, pageSize: 50, applicationId });
  const rows = (results.data?.list ?? []).map((row) => ({
    ...row,
    to: hrPaths.assessmentResult(row.id, applicationId),
    /** The score once there is one, the last day to start until then. */
    line:
      row.score === null
        ? `${t('assessments.deadline')}: ${format.date(row.deadline, true)}`
        : `${t('assessments.score')}: ${row.score} / ${row.maxScore}${row.resultName ? ` · ${row.resultName}` : ''}`,
  }));
  return {
    loading: results.isPending,
    rows,
    assigning,
    startAssigning: () => setAssigning(true),
    stopAssigning: () => setAssigning(false),
  };
};
