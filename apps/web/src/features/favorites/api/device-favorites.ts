import { create } from 'zustand';
import { MAX_FAVORITES } from '@tmp/contracts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { FAVORITES_KEY } from './favorites-keys.ts';

/** A job a visitor saved on this device, newest first. */
export interface TDeviceFavorite {
  jobId: number;
  /** ISO time it was saved. */
  savedAt: string;
}

const STORAGE_KEY = 'tmp-saved-jobs';

const isFavorite = (value: unknown): value is TDeviceFavorite =>
  typeof value === 'object' &&
  value !== null &&
  Number.isInteger((value as TDeviceFavorite).jobId) &&
  typeof (value as TDeviceFavorite).savedAt === 'string';

/** What this device holds; storage that is missing, full or garbled holds nothing. */
const readStored = (): TDeviceFavorite[] => {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFavorite) : [];
  } catch {
    return [];
  }
};

const writeStored = (list: TDeviceFavorite[]) => {
  try {
    if (list.length) globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(list));
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the job stays saved for this visit only.
  }
};

/**
 * A visitor's saved jobs, kept on the device (decisions §7: saved jobs are for visitors too) until they
 * sign in, when they move into the account.
 */
export const useDeviceFavorites = create<{ list: TDeviceFavorite[] }>()(() => ({ list: readStored() }));

const setList = (list: TDeviceFavorite[]) => {
  writeStored(list);
  useDeviceFavorites.setState({ list });
};

/** Saves or unsaves a job on this device; like an account, it keeps at most MAX_FAVORITES. */
export const changeDeviceFavorite = (jobId: number, save: boolean, now = new Date()): void => {
  const others = useDeviceFavorites.getState().list.filter((item) => item.jobId !== jobId);
  setList(save ? [{ jobId, savedAt: now.toISOString() }, ...others].slice(0, MAX_FAVORITES) : others);
};

let merging: Promise<void> | undefined;

/**
 * Moves the device's saved jobs into the signed-in account, oldest first so the account keeps their order,
 * one SaveFavorite each. A job the server refuses (offline since, or the account is full) is dropped: the
 * account is now where saved jobs live. The device list empties once every job was sent.
 */
export const mergeDeviceFavorites = (): Promise<void> => {
  const { list } = useDeviceFavorites.getState();
  if (!useLoginStore.getState().token || !list.length) return Promise.resolve();
  merging ??= import('./favorites.ts')
    .then(async ({ saveFavoriteQuietly }) => {
      for (const item of [...list].reverse()) await saveFavoriteQuietly(item.jobId).catch(() => undefined);
      const sent = new Set(list.map((item) => item.jobId));
      setList(useDeviceFavorites.getState().list.filter((item) => !sent.has(item.jobId)));
      await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
    })
    .finally(() => {
      merging = undefined;
    });
  return merging;
};

// At sign-in, and on the first page that has saved jobs after one (a sign-in on another page).
useLoginStore.subscribe((state, previous) => {
  if (state.token && state.token !== previous.token) void mergeDeviceFavorites();
});
void mergeDeviceFavorites();
