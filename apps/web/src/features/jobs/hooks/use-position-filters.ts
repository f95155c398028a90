import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  countActiveFilters,
  keywordSearchForm,
  parseFilters,
  toSearchParams,
  updateFilters,
  type TFilterChange,
} from '../utils/position-filters.ts';

/** Reads and writes the job list's filters in the URL query. */
export const usePositionFilters = () => {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const setFilters = (change: TFilterChange) => setParams(toSearchParams(updateFilters(filters, change)));
  const { page: _page, ...search } = filters;
  return {
    filters,
    /** The filters without the page: what a job alert for this list would search. */
    search,
    /** The keyword search as a real form: a new keyword keeps the other filters. */
    searchForm: keywordSearchForm(filters),
    /** A keyword or any filter narrows the list (then "show all jobs" is offered). */
    isFiltered: !!filters.keyword || countActiveFilters(filters) > 0,
    /** The search box's keyword, trimmed; an empty one searches everything. */
    searchKeyword: (keyword: string) => setFilters({ keyword: keyword.trim() || undefined }),
    setFilters,
    setPage: (page: number) => setParams(toSearchParams({ ...filters, page })),
    clearFilters: () => setParams(toSearchParams({ page: 1, keyword: filters.keyword })),
    clearAll: () => setParams(toSearchParams({ page: 1 })),
  };
};
