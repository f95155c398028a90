import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  queryPagingApplyRecordsRoute,
  queryPagingRecommendRecordsRoute,
  type TApplyRecord,
  type TPage,
  type TPageQuery,
  type TRecommendRecord,
} from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import type { TLanguage } from '../../../lib/i18n.ts';

/** The candidate's two lists: my applications (/apply) and the people I recommended (/recommend). */
export interface TRecordOf {
  apply: TApplyRecord;
  recommend: TRecommendRecord;
}
export type TRecordKind = keyof TRecordOf;

const FETCH = {
  apply: (body: TPageQuery, signal?: AbortSignal) =>
    api.callData(queryPagingApplyRecordsRoute, { body }, { msg: 'none', signal }),
  recommend: (body: TPageQuery, signal?: AbortSignal) =>
    api.callData(queryPagingRecommendRecordsRoute, { body }, { msg: 'none', signal }),
};

export const queryRecords = <K extends TRecordKind>(
  kind: K,
  body: TPageQuery,
  signal?: AbortSignal,
): Promise<TPage<TRecordOf[K]>> => FETCH[kind](body, signal) as Promise<TPage<TRecordOf[K]>>;

/** One page at a time (desktop table). */
export const recordsQueryOptions = <K extends TRecordKind>(kind: K, body: TPageQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['applications', kind, language, body],
    queryFn: ({ signal }) => queryRecords(kind, body, signal),
    placeholderData: keepPreviousData,
  });

/** Page after page (phone infinite scroll). */
export const recordsInfiniteQueryOptions = <K extends TRecordKind>(
  kind: K,
  pageSize: number,
  language: TLanguage,
) =>
  infiniteQueryOptions({
    queryKey: ['applications', `${kind}-infinite`, language, pageSize],
    queryFn: ({ pageParam, signal }) => queryRecords(kind, { pageIndex: pageParam, pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.recordcount ? pages.length + 1 : undefined,
  });
