import { Button, InfiniteScroll } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TPositionListItem } from '@tmp/contracts';
import { useInfinitePositions } from '../api/job-queries.ts';
import { JobsHero } from '../components/jobs-hero.tsx';
import { ListNotice } from '../../../components/ui/list-notice.tsx';
import { AlertControl, NoResults, ResultsBar } from '../components/position-results.tsx';
import { PositionCard, PositionCardSkeleton } from '../components/position-card.tsx';
import { PositionFiltersMobile } from '../components/position-filters-mobile.tsx';
import { SearchFormMobile } from '../components/search-form-mobile.tsx';
import type { TAlertSearch } from '../hooks/use-alert-criteria.ts';
import { useFavorites } from '../../favorites/hooks/use-favorites.ts';
import { usePositionFilters } from '../hooks/use-position-filters.ts';
import { positionPageHref, POSITION_PAGE_SIZE, type TPositionFilters } from '../utils/position-filters.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/jobs.css';

// The sheet is not part of the list's first paint: its code loads when it is first wanted.
const alertSheet = preloadable(() =>
  import('../components/lazy-alert-dialog.ts').then((m) => m.loadAlertDialog('mobile')),
);

/** One batch of the growing list, with one request for which of its jobs are saved. */
const PositionBatch = ({ jobs }: { jobs: TPositionListItem[] }) => {
  const favorites = useFavorites(jobs.map((job) => job.id));
  return jobs.map((job) => <PositionCard key={job.id} job={job} favorites={favorites} />);
};

const AlertButton = ({ search }: { search: TAlertSearch }) => {
  const { t } = useTranslation('jobs');
  return (
    <AlertControl
      search={search}
      dialog={alertSheet}
      button={(open) => (
        <Button size="small" color="primary" fill="outline" className="jobs-alert-button" onClick={open}>
          {t('alerts.open')}
        </Button>
      )}
    />
  );
};

type TGrowingListProps = {
  positions: ReturnType<typeof useInfinitePositions>;
  filters: TPositionFilters;
  total: number;
  search: TAlertSearch;
};

/** The jobs found, a batch more as the visitor scrolls; a page opened by address links to the one before. */
const GrowingList = ({ positions, filters, total, search }: TGrowingListProps) => {
  const { t } = useTranslation('jobs');
  const { page } = filters;
  return (
    <>
      <ResultsBar total={total}>
        <AlertButton search={search} />
      </ResultsBar>
      {page > 1 && (
        <Link className="jobs-results__page-link" to={positionPageHref(filters, page - 1)}>
          {t('results.previousPage')}
        </Link>
      )}
      {positions.data?.pages.map((batch, index) => (
        <PositionBatch key={index} jobs={batch.list} />
      ))}
      {/* Without JavaScript the list cannot grow: the next page is a link instead. */}
      {positions.hasNextPage && (
        <noscript>
          <a className="jobs-results__page-link" href={positionPageHref(filters, page + 1)}>
            {t('results.nextPage')}
          </a>
        </noscript>
      )}
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
            <span className="jobs-results__end">{hasMore ? t('results.loading') : t('results.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
};

export const PositionPageMobile = () => {
  const { t } = useTranslation('jobs');
  const { filters, search, searchForm, isFiltered, searchKeyword, setFilters, clearAll } =
    usePositionFilters();
  const { page, ...criteria } = filters;
  const positions = useInfinitePositions(criteria, POSITION_PAGE_SIZE, page);
  const jobs = positions.data?.pages.flatMap((p) => p.list) ?? [];
  const total = positions.data?.pages[0]?.recordcount ?? 0;

  return (
    <>
      <JobsHero compact>
        <SearchFormMobile
          key={filters.keyword ?? ''}
          {...searchForm}
          placeholder={t('search.placeholder')}
          defaultValue={filters.keyword ?? ''}
          onSearch={searchKeyword}
          onClear={() => setFilters({ keyword: undefined })}
        />
      </JobsHero>
      <PositionFiltersMobile filters={filters} onChange={setFilters} />
      <div className="jobs-results jobs-results--mobile">
        {positions.isPending ? (
          <PositionCardSkeleton count={3} />
        ) : positions.isError && jobs.length === 0 ? (
          <ListNotice
            block="list-message"
            kind="error"
            title={positions.error.message}
            action={<Button onClick={() => void positions.refetch()}>{t('common:errors.retry')}</Button>}
          />
        ) : total === 0 ? (
          <NoResults>
            {isFiltered && (
              <Button color="primary" fill="outline" onClick={clearAll}>
                {t('results.showAll')}
              </Button>
            )}
            <AlertButton search={search} />
          </NoResults>
        ) : (
          <GrowingList positions={positions} filters={filters} total={total} search={search} />
        )}
      </div>
    </>
  );
};
