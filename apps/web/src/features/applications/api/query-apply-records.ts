import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { queryPagingApplyRecordsRoute, type TPageQuery } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const queryApplyRecords = (body: TPageQuery, signal?: AbortSignal) =>
  api.callData(queryPagingApplyRecordsRoute, { body }, { msg: 'none', signal });

export const applyRecordsQueryOptions = (body: TPageQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['applications', 'apply', language, body],
    queryFn: ({ signal }) => queryApplyRecords(body, signal),
    placeholderData: keepPreviousData,
  });

/** One page of my applications (desktop table). */
export const useApplyRecords = (body: TPageQuery) => useQuery(applyRecordsQueryOptions(body, useLanguage()));

export const applyRecordsInfiniteQueryOptions = (pageSize: number, language: TLanguage) =>
  infiniteQueryOptions({
    queryKey: ['applications', 'apply-infinite', language, pageSize],
    queryFn: ({ pageParam, signal }) => queryApplyRecords({ pageIndex: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.recordcount ? pages.length + 1 : undefined,
  });

/** Page after page (mobile infinite scroll). */
export const useInfiniteApplyRecords = (pageSize: number) =>
  useInfiniteQuery(applyRecordsInfiniteQueryOptions(pageSize, useLanguage()));
