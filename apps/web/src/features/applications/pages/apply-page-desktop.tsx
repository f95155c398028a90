import { useMemo, useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { statusTagType, type TApplyRecord } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { getTableHeight } from '../../../lib/table-size.ts';
import { useApplyRecords } from '../api/query-apply-records.ts';
import { ListState } from '../components/list-state.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { offerLinkOf } from '../utils/offer-link.ts';
import { columnWidth } from '../utils/table-columns.ts';
import '../components/applications.css';

const PAGE_SIZE = 10;
const TAG_COLORS = { success: 'success', warning: 'warning', default: 'default' } as const;

export const ApplyPageDesktop = () => {
  const { t } = useTranslation('applications');
  const [page, setPage] = useState(1);
  const records = useApplyRecords({ pageIndex: page, pageSize: PAGE_SIZE });
  const list = useMemo(() => records.data?.list ?? [], [records.data]);
  const location = (r: TApplyRecord) => [r.cityName, r.countryName].filter(Boolean).join(', ');

  const columns: TableColumnsType<TApplyRecord> = [
    {
      title: t('apply.job'),
      dataIndex: 'positionName',
      key: 'job',
      render: (_, r) => (
        <Link className="records-job" to={paths.detail.getHref(r.positionId)}>
          {r.positionName}
        </Link>
      ),
    },
    {
      title: t('apply.location'),
      key: 'location',
      width: columnWidth(t('apply.location'), list.map(location)),
      render: (_, r) => location(r),
    },
    {
      title: t('apply.date'),
      dataIndex: 'applyDate',
      key: 'date',
      width: columnWidth(
        t('apply.date'),
        list.map((r) => r.applyDate),
      ),
    },
    {
      title: t('apply.status'),
      key: 'status',
      width: columnWidth(
        t('apply.status'),
        list.map((r) => r.statusName),
      ),
      render: (_, r) => <Tag color={TAG_COLORS[statusTagType(r.status)]}>{r.statusName}</Tag>,
    },
    {
      title: t('apply.action'),
      key: 'action',
      width: columnWidth(t('apply.action'), [t('apply.viewOffer')]),
      render: (_, r) => {
        const offerLink = offerLinkOf(r);
        return offerLink ? (
          <Link to={offerLink}>{t('apply.viewOffer')}</Link>
        ) : (
          <span className="records-sub">—</span>
        );
      },
    },
  ];

  return (
    <>
      <section className="records-hero">
        <div className="site-container">
          <h1 className="records-hero__title">{t('apply.title')}</h1>
          <p className="records-hero__subtitle">{t('apply.subtitle')}</p>
        </div>
      </section>
      <div className="site-container records-body">
        <div className="records-card">
          {records.isError ? (
            <ListState
              kind="error"
              title={t('loadFailed')}
              text={records.error.message}
              action={<Button onClick={() => void records.refetch()}>{t('retry')}</Button>}
            />
          ) : !records.isPending && records.data?.recordcount === 0 ? (
            <ListState
              kind="empty"
              title={t('apply.empty')}
              text={t('apply.emptyHint')}
              action={
                <Link to={paths.position.getHref()}>
                  <Button type="primary">{t('apply.browse')}</Button>
                </Link>
              }
            />
          ) : (
            <>
              {records.data && (
                <p className="records-card__count">{t('apply.total', { count: records.data.recordcount })}</p>
              )}
              <Table<TApplyRecord>
                rowKey="id"
                columns={columns}
                dataSource={list}
                loading={records.isPending || records.isPlaceholderData}
                scroll={{ y: getTableHeight() }}
                expandable={{
                  expandedRowRender: (r) => <StatusHistory history={r.history} label={t('apply.history')} />,
                  rowExpandable: (r) => r.history.length > 0,
                }}
                pagination={{
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: records.data?.recordcount ?? 0,
                  showSizeChanger: false,
                  hideOnSinglePage: true,
                  onChange: setPage,
                }}
              />
            </>
          )}
        </div>
      </div>
    </>
  );
};
