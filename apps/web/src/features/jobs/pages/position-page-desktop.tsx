import { Button, Input, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../api/query-positions.ts';
import { JobsHero } from '../components/jobs-hero.tsx';
import { ListMessage } from '../components/list-message.tsx';
import { PositionCard } from '../components/position-card.tsx';
import { PositionCardSkeleton } from '../components/position-card-skeleton.tsx';
import { PositionFiltersDesktop } from '../components/position-filters-desktop.tsx';
import { usePositionFilters } from '../hooks/use-position-filters.ts';
import { countActiveFilters, POSITION_PAGE_SIZE, toQueryBody } from '../utils/position-filters.ts';
import '../components/jobs.css';

type TFiltersApi = ReturnType<typeof usePositionFilters>;

const Results = ({ filters, setPage, clearAll }: TFiltersApi) => {
  const { t } = useTranslation('jobs');
  const positions = usePositions(toQueryBody(filters, POSITION_PAGE_SIZE));
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
        action={isFiltered && <Button onClick={clearAll}>{t('results.showAll')}</Button>}
      />
    );
  }
  return (
    <>
      <p className="jobs-results__count" aria-live="polite">
        {t('results.count', { count: total })}
      </p>
      <div className={`jobs-results__list${positions.isPlaceholderData ? ' is-stale' : ''}`}>
        {positions.data.list.map((job) => (
          <PositionCard key={job.id} job={job} />
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
          maxLength={100}
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
