import { Suspense, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Input, Pagination, type PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { POSITION_KEYWORD_MAX } from '@tmp/contracts';
import { usePositions } from '../api/query-positions.ts';
import { JobsHero } from '../components/jobs-hero.tsx';
import { ListMessage } from '../components/list-message.tsx';
import { PositionCard } from '../components/position-card.tsx';
import { PositionCardSkeleton } from '../components/position-card-skeleton.tsx';
import { PositionFiltersDesktop } from '../components/position-filters-desktop.tsx';
import { useFavorites } from '../hooks/use-favorites.ts';
import { usePositionFilters } from '../hooks/use-position-filters.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import {
  countActiveFilters,
  positionPageHref,
  POSITION_PAGE_SIZE,
  toQueryBody,
  type TPositionFilters,
} from '../utils/position-filters.ts';
import '../components/jobs.css';

type TFiltersApi = ReturnType<typeof usePositionFilters>;

// The dialog is not part of the list's first paint: its code loads when it is first wanted.
const alertDialog = preloadable(() =>
  import('../components/lazy-alert-dialog.ts').then((m) => m.alertDialog.desktop()),
);

/** "Get job alerts" for the current search, and its dialog once asked for. */
const AlertControl = ({ filters }: { filters: TPositionFilters }) => {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { page: _page, ...search } = filters;
  const Dialog = alertDialog.Component;
  return (
    <>
      <Button
        onPointerEnter={() => void alertDialog.preload().catch(() => undefined)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t('alerts.open')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <Dialog open={open} onClose={() => setOpen(false)} search={search} />
        </Suspense>
      )}
    </>
  );
};
type TItemRender = NonNullable<PaginationProps['itemRender']>;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Page numbers and arrows are real links (a crawler or a browser without JavaScript follows them); a plain
 * click stays in the app, where the pagination's own change handler moves to the page.
 */
const pageLinks =
  (filters: TPositionFilters, lastPage: number): TItemRender =>
  (page, type, original) => {
    if (type !== 'page' && type !== 'prev' && type !== 'next') return original;
    const isOutside = page < 1 || page > lastPage || (type !== 'page' && page === filters.page);
    if (isOutside) return original;
    const content =
      type === 'page' ? page : (original as ReactElement<{ children?: ReactNode }>).props.children;
    return (
      <a
        href={positionPageHref(filters, page)}
        className={type === 'page' ? undefined : 'ant-pagination-item-link'}
        onClick={(event) => isPlainClick(event.nativeEvent) && event.preventDefault()}
      >
        {content}
      </a>
    );
  };

const Results = ({ filters, setPage, clearAll }: TFiltersApi) => {
  const { t } = useTranslation('jobs');
  const positions = usePositions(toQueryBody(filters, POSITION_PAGE_SIZE));
  const favorites = useFavorites(positions.data?.list.map((job) => job.id) ?? []);
  if (positions.isPending) return <PositionCardSkeleton />;
  if (positions.isError) {
    return (
      <ListMessage
        kind="error"
        title={positions.error.message}
        action={<Button onClick={() => void positions.refetch()}>{t('common:errors.retry')}</Button>}
      />
    );
  }
  const total = positions.data.recordcount;
  if (total === 0) {
    const isFiltered = !!filters.keyword || countActiveFilters(filters) > 0;
    return (
      <ListMessage
        kind="empty"
        title={t('results.empty')}
        text={t('results.emptyHint')}
        action={
          <div className="list-message__actions">
            {isFiltered && <Button onClick={clearAll}>{t('results.showAll')}</Button>}
            <AlertControl filters={filters} />
          </div>
        }
      />
    );
  }
  return (
    <>
      <div className="jobs-results__bar">
        <p className="jobs-results__count" aria-live="polite">
          {t('results.count', { count: total })}
        </p>
        <AlertControl filters={filters} />
      </div>
      <div className={`jobs-results__list${positions.isPlaceholderData ? ' is-stale' : ''}`}>
        {positions.data.list.map((job) => (
          <PositionCard key={job.id} job={job} favorites={favorites} />
        ))}
      </div>
      {total > POSITION_PAGE_SIZE && (
        <Pagination
          className="jobs-results__pagination"
          align="center"
          current={filters.page}
          pageSize={POSITION_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          itemRender={pageLinks(filters, Math.ceil(total / POSITION_PAGE_SIZE))}
          onChange={setPage}
        />
      )}
    </>
  );
};

export const PositionPageDesktop = () => {
  const { t } = useTranslation('jobs');
  const filtersApi = usePositionFilters();
  const { filters, setFilters, clearFilters } = filtersApi;
  return (
    <>
      <JobsHero>
        <Input.Search
          key={filters.keyword ?? ''}
          size="large"
          allowClear
          enterButton={t('search.button')}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          defaultValue={filters.keyword}
          maxLength={POSITION_KEYWORD_MAX}
          onSearch={(keyword) => setFilters({ keyword: keyword.trim() || undefined })}
        />
      </JobsHero>
      <div className="site-container jobs-body">
        <PositionFiltersDesktop filters={filters} onChange={setFilters} onClear={clearFilters} />
        <div className="jobs-results">
          <Results {...filtersApi} />
        </div>
      </div>
    </>
  );
};
