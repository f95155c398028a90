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

const PAGE_SIZE = 10;

type TListState = 'loading' | 'error' | 'empty' | 'ready';

/** What every record's row shows: the job, the date and the status. */
const baseRow = (r: TApplyRecord | TRecommendRecord) => ({
  id: r.id,
  jobName: r.positionName,
  jobHref: paths.detail.getHref(r.positionId),
  date: r.applyDate,
  statusName: r.statusName,
  /** The colour of a status tag; both kits' tags take these names. */
  tone: statusTagType(r.status),
});

const applyRow = (r: TApplyRecord, language: TLanguage) => ({
  ...baseRow(r),
  location: formatPlace(r, language),
  /** The application's offer, whatever its state: answered offers stay readable. */
  offerHref: r.offerId ? paths.offerConfirmation.getHref(r.offerId) : undefined,
  history: r.history,
  status: r.status,
  /** yyyy-mm-dd: the day HR means to answer by, null when nothing is awaited from HR. */
  answerBy: r.answerBy ?? null,
  answerByReason: r.answerByReason ?? null,
});

export type TRowBase = ReturnType<typeof baseRow>;
export type TApplyRow = ReturnType<typeof applyRow>;
export interface TRowOf {
  apply: TApplyRow;
  recommend: TRowBase & { candidateName: string };
}

const ROWS: { [K in TRecordKind]: (record: TRecordOf[K], language: TLanguage) => TRowOf[K] } = {
  apply: applyRow,
  recommend: (r) => ({ ...baseRow(r), candidateName: r.candidateName }),
};

/** What both layouts of /apply and /recommend show: texts, the list's state and its rows. */
const useRecordsView = <K extends TRecordKind>(
  kind: K,
  query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'refetch'>,
  total: number | undefined,
  records: TRecordOf[K][],
) => {
  const { t } = useTranslation('applications');
  const language = useLanguage();
  /** A text of this list, e.g. label('job') is its job column's title. */
  const label = (key: string, options: { count?: number } = {}): string => t(`${kind}.${key}`, options);
  const state: TListState = query.isPending
    ? 'loading'
    : query.isError
      ? 'error'
      : total === 0
        ? 'empty'
        : 'ready';
  return {
    label: (key: string) => label(key),
    title: label('title'),
    subtitle: label('subtitle'),
    /** "5 applications", once the count is known. */
    count: total === undefined ? undefined : label('total', { count: total }),
    empty: {
      title: label('empty'),
      text: label('emptyHint'),
      action: label('browse'),
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
    noMore: label('noMore'),
  };
};

export type TRecordsView<K extends TRecordKind> = ReturnType<typeof useRecordsView<K>>;

/** A list one page at a time, with a pager (desktop table). */
export const useRecordPages = <K extends TRecordKind>(kind: K) => {
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
