import { App, Button, Segmented, Space, Tag, Tooltip } from 'antd';
import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { THrJobListItem } from '@tmp/contracts';
import { useHrJobs, useSetJobOnline } from './api.ts';
import { dateColumn, HrListPage, SearchFilter } from '../../../components/console/list-page.tsx';
import { hrPaths } from '../../../config/hr-paths.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useListParams } from '../../../components/console/use-list-params.ts';
import { ACTIONS_COLUMN } from '../../../components/console/use-table-layout.ts';

const OnlineToggle = ({ job }: { job: THrJobListItem }) => {
  const { t } = useTranslation('hr');
  const { modal } = App.useApp();
  const toggle = useSetJobOnline();
  const run = () =>
    modal.confirm({
      title: t(job.isOnline ? 'jobs.offlineTitle' : 'jobs.publishTitle', { title: job.title }),
      content: t(job.isOnline ? 'jobs.offlineText' : 'jobs.publishText'),
      okText: t(job.isOnline ? 'jobs.takeOffline' : 'jobs.publish'),
      cancelText: t('common.cancel'),
      onOk: () => toggle.mutateAsync({ id: job.id, isOnline: !job.isOnline }).catch(() => undefined),
    });
  return (
    <Button size="small" type={job.isOnline ? 'default' : 'primary'} ghost={!job.isOnline} onClick={run}>
      {t(job.isOnline ? 'jobs.takeOffline' : 'jobs.publish')}
    </Button>
  );
};

/** /hr/jobs: every job of the customer, online and offline, with its applicants. */
export const HrJobsPage = () => {
  const { t } = useTranslation('hr');
  const navigate = useNavigate();
  const format = useHrFormat();
  const list = useListParams();
  const keyword = list.text('keyword');
  const online = list.text('online');
  const jobs = useHrJobs({
    pageIndex: list.page,
    pageSize: list.pageSize,
    keyword: keyword || undefined,
    isOnline: online === 'true' ? true : online === 'false' ? false : undefined,
  });

  return (
    <HrListPage<THrJobListItem>
      texts="jobs"
      list={list}
      query={jobs}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(hrPaths.newJob)}>
          {t('jobs.new')}
        </Button>
      }
      toolbar={
        <>
          <SearchFilter list={list} placeholder={t('jobs.searchPlaceholder')} />
          <Segmented
            value={online || 'all'}
            onChange={(value) => list.set({ online: value === 'all' ? undefined : String(value) })}
            options={[
              { value: 'all', label: t('jobs.all') },
              { value: 'true', label: t('jobs.online') },
              { value: 'false', label: t('jobs.offline') },
            ]}
          />
        </>
      }
      columns={[
        {
          title: t('jobs.title'),
          dataIndex: 'title',
          render: (title: string, job) => (
            <Link to={hrPaths.editJob(job.id)} className="hr-table__primary">
              {title}
            </Link>
          ),
        },
        { title: t('jobs.category'), dataIndex: 'categoryName', responsive: ['md'] },
        { title: t('jobs.city'), dataIndex: 'cityName', responsive: ['md'] },
        {
          title: t('jobs.status'),
          dataIndex: 'isOnline',
          width: 110,
          render: (isOnline: boolean) =>
            isOnline ? <Tag color="green">{t('jobs.online')}</Tag> : <Tag>{t('jobs.offline')}</Tag>,
        },
        dateColumn(format, t('jobs.published'), 'publishDate', { width: 130, responsive: ['lg'] }),
        {
          title: t('jobs.applicants'),
          dataIndex: 'applicantCount',
          width: 120,
          align: 'right',
          render: (count: number, job) => (
            <Link
              to={hrPaths.applicants({ jobId: job.id })}
              aria-label={t('jobs.viewApplicants', { title: job.title })}
            >
              <TeamOutlined /> {count}
            </Link>
          ),
        },
        {
          title: t('common.actions'),
          key: ACTIONS_COLUMN,
          width: 170,
          render: (_, job) => (
            <Space size={4}>
              <Tooltip title={t('common.edit')}>
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={t('jobs.editJob', { title: job.title })}
                  onClick={() => navigate(hrPaths.editJob(job.id))}
                />
              </Tooltip>
              <OnlineToggle job={job} />
            </Space>
          ),
        },
      ]}
    />
  );
};
