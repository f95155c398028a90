import { useState } from 'react';
import type { TApplicantListItem } from '@tmp/contracts';
import { useApplicants } from '../../features/applications/hr/api.ts';
import { useJobChoice } from '../../lib/console-choices.ts';
import { useHrFormat } from '../../components/console/use-hr-format.ts';
import { useListParams } from '../../components/console/use-list-params.ts';

/**
 * The rows ticked, over every page of the list: a row ticked on another page is not among the rows shown,
 * so what was known of it when it was ticked is kept.
 */
const useTickedRows = (shown: TApplicantListItem[]) => {
  const [ticked, setTicked] = useState<TApplicantListItem[]>([]);
  const tick = (keys: Array<number | string>) =>
    setTicked((prev) => {
      const known = new Map([...prev, ...shown].map((row) => [row.id, row]));
      return keys.flatMap((key) => known.get(Number(key)) ?? []);
    });
  return { ticked, tick, clear: () => setTicked([]) };
};

/** /hr/applicants (?jobId= for one job, ?id= opens an applicant): its filters, rows, ticks and dialogs. */
export const useApplicantsPage = () => {
  const format = useHrFormat();
  const list = useListParams();
  const jobId = list.int('jobId');
  const openId = list.int('id');
  const [assigning, setAssigning] = useState(false);
  const job = useJobChoice(jobId ?? 0);
  const applicants = useApplicants({
    pageIndex: list.page,
    pageSize: list.pageSize,
    jobId,
    status: list.int('status'),
    keyword: list.text('keyword') || undefined,
    sort: list.text('sort') === 'overdue' ? 'overdue' : undefined,
  });
  const selection = useTickedRows(applicants.data?.list ?? []);
  const jobTitle = job.data ? (format.language === 'zh-CN' ? job.data.titleZh : job.data.titleEn) : '';
  return {
    format,
    list,
    applicants,
    jobId,
    /** The job the list is narrowed to, by its title once known. */
    jobName: jobTitle || `#${jobId}`,
    showAllJobs: () => list.set({ jobId: undefined }),
    /** Overdue applications first, or the newest first (the list's own order). */
    overdueFirst: list.text('sort') === 'overdue',
    setOverdueFirst: (on: boolean) => list.set({ sort: on ? 'overdue' : undefined }),
    openId,
    open: (row: TApplicantListItem) => list.set({ id: row.id }, true),
    close: () => list.set({ id: undefined }, true),
    selection,
    assigning,
    startAssigning: () => setAssigning(true),
    stopAssigning: () => setAssigning(false),
  };
};
