import { useState } from 'react';
import { useInfiniteQuery, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { statusTagType, type TApplyRecord, type TRecommendRecord } from '@tmp/contracts';
import { paths } from '../../../config/paths.ts';
import { formatPlace } from '../../../lib/format-place.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';
import {
  recordsInfiniteQueryOptions,
  recordsQueryOptions,
  type TRecordKind,
  type TRecordOf,
} from '../api/query-records.ts';
import { offerLinkOf } from '../utils/offer-link.ts';

const PAGE_SIZE = 10;

/** The colour of a status tag; both kits' tags take these names. */
export type TTone = ReturnType<typeof statusTagType>;

/** What every record's row shows: the job, the date and the status. */
export interface TRowBase {
  id: number;
  jobName: string;
  jobHref: string;
  date: string;
  statusName: string;
  tone: TTone;
}
export interface TApplyRow extends TRowBase {
  location: string;
  /** The application's offer, whatever its state: answered offers stay readable. */
  offerHref?: string;
  history: TApplyRecord['history'];
  status: number;
  /** yyyy-mm-dd: the day HR means to answer by, null when nothing is awaited from HR. */
  answerBy: string | null;
  answerByReason: string | null;
}
export interface TRecommendRow extends TRowBase {
  candidateName: string;
}
export interface TRowOf {
  apply: TApplyRow;
  recommend: TRecommendRow;
}

const base = (r: TApplyRecord | TRecommendRecord): TRowBase => ({
  id: r.id,
  jobName: r.positionName,
  jobHref: paths.detail.getHref(r.positionId),
  date: r.applyDate,
  statusName: r.statusName,
  tone: statusTagType(r.status),
});

const ROWS: { [K in TRecordKind]: (record: TRecordOf[K], language: TLanguage) => TRowOf[K] } = {
  apply: (r, language) => ({
    ...base(r),
    location: formatPlace(r, language),
    offerHref: offerLinkOf(r),
    history: r.history,
    status: r.status,
    answerBy: r.answerBy ?? null,
    answerByReason: r.answerByReason ?? null,
  }),
  recommend: (r) => ({ ...base(r), candidateName: r.candidateName }),
};

export type TListState = 'loading' | 'error' | 'empty' | 'ready';

/** What both layouts of /apply and /recommend show: texts, the list's state and its rows. */
export interface TRecordsView<K extends TRecordKind> {
  /** A text of this list, e.g. label('job') is its job column's title. */
  label: (key: string) => string;
  title: string;
  subtitle: string;
  /** "5 applications", once the count is known. */
  count?: string;
  empty: { title: string; text: string; action: string; href: string };
  state: TListState;
  error: { title: string; text?: string; action: string; retry: () => void };
  rows: TRowOf[K][];
  noMore: string;
}

const useRecordsView = <K extends TRecordKind>(
  kind: K,
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>,
  total: number | undefined,
  records: TRecordOf[K][],
): TRecordsView<K> => {
  const { t } = useTranslation('applications');
  const language = useLanguage();
  const own = (key: string, options: { count?: number } = {}): string =>
    t(`${kind}.${key}` as string, options);
  const state: TListState = query.isPending
    ? 'loading'
    : query.isError
      ? 'error'
      : total === 0
        ? 'empty'
        : 'ready';
  return {
    label: (key) => own(key),
    title: own('title'),
    subtitle: own('subtitle'),
    count: total === undefined ? undefined : own('total', { count: total }),
    empty: {
      title: own('empty'),
      text: own('emptyHint'),
      action: own('browse'),
      href: paths.position.getHref(),
    },
    state,
    error: {
      title: t('loadFailed'),
      text: query.error?.message,
      action: t('retry'),
      retry: () => void query.refetch(),
    },
    rows: records.map((record) => ROWS[kind](record, language)),
    noMore: own('noMore'),
  };
};

/** A list one page at a time, with its pager's state. */
export type TRecordPagesView<K extends TRecordKind> = TRecordsView<K> & {
  busy: boolean;
  pager: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
};

/** A list one page at a time, with a pager (desktop table). */
export const useRecordPages = <K extends TRecordKind>(kind: K): TRecordPagesView<K> => {
  const [page, setPage] = useState(1);
  const query = useQuery(recordsQueryOptions(kind, { pageIndex: page, pageSize: PAGE_SIZE }, useLanguage()));
  const total = query.data?.recordcount;
  return {
    ...useRecordsView(kind, query, total, query.data?.list ?? []),
    busy: query.isPending || query.isPlaceholderData,
    pager: { current: page, pageSize: PAGE_SIZE, total: total ?? 0, onChange: setPage },
  };
};

/** A list that grows as the reader scrolls (phone). */
export const useRecordScroll = <K extends TRecordKind>(kind: K) => {
  const query = useInfiniteQuery(recordsInfiniteQueryOptions(kind, PAGE_SIZE, useLanguage()));
  const records = query.data?.pages.flatMap((p) => p.list) ?? [];
  return {
    ...useRecordsView(kind, query, query.data?.pages[0]?.recordcount, records),
    hasMore: !!query.hasNextPage,
    loadMore: async () => {
      await query.fetchNextPage({ throwOnError: true });
    },
  };
};
