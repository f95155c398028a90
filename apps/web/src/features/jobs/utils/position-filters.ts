import { POSITION_KEYWORD_MAX, type TPositionQueryInput } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';

/** The job list's filters; they live in the URL so a filtered list can be shared and survives reload. */
export interface TPositionFilters {
  keyword?: string;
  category?: number;
  nature?: number;
  country?: number;
  /** A state or a city of the district tree. */
  district?: number;
  page: number;
}

/** A change of what is searched (the list then starts again at page 1). */
export type TFilterChange = Partial<Omit<TPositionFilters, 'page'>>;

/** The props of a device's filter bar: the filters, and what changes or clears them. */
export interface TPositionFiltersProps {
  filters: TPositionFilters;
  onChange: (change: TFilterChange) => void;
  onClear?: () => void;
}

/** Jobs per page (desktop) and per batch of the infinite list (mobile). */
export const POSITION_PAGE_SIZE = 10;

/**
 * How many of the newest jobs the home page shows. Here rather than with the home page's hook: the route
 * loaders' prefetch reads it, and it should not bring the hook into every first visit.
 */
export const HOME_NEWEST_JOBS = 6;

/** The URL parameter of the search keyword (also the name of the home page's search field). */
export const KEYWORD_PARAM = 'keyword';

export const FILTER_KEYS = ['category', 'nature', 'country', 'district'] as const;

const positiveInt = (raw: string | null): number | undefined => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
};

export const parseFilters = (params: URLSearchParams): TPositionFilters => {
  const keyword = params.get(KEYWORD_PARAM)?.trim();
  const filters: TPositionFilters = { page: positiveInt(params.get('page')) ?? 1 };
  if (keyword) filters.keyword = keyword;
  for (const key of FILTER_KEYS) {
    const value = positiveInt(params.get(key));
    if (value) filters[key] = value;
  }
  return filters;
};

export const toSearchParams = (filters: TPositionFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.keyword) params.set(KEYWORD_PARAM, filters.keyword);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, String(value));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** Any change of what is searched starts again at page 1. */
export const updateFilters = (current: TPositionFilters, change: TFilterChange) => {
  const next: TPositionFilters = { ...current, ...change, page: 1 };
  // A place belongs to one country: choosing another country forgets the state or city.
  if ('country' in change && change.country !== current.country && !('district' in change))
    delete next.district;
  for (const key of Object.keys(next) as (keyof TPositionFilters)[]) {
    if (next[key] === undefined || next[key] === '') delete next[key];
  }
  return next;
};

export const countActiveFilters = (filters: TPositionFilters): number =>
  FILTER_KEYS.filter((key) => filters[key] !== undefined).length;

export const toQueryBody = (filters: TPositionFilters, pageSize: number): TPositionQueryInput => {
  const { page, ...rest } = filters;
  return { ...rest, pageIndex: page, pageSize };
};

/** The address of one page of the list with these filters: a real link, followed without JavaScript too. */
export const positionPageHref = (filters: TFilterChange, page = 1): string => {
  const search = toSearchParams({ ...filters, page }).toString();
  return search ? `/position?${search}` : '/position';
};

/**
 * The keyword search of a list with these filters as a real form (it works before the app runs, and
 * without JavaScript): to the job list, the keyword under `name`, and what else the list's address keeps
 * (its other filters) sent along, so a new keyword keeps them, from page 1.
 */
export const keywordSearchForm = (filters: TFilterChange = {}) => ({
  action: paths.position.path,
  name: KEYWORD_PARAM,
  maxLength: POSITION_KEYWORD_MAX,
  keep: [...toSearchParams({ ...filters, keyword: undefined, page: 1 })].filter(([key]) => key !== 'page'),
});

export type TSearchForm = ReturnType<typeof keywordSearchForm>;
