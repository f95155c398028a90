import { useState } from 'react';
import { ASSESSMENT_STATUSES } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { useAssessmentResults } from './api.ts';

/** /hr/assessments: the filters and the open result in the URL, one page of results, the assign dialog. */
export const useAssessmentsPage = () => {
  const { t } = useTranslation('hr');
  const list = useListParams();
  const [assigning, setAssigning] = useState(false);
  const applicationId = list.int('applicationId');
  const results = useAssessmentResults({
    pageIndex: list.page,
    pageSize: list.pageSize,
    status: list.int('status'),
    jobId: list.int('jobId'),
    applicationId,
  });
  return {
    list,
    results,
    applicationId,
    clearApplication: () => list.set({ applicationId: undefined }),
    jobId: list.int('jobId'),
    setJobId: (id?: number) => list.set({ jobId: id }),
    statusOptions: ASSESSMENT_STATUSES.map((value) => ({
      value,
      label: t(`assessments.statusNames.${value}`),
    })),
    openId: list.int('id'),
    /** Opening and closing a result keep the page of the list. */
    open: (id: number) => list.set({ id }, true),
    close: () => list.set({ id: undefined }, true),
    assigning,
    startAssigning: () => setAssigning(true),
    stopAssigning: () => setAssigning(false),
  };
};
