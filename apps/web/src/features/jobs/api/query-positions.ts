import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { queryPagingPositionsRoute, type TPositionQueryInput } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

type TFilterBody = Omit<TPositionQueryInput, 'pageIndex' | 'pageSize'>;

export const queryPositions = (body: TPositionQueryInput, signal?: AbortSignal) =>
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
