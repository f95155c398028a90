import { useState } from 'react';
import { App, Button, Input, Segmented, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { THrJobListItem } from '@tmp/contracts';
import { useHrJobs } from '../api/query-jobs.ts';
import { useSetJobOnline } from '../api/set-job-online.ts';
import { PageHeader } from '../components/page-header.tsx';
import { hrPaths } from '../hr-paths.ts';
import { useHrFormat } from '../hooks/use-hr-format.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { ACTIONS_COLUMN, useTableLayout } from '../hooks/use-table-layout.ts';

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
  const [draft, setDraft] = useState(keyword);
  const jobs = useHrJobs({
    pageIndex: list.page,
    pageSize: list.pageSize,
    keyword: keyword || undefined,
    isOnline: online === 'true' ? true : online === 'false' ? false : undefined,
  });

  const columns: ColumnsType<THrJobListItem> = [
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
    {
      title: t('jobs.published'),
      dataIndex: 'publishDate',
      width: 130,
      responsive: ['lg'],
      render: (date: string) => format.date(date),
    },
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
  ];

  const tableLayout = useTableLayout(columns);
  return (
    <section className="hr-page">
      <PageHeader
        title={t('jobs.heading')}
        text={t('jobs.subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(hrPaths.newJob)}>
            {t('jobs.new')}
          </Button>
        }
      />
      <div className="hr-card">
        <div className="hr-toolbar">
          <Input.Search
            allowClear
            className="hr-toolbar__search"
            placeholder={t('jobs.searchPlaceholder')}
            aria-label={t('jobs.searchPlaceholder')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(value) => list.set({ keyword: value.trim() })}
          />
          <Segmented
            value={online || 'all'}
            onChange={(value) => list.set({ online: value === 'all' ? undefined : String(value) })}
            options={[
              { value: 'all', label: t('jobs.all') },
              { value: 'true', label: t('jobs.online') },
              { value: 'false', label: t('jobs.offline') },
            ]}
          />
        </div>
        <Table<THrJobListItem>
          rowKey="id"
          dataSource={jobs.data?.list}
          loading={jobs.isFetching}
          {...tableLayout}
          locale={{ emptyText: t('jobs.empty') }}
          pagination={list.pagination(jobs.data?.recordcount)}
        />
      </div>
    </section>
  );
};
