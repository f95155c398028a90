import { Link } from 'react-router';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import type { THrJobListItem } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTableColumn } from '../../../lib/kit/kit.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import {
  ACTIONS_COLUMN,
  dateColumn,
  HrListPage,
  SearchFilter,
} from '../../../components/console/list-page.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { hrPaths } from '../../../config/hr-paths.ts';
import { useJobsPage, type TOnlineFilter } from './use-jobs-page.ts';

type TPage = ReturnType<typeof useJobsPage>;

/** A job's row actions: edit it, and publish it or take it offline. */
const JobActions = ({ job, page }: { job: THrJobListItem; page: TPage }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <div className="hr-row-actions">
      <span title={t('common.edit')}>
        <kit.Button
          quiet
          icon={<Icon svg={EditOutlined} aria-hidden="true" />}
          aria-label={t('jobs.editJob', { title: job.title })}
          onClick={() => page.editJob(job)}
        >
          {null}
        </kit.Button>
      </span>
      <kit.Button kind={job.isOnline ? 'default' : 'primary'} onClick={() => page.toggleOnline(job)}>
        {t(job.isOnline ? 'jobs.takeOffline' : 'jobs.publish')}
      </kit.Button>
    </div>
  );
};

const useColumns = (page: TPage): TTableColumn<THrJobListItem>[] => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const format = useHrFormat();
  return [
    {
      key: 'title',
      title: t('jobs.title'),
      cell: (job) => (
        <Link to={hrPaths.editJob(job.id)} className="hr-table__primary">
          {job.title}
        </Link>
      ),
    },
    { key: 'categoryName', title: t('jobs.category'), cell: (job) => job.categoryName },
    { key: 'cityName', title: t('jobs.city'), cell: (job) => job.cityName },
    {
      key: 'isOnline',
      title: t('jobs.status'),
      width: 110,
      cell: (job) => (
        <kit.Tag tone={job.isOnline ? 'green' : 'default'}>
          {t(job.isOnline ? 'jobs.online' : 'jobs.offline')}
        </kit.Tag>
      ),
    },
    dateColumn(format, t('jobs.published'), 'publishDate', { width: 130 }),
    {
      key: 'applicantCount',
      title: t('jobs.applicants'),
      width: 120,
      cell: (job) => (
        <Link
          to={hrPaths.applicants({ jobId: job.id })}
          aria-label={t('jobs.viewApplicants', { title: job.title })}
          className="hr-jobs__applicants"
        >
          <Icon svg={TeamOutlined} aria-hidden="true" /> {job.applicantCount}
        </Link>
      ),
    },
    {
      key: ACTIONS_COLUMN,
      title: t('common.actions'),
      width: 170,
      cell: (job) => <JobActions job={job} page={page} />,
    },
  ];
};

/** /hr/jobs: every job of the customer, online and offline, with its applicants. */
export const HrJobsPage = () => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const page = useJobsPage();
  return (
    <HrListPage<THrJobListItem>
      texts="jobs"
      list={page.list}
      query={page.jobs}
      extra={
        <kit.Button
          kind="primary"
          icon={<Icon svg={PlusOutlined} aria-hidden="true" />}
          onClick={page.newJob}
        >
          {t('jobs.new')}
        </kit.Button>
      }
      toolbar={
        <>
          <SearchFilter list={page.list} placeholder={t('jobs.searchPlaceholder')} />
          <kit.Choice<TOnlineFilter>
            aria-label={t('jobs.status')}
            value={page.online}
            onChange={page.setOnline}
            options={[
              { value: 'all', label: t('jobs.all') },
              { value: 'true', label: t('jobs.online') },
              { value: 'false', label: t('jobs.offline') },
            ]}
          />
        </>
      }
      columns={useColumns(page)}
    />
  );
};
