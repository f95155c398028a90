import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { THrReferral } from '@tmp/contracts';
import { useReferrals } from '../api/query-referrals.ts';
import { ApplicantLink } from '../components/applicant-link.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { useHrFormat } from '../hooks/use-hr-format.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { useTableLayout } from '../hooks/use-table-layout.ts';

/** /hr/referrals: who recommended whom, and where each application stands. */
export const HrReferralsPage = () => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const list = useListParams();
  const referrals = useReferrals({ pageIndex: list.page, pageSize: list.pageSize });
  const columns: ColumnsType<THrReferral> = [
    { title: t('referrals.referrer'), dataIndex: 'referrerName' },
    {
      title: t('referrals.candidate'),
      dataIndex: 'candidateName',
      render: (name: string, row) => <ApplicantLink name={name} applicationId={row.applicationId} />,
    },
    { title: t('applicants.position'), dataIndex: 'positionName', responsive: ['md'] },
    {
      title: t('applicants.status'),
      dataIndex: 'status',
      render: (value: number, row) => <StatusTag kind="application" status={value} name={row.statusName} />,
    },
    {
      title: t('applicants.applied'),
      dataIndex: 'applyDate',
      responsive: ['sm'],
      render: (d: string) => format.date(d),
    },
  ];
  const tableLayout = useTableLayout(columns);
  return (
    <section className="hr-page">
      <PageHeader title={t('referrals.heading')} text={t('referrals.subtitle')} />
      <div className="hr-card">
        <Table<THrReferral>
          rowKey="applicationId"
          dataSource={referrals.data?.list}
          loading={referrals.isFetching}
          {...tableLayout}
          locale={{ emptyText: t('referrals.empty') }}
          pagination={list.pagination(referrals.data?.recordcount)}
        />
      </div>
    </section>
  );
};
