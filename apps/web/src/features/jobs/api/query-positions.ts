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

export const positionsInfiniteQueryOptions = (filters: TFilterBody, pageSize: number, language: TLanguage) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'positions-infinite', language, filters, pageSize],
    queryFn: ({ pageParam, signal }) =>
      queryPositions({ ...filters, pageIndex: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.recordcount ? pages.length + 1 : undefined,
  });

/** Page after page for infinite scroll (mobile). */
export const useInfinitePositions = (filters: TFilterBody, pageSize: number) =>
  useInfiniteQuery(positionsInfiniteQueryOptions(filters, pageSize, useLanguage()));
