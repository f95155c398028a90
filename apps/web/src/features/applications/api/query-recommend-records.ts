import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { queryPagingRecommendRecordsRoute, type TPageQuery } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const queryRecommendRecords = (body: TPageQuery, signal?: AbortSignal) =>
  api.callData(queryPagingRecommendRecordsRoute, { body }, { msg: 'none', signal });

export const recommendRecordsQueryOptions = (body: TPageQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['applications', 'recommend', language, body],
    queryFn: ({ signal }) => queryRecommendRecords(body, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the people I recommended (desktop table). */
export const useRecommendRecords = (body: TPageQuery) =>
  useQuery(recommendRecordsQueryOptions(body, useLanguage()));

export const recommendRecordsInfiniteQueryOptions = (pageSize: number, language: TLanguage) =>
  infiniteQueryOptions({
    queryKey: ['applications', 'recommend-infinite', language, pageSize],
    queryFn: ({ pageParam, signal }) => queryRecommendRecords({ pageIndex: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.recordcount ? pages.length + 1 : undefined,
  });

/** Page after page (mobile infinite scroll). */
export const useInfiniteRecommendRecords = (pageSize: number) =>
  useInfiniteQuery(recommendRecordsInfiniteQueryOptions(pageSize, useLanguage()));
