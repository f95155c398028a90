import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  getJobHighlightsRoute,
  getPositionDetailRoute,
  queryPagingPositionsRoute,
  type TPositionQueryInput,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';
import { districtTreeQueryOptions } from '../../../lib/reference-data.ts';
import { withChildrens } from '../utils/district-tree.ts';

type TFilterBody = Omit<TPositionQueryInput, 'pageIndex' | 'pageSize'>;

// The pages show a refusal themselves ("This requisition is offline"), so these calls raise no toast.

/** The district tree of the reference data, with `childrens` beside each `children`. */
export const useDistrictTree = () =>
  useQuery({ ...districtTreeQueryOptions(useLanguage()), select: withChildrens });

export const jobHighlightsQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['jobs', 'highlights', language],
    queryFn: ({ signal }) => api.callData(getJobHighlightsRoute, {}, { msg: 'none', signal }),
  });

export const useJobHighlights = () => useQuery(jobHighlightsQueryOptions(useLanguage()));

export const positionDetailQueryOptions = (id: number, language: TLanguage) =>
  queryOptions({
    queryKey: ['jobs', 'position', language, id],
    queryFn: ({ signal }) => api.callData(getPositionDetailRoute, { query: { id } }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    // A refusal (offline, unknown job) is shown as read, not read again as the page mounts: a page rendered
    // on the server with the refusal then hydrates showing the same message rather than a skeleton.
    retryOnMount: false,
  });

export const usePositionDetail = (id: number) => useQuery(positionDetailQueryOptions(id, useLanguage()));

const queryPositions = (body: TPositionQueryInput, signal?: AbortSignal) =>
  api.callData(queryPagingPositionsRoute, { body }, { msg: 'none', signal });

export const positionsQueryOptions = (body: TPositionQueryInput, language: TLanguage) =>
  queryOptions({
    queryKey: ['jobs', 'positions', language, body],
    queryFn: ({ signal }) => queryPositions(body, signal),
    placeholderData: keepPreviousData,
  });

/** One page at a time (desktop pagination). */
export const usePositions = (body: TPositionQueryInput) =>
  useQuery(positionsQueryOptions(body, useLanguage()));

/** Page after page from `firstPage` (a page link opened on a phone starts the list there). */
export const positionsInfiniteQueryOptions = (
  filters: TFilterBody,
  pageSize: number,
  language: TLanguage,
  firstPage = 1,
) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'positions-infinite', language, filters, pageSize, firstPage],
    queryFn: ({ pageParam, signal }) =>
      queryPositions({ ...filters, pageIndex: pageParam, pageSize }, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last, pages) =>
      (firstPage - 1 + pages.length) * pageSize < last.recordcount ? firstPage + pages.length : undefined,
  });

/** Page after page for infinite scroll (mobile). */
export const useInfinitePositions = (filters: TFilterBody, pageSize: number, firstPage = 1) =>
  useInfiniteQuery(positionsInfiniteQueryOptions(filters, pageSize, useLanguage(), firstPage));
