import { Button, InfiniteScroll, Skeleton, Tag } from 'antd-mobile';
import { UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { statusTagType, type TRecommendRecord } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { useInfiniteRecommendRecords } from '../api/query-recommend-records.ts';
import { ListState } from '../components/list-state.tsx';
import '../components/applications.css';

const PAGE_SIZE = 10;
const TAG_COLORS = { success: 'success', warning: 'warning', default: 'default' } as const;

const RecommendCard = ({ record }: { record: TRecommendRecord }) => {
  const { t } = useTranslation('applications');
  return (
    <article className="record-card">
      <div className="record-card__top">
        <Link to={paths.detail.getHref(record.positionId)} className="record-card__title">
          {record.positionName}
        </Link>
        <Tag className="record-card__tag" color={TAG_COLORS[statusTagType(record.status)]} fill="outline">
          {record.statusName}
        </Tag>
      </div>
      <p className="record-card__meta">
        <UserOutlined aria-hidden="true" /> {record.candidateName}
        {' · '}
        {t('recommend.date')} {record.applyDate}
      </p>
    </article>
  );
};

export const RecommendPageMobile = () => {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const records = useInfiniteRecommendRecords(PAGE_SIZE);
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  const total = records.data?.pages[0]?.recordcount ?? 0;
  return (
    <div className="records-m">
      <section className="records-m__head">
        <h1 className="records-m__title">{t('recommend.title')}</h1>
        <p className="records-m__subtitle">
          {records.data ? t('recommend.total', { count: total }) : t('recommend.subtitle')}
        </p>
      </section>
      {records.isPending ? (
        <div className="records-m__list">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      ) : records.isError ? (
        <ListState
          kind="error"
          title={t('loadFailed')}
          text={records.error.message}
          action={<Button onClick={() => void records.refetch()}>{t('retry')}</Button>}
        />
      ) : total === 0 ? (
        <ListState
          kind="empty"
          title={t('recommend.empty')}
          text={t('recommend.emptyHint')}
          action={
            <Button color="primary" onClick={() => navigate(paths.position.getHref())}>
              {t('recommend.browse')}
            </Button>
          }
        />
      ) : (
        <div className="records-m__list">
          {list.map((record) => (
            <RecommendCard key={record.id} record={record} />
          ))}
          <InfiniteScroll
            hasMore={!!records.hasNextPage}
            loadMore={async () => {
              await records.fetchNextPage({ throwOnError: true });
            }}
          >
            {(hasMore) =>
              hasMore ? <Skeleton.Paragraph lineCount={2} animated /> : <span>{t('recommend.noMore')}</span>
            }
          </InfiniteScroll>
        </div>
      )}
    </div>
  );
};
