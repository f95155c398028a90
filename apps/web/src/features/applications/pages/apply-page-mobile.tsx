import { useState } from 'react';
import { Button, InfiniteScroll, Skeleton, Tag } from 'antd-mobile';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { statusTagType, type TApplyRecord } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { useInfiniteApplyRecords } from '../api/query-apply-records.ts';
import { ListState } from '../components/list-state.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { offerLinkOf } from '../utils/offer-link.ts';
import '../components/applications.css';

const PAGE_SIZE = 10;
const TAG_COLORS = { success: 'success', warning: 'warning', default: 'default' } as const;

const ApplyCard = ({ record }: { record: TApplyRecord }) => {
  const { t } = useTranslation('applications');
  const [open, setOpen] = useState(false);
  const offerLink = offerLinkOf(record);
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
        <EnvironmentOutlined aria-hidden="true" />{' '}
        {[record.cityName, record.countryName].filter(Boolean).join(', ')}
        {' · '}
        {t('apply.date')} {record.applyDate}
      </p>
      {open && <StatusHistory history={record.history} label={t('apply.history')} />}
      <div className="record-card__actions">
        <button
          type="button"
          className="record-card__toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? t('apply.hideHistory') : t('apply.showHistory')}
        </button>
        {offerLink && <Link to={offerLink}>{t('apply.viewOffer')}</Link>}
      </div>
    </article>
  );
};

export const ApplyPageMobile = () => {
  const { t } = useTranslation('applications');
  const navigate = useNavigate();
  const records = useInfiniteApplyRecords(PAGE_SIZE);
  const list = records.data?.pages.flatMap((p) => p.list) ?? [];
  const total = records.data?.pages[0]?.recordcount ?? 0;
  return (
    <div className="records-m">
      <section className="records-m__head">
        <h1 className="records-m__title">{t('apply.title')}</h1>
        <p className="records-m__subtitle">
          {records.data ? t('apply.total', { count: total }) : t('apply.subtitle')}
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
          title={t('apply.empty')}
          text={t('apply.emptyHint')}
          action={
            <Button color="primary" onClick={() => navigate(paths.position.getHref())}>
              {t('apply.browse')}
            </Button>
          }
        />
      ) : (
        <div className="records-m__list">
          {list.map((record) => (
            <ApplyCard key={record.id} record={record} />
          ))}
          <InfiniteScroll
            hasMore={!!records.hasNextPage}
            loadMore={async () => {
              await records.fetchNextPage({ throwOnError: true });
            }}
          >
            {(hasMore) =>
              hasMore ? <Skeleton.Paragraph lineCount={2} animated /> : <span>{t('apply.noMore')}</span>
            }
          </InfiniteScroll>
        </div>
      )}
    </div>
  );
};
