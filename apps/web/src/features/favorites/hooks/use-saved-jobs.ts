import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { getPositionDetailRoute, MAX_FAVORITES, type TFavorite, type TPage } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../config/paths.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import {
  changeDeviceFavorite,
  mergeDeviceFavorites,
  useDeviceFavorites,
  type TDeviceFavorite,
} from '../api/device-favorites.ts';
import { queryFavorites, removeFavorite } from '../api/favorites.ts';
import { FAVORITES_KEY } from '../api/favorites-keys.ts';
import { myListView } from '../../../components/my-list/my-list.ts';
import { usePositionFormat } from '../../../lib/use-position-format.ts';

export const SAVED_PAGE_SIZE = 10;

/**
 * One page of a visitor's saved jobs, shaped like QueryFavorites' answer: each job read from its public
 * page, without a toast. A job that can no longer be read (taken offline, removed) is left out of the page.
 */
const readDeviceFavorites = async (saved: readonly TDeviceFavorite[], page: number, signal?: AbortSignal) => {
  const read = await Promise.all(
    saved.slice((page - 1) * SAVED_PAGE_SIZE, page * SAVED_PAGE_SIZE).map(({ jobId, savedAt }) =>
      api.callData(getPositionDetailRoute, { query: { id: jobId } }, { msg: 'none', signal }).then(
        (position): TFavorite => ({ jobId, savedAt, isOnline: position.isOnline, position }),
        () => undefined,
      ),
    ),
  );
  return { list: read.filter((item) => item !== undefined), recordcount: saved.length };
};

const pageOf = (raw: string | null): number => {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : 1;
};

/** One page of the saved jobs: a visitor's are on the device (moved into the account at sign-in). */
const useSavedPage = (isSignedIn: boolean, page: number) => {
  const onDevice = useDeviceFavorites((s) => s.list);
  return useQuery({
    queryKey: isSignedIn ? [...FAVORITES_KEY, 'list', page] : [...FAVORITES_KEY, 'device', page, onDevice],
    queryFn: ({ signal }): Promise<TPage<TFavorite>> =>
      isSignedIn
        ? mergeDeviceFavorites().then(() =>
            queryFavorites({ pageIndex: page, pageSize: SAVED_PAGE_SIZE }, signal),
          )
        : readDeviceFavorites(onDevice, page, signal),
    placeholderData: keepPreviousData,
  });
};

/** Removing the last job of the last page leaves it empty: show the page before it. */
const useStayOnLastPage = (
  list: ReturnType<typeof useSavedPage>,
  page: number,
  setParams: ReturnType<typeof useSearchParams>[1],
) => {
  const total = list.data?.recordcount ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / SAVED_PAGE_SIZE));
  const isPastEnd = !!list.data && !list.isPlaceholderData && list.data.list.length === 0 && page > lastPage;
  useEffect(() => {
    if (isPastEnd) setParams(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
  }, [isPastEnd, lastPage, setParams]);
};

/** The saved jobs (a candidate's, or a visitor's on the device), page by page (the page lives in the URL), and their removal. */
export const useSavedJobs = () => {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const format = usePositionFormat();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  const isSignedIn = useLoginStore((s) => !!s.token);
  const list = useSavedPage(isSignedIn, page);
  const remove = useMutation({
    mutationFn: removeFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAVORITES_KEY }),
  });
  useStayOnLastPage(list, page, setParams);

  const toRow = (favorite: TFavorite) => {
    const job = favorite.position;
    return {
      jobId: favorite.jobId,
      title: job.title,
      location: format.location(job),
      salary: format.salary(job),
      tags: [job.categoryName, job.natureName].filter(Boolean),
      savedOn: format.date(favorite.savedAt),
      /** False once the job was taken offline: shown as "no longer open", without a link to apply. */
      isOpen: favorite.isOnline,
      href: favorite.isOnline ? paths.detail.getHref(favorite.jobId) : undefined,
      isRemoving: remove.isPending && remove.variables === favorite.jobId,
    };
  };

  return {
    ...myListView(list, { page, pageSize: SAVED_PAGE_SIZE, setPage }, (count) => ({
      title: t('saved.title'),
      count: list.isSuccess && count > 0 ? t('saved.count', { count, max: MAX_FAVORITES }) : undefined,
      empty: { text: t('saved.empty'), action: t('detail.browse'), href: paths.position.getHref() },
    })),
    rows: (list.data?.list ?? []).map(toRow),
    isStale: list.isPlaceholderData,
    pageHref: (n: number) => paths.saved.getHref(n),
    remove: (jobId: number) => {
      if (!isSignedIn) changeDeviceFavorite(jobId, false);
      else if (!remove.isPending) remove.mutate(jobId);
    },
  };
};

export type TSavedJobRow = ReturnType<typeof useSavedJobs>['rows'][number];
