import { useMemo, useState } from 'react';
import { Button, Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { statusTagType, type TRecommendRecord } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { getTableHeight } from '../../../lib/table-size.ts';
import { useRecommendRecords } from '../api/query-recommend-records.ts';
import { ListState } from '../components/list-state.tsx';
import { columnWidth } from '../utils/table-columns.ts';
import '../components/applications.css';

const PAGE_SIZE = 10;
const TAG_COLORS = { success: 'success', warning: 'warning', default: 'default' } as const;

export const RecommendPageDesktop = () => {
  const { t } = useTranslation('applications');
  const [page, setPage] = useState(1);
  const records = useRecommendRecords({ pageIndex: page, pageSize: PAGE_SIZE });
  const list = useMemo(() => records.data?.list ?? [], [records.data]);

  const columns: TableColumnsType<TRecommendRecord> = [
    {
      title: t('recommend.candidate'),
      dataIndex: 'candidateName',
      key: 'candidate',
      width: columnWidth(
        t('recommend.candidate'),
        list.map((r) => r.candidateName),
      ),
    },
    {
      title: t('recommend.job'),
      key: 'job',
      render: (_, r) => (
        <Link className="records-job" to={paths.detail.getHref(r.positionId)}>
          {r.positionName}
        </Link>
      ),
    },
    {
      title: t('recommend.date'),
      dataIndex: 'applyDate',
      key: 'date',
      width: columnWidth(
        t('recommend.date'),
        list.map((r) => r.applyDate),
      ),
    },
    {
      title: t('recommend.status'),
      key: 'status',
      width: columnWidth(
        t('recommend.status'),
        list.map((r) => r.statusName),
      ),
      render: (_, r) => <Tag color={TAG_COLORS[statusTagType(r.status)]}>{r.statusName}</Tag>,
    },
  ];

  return (
    <>
      <section className="records-hero">
        <div className="site-container">
          <h1 className="records-hero__title">{t('recommend.title')}</h1>
          <p className="records-hero__subtitle">{t('recommend.subtitle')}</p>
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
              title={t('recommend.empty')}
              text={t('recommend.emptyHint')}
              action={
                <Link to={paths.position.getHref()}>
                  <Button type="primary">{t('recommend.browse')}</Button>
                </Link>
              }
            />
          ) : (
            <>
              {records.data && (
                <p className="records-card__count">
                  {t('recommend.total', { count: records.data.recordcount })}
                </p>
              )}
              <Table<TRecommendRecord>
                rowKey="id"
                columns={columns}
                dataSource={list}
                loading={records.isPending || records.isPlaceholderData}
                scroll={{ y: getTableHeight() }}
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
