import { useState } from 'react';
import { ASSESSMENT_STATUSES } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useJobChoice, useJobChoices } from '../../../lib/console-choices.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { useAssessmentResults } from './api.ts';

/** The jobs whose title holds what HR types, and the job filtered by even when it is not among them. */
const useJobFilter = (value: number | undefined) => {
  const format = useHrFormat();
  const [keyword, setKeyword] = useState('');
  const jobs = useJobChoices(keyword);
  const current = useJobChoice(value ?? 0);
  const options = jobs.data?.list.map((job) => ({ value: job.id, label: job.title })) ?? [];
  if (value && current.data && !options.some((option) => option.value === value)) {
    options.unshift({
      value,
      label: format.language === 'zh-CN' ? current.data.titleZh : current.data.titleEn,
    });
  }
  return { options, loading: jobs.isFetching, search: (text: string) => setKeyword(text.trim()) };
};

/** /hr/assessments: the filters and the open result in the URL, one page of results, the assign dialog. */
export const useAssessmentsPage = () => {
  const { t } = useTranslation('hr');
  const list = useListParams();
  const [assigning, setAssigning] = useState(false);
  const applicationId = list.int('applicationId');
  const jobId = list.int('jobId');
  const results = useAssessmentResults({
    pageIndex: list.page,
    pageSize: list.pageSize,
    status: list.int('status'),
    jobId,
    applicationId,
  });
  return {
    list,
    results,
    applicationId,
    clearApplication: () => list.set({ applicationId: undefined }),
    jobId,
    setJobId: (id?: number) => list.set({ jobId: id }),
    jobs: useJobFilter(jobId),
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
