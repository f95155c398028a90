import { Button } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { usePositions } from '../api/job-queries.ts';
import { JobsHero } from '../components/jobs-hero.tsx';
import { ListNotice } from '../../../components/ui/list-notice.tsx';
import { AlertControl, NoResults, ResultsBar } from '../components/position-results.tsx';
import { PositionCard, PositionCardSkeleton } from '../components/position-card.tsx';
import { KeptFields } from '../components/kept-fields.tsx';
import { PageLinks } from '../components/page-links.tsx';
import { SearchField } from '../components/search-field.tsx';
import { PositionFiltersDesktop } from '../components/position-filters-desktop.tsx';
import type { TAlertSearch } from '../hooks/use-alert-criteria.ts';
import { useFavorites } from '../../favorites/hooks/use-favorites.ts';
import { usePositionFilters } from '../hooks/use-position-filters.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import { positionPageHref, POSITION_PAGE_SIZE, toQueryBody } from '../utils/position-filters.ts';
import '../components/jobs.css';

type TFiltersApi = ReturnType<typeof usePositionFilters>;

// The dialog is not part of the list's first paint: its code loads when it is first wanted.
const alertDialog = preloadable(() =>
  import('../components/lazy-alert-dialog.ts').then((m) => m.loadAlertDialog('desktop')),
);

const AlertButton = ({ search }: { search: TAlertSearch }) => {
  const { t } = useTranslation('jobs');
  return (
    <AlertControl
      search={search}
      dialog={alertDialog}
      button={(open, preload) => (
        <Button onPointerEnter={preload} onClick={open}>
          {t('alerts.open')}
        </Button>
      )}
    />
  );
};

const Results = ({ filters, search, isFiltered, setPage, clearAll }: TFiltersApi) => {
  const { t } = useTranslation('jobs');
  const positions = usePositions(toQueryBody(filters, POSITION_PAGE_SIZE));
  const favorites = useFavorites(positions.data?.list.map((job) => job.id) ?? []);
  if (positions.isPending) return <PositionCardSkeleton />;
  if (positions.isError) {
    return (
      <ListNotice
        block="list-message"
        kind="error"
        title={positions.error.message}
        action={<Button onClick={() => void positions.refetch()}>{t('common:errors.retry')}</Button>}
      />
    );
  }
  const total = positions.data.recordcount;
  if (total === 0) {
    return (
      <NoResults>
        {isFiltered && <Button onClick={clearAll}>{t('results.showAll')}</Button>}
        <AlertButton search={search} />
      </NoResults>
    );
  }
  return (
    <>
      <ResultsBar total={total}>
        <AlertButton search={search} />
      </ResultsBar>
      <div className={`jobs-results__list${positions.isPlaceholderData ? ' is-stale' : ''}`}>
        {positions.data.list.map((job) => (
          <PositionCard key={job.id} job={job} favorites={favorites} />
        ))}
      </div>
      {total > POSITION_PAGE_SIZE && (
        <PageLinks
          className="jobs-results__pagination"
          page={filters.page}
          lastPage={Math.ceil(total / POSITION_PAGE_SIZE)}
          href={(page) => positionPageHref(filters, page)}
          onPage={setPage}
        />
      )}
    </>
  );
};

export const PositionPageDesktop = () => {
  const { t } = useTranslation('jobs');
  const filtersApi = usePositionFilters();
  const { filters, searchForm, setFilters, clearFilters, searchKeyword } = filtersApi;
  return (
    <>
      <JobsHero>
        {/* A real form: Enter searches before the app has taken the page over, and without JavaScript. */}
        <form
          role="search"
          action={searchForm.action}
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            searchKeyword(String(new FormData(event.currentTarget).get(searchForm.name) ?? ''));
          }}
        >
          <KeptFields keep={searchForm.keep} />
          <span className="search-field-group">
            <SearchField
              key={filters.keyword ?? ''}
              attached
              name={searchForm.name}
              placeholder={t('search.placeholder')}
              aria-label={t('search.placeholder')}
              defaultValue={filters.keyword}
              maxLength={searchForm.maxLength}
              onCleared={() => searchKeyword('')}
            />
            <Button type="primary" size="large" htmlType="submit">
              {t('search.button')}
            </Button>
          </span>
        </form>
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
