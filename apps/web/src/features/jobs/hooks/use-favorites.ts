import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { FAVORITE_STATE_KEY } from '../api/favorites-keys.ts';

// The job list and a job's page are a visitor's first visit: this module uses only what that visit loads
// anyway (a query, a store). The requests' code loads once a signed-in candidate needs it.
const loadActions = () => import('../api/favorites.ts');

/**
 * A visitor who pressed "save" is asked to sign in first; the job is saved once they have. Closing the
 * sign-in dialog without signing in forgets it. `busy` holds the jobs whose change is on its way.
 */
const useFavoriteStore = create<{ pending: number | undefined; busy: number[] }>()(() => ({
  pending: undefined,
  busy: [],
}));
useLoginStore.subscribe((state, previous) => {
  if (previous.openLogin && !state.openLogin && !state.token)
    useFavoriteStore.setState({ pending: undefined });
});

const setBusy = (jobId: number, busy: boolean) =>
  useFavoriteStore.setState((s) => ({
    busy: busy ? [...s.busy, jobId] : s.busy.filter((id) => id !== jobId),
  }));

/** Saves or unsaves a job (see `changeFavorite`), marked busy meanwhile. */
const toggleFavorite = async (queryClient: QueryClient, jobId: number, save: boolean) => {
  setBusy(jobId, true);
  try {
    await (await loadActions()).changeFavorite(queryClient, jobId, save);
  } finally {
    setBusy(jobId, false);
  }
};

export interface TFavoritesView {
  isSaved: (jobId: number) => boolean;
  /** A change of this job is on its way: further presses wait for it. */
  isBusy: (jobId: number) => boolean;
  toggle: (jobId: number) => void;
}

/**
 * Which of the jobs of one list page (or one detail page) the candidate saved, in one request, and the
 * save control's action. A visitor's state is "not saved" (as on the server-rendered page), and pressing
 * save asks them to sign in first.
 */
export const useFavorites = (jobIds: readonly number[]): TFavoritesView => {
  const queryClient = useQueryClient();
  const isSignedIn = useLoginStore((s) => !!s.token);
  const setOpenLogin = useLoginStore((s) => s.setOpenLogin);
  const state = useQuery({
    queryKey: [...FAVORITE_STATE_KEY, jobIds],
    queryFn: async ({ signal }) => {
      const { queryFavorites } = await loadActions();
      const page = await queryFavorites(
        { jobIds: [...jobIds], pageIndex: 1, pageSize: jobIds.length },
        signal,
      );
      return page.list.map((favorite) => favorite.jobId);
    },
    enabled: isSignedIn && jobIds.length > 0,
  });
  const saved = new Set(isSignedIn ? (state.data ?? []) : []);
  const busy = useFavoriteStore((s) => s.busy);

  const pending = useFavoriteStore((s) => s.pending);
  const isShown = pending !== undefined && jobIds.includes(pending);
  useEffect(() => {
    if (!isSignedIn || pending === undefined || !isShown) return;
    useFavoriteStore.setState({ pending: undefined });
    void toggleFavorite(queryClient, pending, true);
  }, [isSignedIn, pending, isShown, queryClient]);

  return {
    isSaved: (jobId) => saved.has(jobId),
    isBusy: (jobId) => busy.includes(jobId),
    toggle: (jobId) => {
      if (!isSignedIn) {
        useFavoriteStore.setState({ pending: jobId });
        setOpenLogin(true);
        return;
      }
      if (busy.includes(jobId)) return;
      void toggleFavorite(queryClient, jobId, !saved.has(jobId));
    },
  };
};
