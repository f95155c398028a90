import { useState } from 'react';
import { Button, Drawer, Input, Select, Table, Tag } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TApplicantListItem } from '@tmp/contracts';
import { useIsMobile } from '../../../lib/device.ts';
import { useHrJob } from '../api/get-job.ts';
import { useApplicants } from '../api/query-applicants.ts';
import { ApplicantDetail } from '../components/applicant-detail.tsx';
import { AssignAssessmentModal } from '../components/assign-assessment-modal.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { useHrFormat } from '../hooks/use-hr-format.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { ACTIONS_COLUMN, useTableLayout } from '../hooks/use-table-layout.ts';

/** /hr/applicants (?jobId= for one job, ?id= opens an applicant). */
export const HrApplicantsPage = () => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const isMobile = useIsMobile();
  const list = useListParams();
  const jobId = list.int('jobId');
  const status = list.int('status');
  const keyword = list.text('keyword');
  const openId = list.int('id');
  const [draft, setDraft] = useState(keyword);
  const [selected, setSelected] = useState<TApplicantListItem[]>([]);
  const [assigning, setAssigning] = useState(false);
  const job = useHrJob(jobId ?? 0);
  const applicants = useApplicants({
    pageIndex: list.page,
    pageSize: list.pageSize,
    jobId,
    status,
    keyword: keyword || undefined,
  });
  const jobTitle = job.data ? (format.language === 'zh-CN' ? job.data.titleZh : job.data.titleEn) : '';

  const columns: ColumnsType<TApplicantListItem> = [
    {
      title: t('applicants.candidate'),
      dataIndex: 'candidateName',
      render: (name: string, row) => (
        <button type="button" className="hr-link-button" onClick={() => list.set({ id: row.id }, true)}>
          <span className="hr-table__primary">{name}</span>
          <span className="hr-table__secondary">{row.contact}</span>
        </button>
      ),
    },
    ...(jobId
      ? []
      : [{ title: t('applicants.position'), dataIndex: 'positionName', responsive: ['md' as const] }]),
    {
      title: t('applicants.status'),
      dataIndex: 'status',
      width: 130,
      render: (value: number, row) => <StatusTag kind="application" status={value} name={row.statusName} />,
    },
    {
      title: t('applicants.applied'),
      dataIndex: 'applyDate',
      width: 130,
      responsive: ['sm'],
      render: (d: string) => format.date(d),
    },
    {
      title: t('applicants.referrer'),
      dataIndex: 'referrerName',
      responsive: ['lg'],
      render: (name: string | null) => name ?? '—',
    },
    {
      title: t('common.actions'),
      key: ACTIONS_COLUMN,
      width: 100,
      render: (_, row) => (
        <Button size="small" onClick={() => list.set({ id: row.id }, true)}>
          {t('applicants.view')}
        </Button>
      ),
    },
  ];

  const tableLayout = useTableLayout(columns);
  return (
    <section className="hr-page">
      <PageHeader title={t('applicants.heading')} text={t('applicants.subtitle')} />
      <div className="hr-card">
        <div className="hr-toolbar">
          {jobId && (
            <Tag closable onClose={() => list.set({ jobId: undefined })} className="hr-toolbar__job">
              {t('applicants.forJob', { title: jobTitle || `#${jobId}` })}
            </Tag>
          )}
          <Input.Search
            allowClear
            className="hr-toolbar__search"
            placeholder={t('applicants.searchPlaceholder')}
            aria-label={t('applicants.searchPlaceholder')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onSearch={(value) => list.set({ keyword: value.trim() })}
          />
          <Select
            allowClear
            className="hr-toolbar__select"
            placeholder={t('applicants.allStatuses')}
            aria-label={t('applicants.status')}
            value={status}
            onChange={(value?: number) => list.set({ status: value })}
            options={format.applicationStatuses}
          />
          <Button
            icon={<ExperimentOutlined />}
            disabled={!selected.length}
            onClick={() => setAssigning(true)}
            className="hr-toolbar__action"
          >
            {selected.length
              ? t('assessments.assignSelected', { count: selected.length })
              : t('assessments.assign')}
          </Button>
        </div>
        <Table<TApplicantListItem>
          rowKey="id"
          rowSelection={{
            selectedRowKeys: selected.map((row) => row.id),
            preserveSelectedRowKeys: true,
            // Rows selected on other pages come back undefined; keep what was known of them.
            onChange: (keys, rows) =>
              setSelected((prev) => {
                const known = new Map([...prev, ...rows.filter(Boolean)].map((row) => [row.id, row]));
                return keys.flatMap((key) => known.get(Number(key)) ?? []);
              }),
          }}
          dataSource={applicants.data?.list}
          loading={applicants.isFetching}
          {...tableLayout}
          locale={{ emptyText: t('applicants.empty') }}
          pagination={list.pagination(applicants.data?.recordcount)}
        />
      </div>
      <Drawer
        open={!!openId}
        size={isMobile ? '100%' : 720}
        title={t('applicant.title')}
        onClose={() => list.set({ id: undefined }, true)}
        destroyOnHidden
      >
        {openId && <ApplicantDetail id={openId} />}
      </Drawer>
      <AssignAssessmentModal
        open={assigning}
        targets={selected}
        onClose={() => setAssigning(false)}
        onAssigned={() => setSelected([])}
      />
    </section>
  );
};
