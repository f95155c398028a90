import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  countActiveFilters,
  keywordSearchForm,
  parseFilters,
  toSearchParams,
  updateFilters,
  type TPositionFilters,
} from '../utils/position-filters.ts';

/** Reads and writes the job list's filters in the URL query. */
export const usePositionFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);

  const setFilters = useCallback(
    (change: Partial<Omit<TPositionFilters, 'page'>>) =>
      setParams(toSearchParams(updateFilters(filters, change))),
    [filters, setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams(toSearchParams({ ...filters, page })),
    [filters, setParams],
  );
  const clearFilters = useCallback(
    () => setParams(toSearchParams({ page: 1, keyword: filters.keyword })),
    [filters.keyword, setParams],
  );

  const clearAll = useCallback(() => setParams(toSearchParams({ page: 1 })), [setParams]);

  const { page: _page, ...search } = filters;
  return {
    filters,
    /** The filters without the page: what a job alert for this list would search. */
    search,
    /** The keyword search as a real form: a new keyword keeps the other filters. */
    searchForm: useMemo(() => keywordSearchForm(filters), [filters]),
    /** A keyword or any filter narrows the list (then "show all jobs" is offered). */
    isFiltered: !!filters.keyword || countActiveFilters(filters) > 0,
    /** The search box's keyword, trimmed; an empty one searches everything. */
    searchKeyword: (keyword: string) => setFilters({ keyword: keyword.trim() || undefined }),
    setFilters,
    setPage,
    clearFilters,
    clearAll,
  };
};
