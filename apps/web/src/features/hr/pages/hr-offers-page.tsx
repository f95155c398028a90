import { Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { THrOffer } from '@tmp/contracts';
import { useHrOffers } from '../api/query-offers.ts';
import { ApplicantLink } from '../components/applicant-link.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StatusTag } from '../components/status-tag.tsx';
import { canWithdraw, WithdrawOfferButton } from '../components/withdraw-offer-button.tsx';
import { useHrFormat } from '../hooks/use-hr-format.ts';
import { useListParams } from '../hooks/use-list-params.ts';
import { ACTIONS_COLUMN, useTableLayout } from '../hooks/use-table-layout.ts';

/** /hr/offers: every offer with its answer, and why it was declined. */
export const HrOffersPage = () => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const list = useListParams();
  const status = list.int('status');
  const offers = useHrOffers({ pageIndex: list.page, pageSize: list.pageSize, status });

  const columns: ColumnsType<THrOffer> = [
    {
      title: t('applicants.candidate'),
      dataIndex: 'candidateName',
      render: (name: string, row) => <ApplicantLink name={name} applicationId={row.applicationId} />,
    },
    { title: t('applicants.position'), dataIndex: 'positionName', responsive: ['md'] },
    {
      title: t('offers.salary'),
      dataIndex: 'salary',
      render: (salary: number, row) => format.money(salary, row.salaryCurrency),
    },
    {
      title: t('offers.startDate'),
      dataIndex: 'startDate',
      responsive: ['lg'],
      render: (d: string) => format.date(d),
    },
    {
      title: t('offers.expiresAt'),
      dataIndex: 'expiresAt',
      responsive: ['lg'],
      render: (d: string) => format.date(d, true),
    },
    {
      title: t('offers.status'),
      dataIndex: 'status',
      render: (value: number, row) => <StatusTag kind="offer" status={value} name={row.statusName} />,
    },
    {
      title: t('offers.answer'),
      key: 'answer',
      render: (_, row) =>
        row.respondedAt ? (
          <div className="hr-answer">
            <span className="hr-table__secondary">{format.date(row.respondedAt, true)}</span>
            {row.reason && <p className="hr-reason">{row.reason}</p>}
          </div>
        ) : (
          '—'
        ),
    },
    {
      title: t('common.actions'),
      key: ACTIONS_COLUMN,
      render: (_, row) => (canWithdraw(row) ? <WithdrawOfferButton offer={row} size="small" /> : null),
    },
  ];

  const tableLayout = useTableLayout(columns);
  return (
    <section className="hr-page">
      <PageHeader title={t('offers.heading')} text={t('offers.subtitle')} />
      <div className="hr-card">
        <div className="hr-toolbar">
          <Select
            allowClear
            className="hr-toolbar__select"
            placeholder={t('offers.allStatuses')}
            aria-label={t('offers.status')}
            value={status}
            onChange={(value?: number) => list.set({ status: value })}
            options={format.offerStatuses}
          />
        </div>
        <Table<THrOffer>
          rowKey="id"
          dataSource={offers.data?.list}
          loading={offers.isFetching}
          {...tableLayout}
          locale={{ emptyText: t('offers.empty') }}
          pagination={list.pagination(offers.data?.recordcount)}
        />
      </div>
    </section>
  );
};
