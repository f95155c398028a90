import {
  queryFavoritesRoute,
  removeFavoriteRoute,
  saveFavoriteRoute,
  type TFavoriteQueryInput,
} from '@tmp/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { FAVORITE_STATE_KEY, FAVORITES_KEY } from './favorites-keys.ts';

/** The server confirms with a short toast ("Saved to your jobs"); a refusal is a translated error toast. */
export const saveFavorite = (jobId: number) => api.callData(saveFavoriteRoute, { body: { jobId } });

export const removeFavorite = (jobId: number) => api.callData(removeFavoriteRoute, { body: { jobId } });

/** A save without a toast: the jobs a visitor saved on the device, moved into the account at sign-in. */
export const saveFavoriteQuietly = (jobId: number) =>
  api.callData(saveFavoriteRoute, { body: { jobId } }, { msg: 'none' });

export const queryFavorites = (body: TFavoriteQueryInput, signal?: AbortSignal) =>
  api.callData(queryFavoritesRoute, { body }, { msg: 'none', signal });

/** Marks a job saved or not in every loaded page state that lists it (the optimistic answer). */
const markSaved = (queryClient: QueryClient, jobId: number, saved: boolean) => {
  for (const [key, ids] of queryClient.getQueriesData<number[]>({ queryKey: FAVORITE_STATE_KEY })) {
    const pageIds = key[FAVORITE_STATE_KEY.length] as readonly number[] | undefined;
    if (!pageIds?.includes(jobId)) continue;
    const others = (ids ?? []).filter((id) => id !== jobId);
    queryClient.setQueryData<number[]>(key, saved ? [...others, jobId] : others);
  }
};

/**
 * Saves or unsaves a job: shown at once, put back as it was when the server refuses (the API client has
 * shown its translated reason), then read again from the server.
 */
export const changeFavorite = async (queryClient: QueryClient, jobId: number, save: boolean) => {
  try {
    await queryClient.cancelQueries({ queryKey: FAVORITE_STATE_KEY });
    markSaved(queryClient, jobId, save);
    await (save ? saveFavorite(jobId) : removeFavorite(jobId));
  } catch {
    markSaved(queryClient, jobId, !save);
  } finally {
    await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
  }
};
