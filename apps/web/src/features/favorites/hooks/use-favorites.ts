import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { useAfterHydration } from '../../../lib/use-after-hydration.ts';
import { changeDeviceFavorite, mergeDeviceFavorites, useDeviceFavorites } from '../api/device-favorites.ts';
import { FAVORITE_STATE_KEY } from '../api/favorites-keys.ts';

// The job list and a job's page are a visitor's first visit: this module uses only what that visit loads
// anyway (a query, a store). The requests' code loads once a signed-in candidate needs it.
const loadActions = () => import('../api/favorites.ts');

/** The jobs whose change is on its way to the server. */
const useFavoriteStore = create<{ busy: number[] }>()(() => ({ busy: [] }));

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

/**
 * Which of the jobs of one list page (or one detail page) are saved, and the save control's action: a
 * candidate's in the account (one request per page), a visitor's on this device (moved into the account
 * at sign-in). A server-rendered page shows "not saved" until the app has it, as the server knows no device.
 */
export const useFavorites = (jobIds: readonly number[]) => {
  const queryClient = useQueryClient();
  const isSignedIn = useLoginStore((s) => !!s.token);
  const state = useQuery({
    queryKey: [...FAVORITE_STATE_KEY, jobIds],
    queryFn: async ({ signal }) => {
      // Just signed in: the jobs saved on the device go into the account first.
      await mergeDeviceFavorites();
      const { queryFavorites } = await loadActions();
      const page = await queryFavorites(
        { jobIds: [...jobIds], pageIndex: 1, pageSize: jobIds.length },
        signal,
      );
      return page.list.map((favorite) => favorite.jobId);
    },
    enabled: isSignedIn && jobIds.length > 0,
  });
  const onDevice = useDeviceFavorites((s) => s.list);
  const hydrated = useAfterHydration();
  const saved = new Set(isSignedIn ? (state.data ?? []) : hydrated ? onDevice.map((item) => item.jobId) : []);
  const busy = useFavoriteStore((s) => s.busy);

  return {
    isSaved: (jobId: number) => saved.has(jobId),
    /** A change of this job is on its way: further presses wait for it. */
    isBusy: (jobId: number) => busy.includes(jobId),
    toggle: (jobId: number) => {
      if (!isSignedIn) {
        changeDeviceFavorite(jobId, !saved.has(jobId));
        return;
      }
      if (busy.includes(jobId)) return;
      void toggleFavorite(queryClient, jobId, !saved.has(jobId));
    },
  };
};

export type TFavoritesView = ReturnType<typeof useFavorites>;
