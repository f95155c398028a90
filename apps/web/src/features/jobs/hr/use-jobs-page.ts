import { useNavigate } from 'react-router';
import type { THrJobListItem } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { hrPaths } from '../../../config/hr-paths.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { useHrJobs, useSetJobOnline } from './api.ts';

/** The list's filter by state: every job, or only those online, or only those offline. */
export type TOnlineFilter = 'all' | 'true' | 'false';

/** /hr/jobs: the page of jobs asked for by the URL, its filters, and publishing or taking a job offline. */
export const useJobsPage = () => {
  const { t } = useTranslation('hr');
  const navigate = useNavigate();
  const confirm = useKit().useConfirm();
  const list = useListParams();
  const online = list.text('online');
  const jobs = useHrJobs({
    pageIndex: list.page,
    pageSize: list.pageSize,
    keyword: list.text('keyword') || undefined,
    isOnline: online === 'true' ? true : online === 'false' ? false : undefined,
  });
  const toggle = useSetJobOnline();

  /** Asks first, then publishes the job or takes it offline (a refusal is told by the API client). */
  const toggleOnline = async (job: THrJobListItem) => {
    const confirmed = await confirm({
      title: t(job.isOnline ? 'jobs.offlineTitle' : 'jobs.publishTitle', { title: job.title }),
      content: t(job.isOnline ? 'jobs.offlineText' : 'jobs.publishText'),
      confirmText: t(job.isOnline ? 'jobs.takeOffline' : 'jobs.publish'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) await toggle.mutateAsync({ id: job.id, isOnline: !job.isOnline }).catch(() => undefined);
  };

  return {
    list,
    jobs,
    online: (online || 'all') as TOnlineFilter,
    setOnline: (value: TOnlineFilter) => list.set({ online: value === 'all' ? undefined : value }),
    newJob: () => void navigate(hrPaths.newJob),
    editJob: (job: THrJobListItem) => void navigate(hrPaths.editJob(job.id)),
    toggleOnline: (job: THrJobListItem) => void toggleOnline(job),
  };
};
