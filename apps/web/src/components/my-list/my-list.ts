import type { UseQueryResult } from '@tanstack/react-query';

/** What a page of the candidate's own list (saved jobs, job alerts) shows, and how it pages. */
export interface TMyListView {
  status: 'loading' | 'error' | 'empty' | 'ready';
  errorMessage: string | undefined;
  retry: () => void;
  total: number;
  page: number;
  pageSize: number;
  /** At least 1. */
  pages: number;
  setPage: (page: number) => void;
  texts: TMyListTexts;
}

/** The list's own texts and links. */
export interface TMyListTexts {
  title: string;
  /** Under the title; left out while there is nothing to count. */
  count: string | undefined;
  /** Said when the list is empty, with a link to the jobs. */
  empty: { text: string; action: string; href: string };
  /** A link below the list. */
  note?: { text: string; href: string };
}

/** The list's state and paging, read the same way for every list of the candidate's own. */
export const myListView = (
  list: UseQueryResult<{ recordcount: number }>,
  paging: { page: number; pageSize: number; setPage: (page: number) => void },
  texts: (total: number) => TMyListTexts,
): TMyListView => {
  const total = list.data?.recordcount ?? 0;
  return {
    status: list.isPending ? 'loading' : list.isError ? 'error' : total === 0 ? 'empty' : 'ready',
    errorMessage: list.error?.message,
    retry: () => void list.refetch(),
    total,
    ...paging,
    pages: Math.max(1, Math.ceil(total / paging.pageSize)),
    texts: texts(total),
  };
};
