import { Button, InfiniteScroll, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useInfinitePositions } from '../api/query-positions.ts';
import { JobsHero } from '../components/jobs-hero.tsx';
import { ListMessage } from '../components/list-message.tsx';
import { PositionCard } from '../components/position-card.tsx';
import { PositionCardSkeleton } from '../components/position-card-skeleton.tsx';
import { PositionFiltersMobile } from '../components/position-filters-mobile.tsx';
import { usePositionFilters } from '../hooks/use-position-filters.ts';
import { countActiveFilters, POSITION_PAGE_SIZE } from '../utils/position-filters.ts';
import '../components/jobs.css';

export const PositionPageMobile = () => {
  const { t } = useTranslation('jobs');
  const { filters, setFilters, clearAll } = usePositionFilters();
  const { page: _page, ...criteria } = filters;
  const positions = useInfinitePositions(criteria, POSITION_PAGE_SIZE);
  const jobs = positions.data?.pages.flatMap((p) => p.list) ?? [];
  const total = positions.data?.pages[0]?.recordcount ?? 0;
  const isFiltered = !!filters.keyword || countActiveFilters(filters) > 0;

  return (
    <>
      <JobsHero compact>
        <SearchBar
          key={filters.keyword ?? ''}
          placeholder={t('search.placeholder')}
          defaultValue={filters.keyword}
          maxLength={100}
          onSearch={(keyword) => setFilters({ keyword: keyword.trim() || undefined })}
          onClear={() => setFilters({ keyword: undefined })}
        />
      </JobsHero>
      <PositionFiltersMobile filters={filters} onChange={setFilters} />
      <div className="jobs-results jobs-results--mobile">
        {positions.isPending ? (
          <PositionCardSkeleton count={3} />
        ) : positions.isError && jobs.length === 0 ? (
          <ListMessage
            kind="error"
            title={positions.error.message}
            action={<Button onClick={() => void positions.refetch()}>{t('common:errors.retry')}</Button>}
          />
        ) : total === 0 ? (
          <ListMessage
            kind="empty"
            title={t('results.empty')}
            text={t('results.emptyHint')}
            action={
              isFiltered && (
                <Button color="primary" fill="outline" onClick={clearAll}>
                  {t('results.showAll')}
                </Button>
              )
            }
          />
        ) : (
          <>
            <p className="jobs-results__count" aria-live="polite">
              {t('results.count', { count: total })}
            </p>
            {jobs.map((job) => (
              <PositionCard key={job.id} job={job} />
            ))}
            <InfiniteScroll
              hasMore={!!positions.hasNextPage}
              loadMore={async () => {
                await positions.fetchNextPage({ throwOnError: true });
              }}
            >
              {(hasMore, failed, retry) =>
                failed ? (
                  <button type="button" className="jobs-results__retry" onClick={retry}>
                    {t('common:errors.retry')}
                  </button>
                ) : (
                  <span className="jobs-results__end">
                    {hasMore ? t('results.loading') : t('results.noMore')}
                  </span>
                )
              }
            </InfiniteScroll>
          </>
        )}
      </div>
    </>
  );
};
