import { getPositionDetailRoute, type TFavorite, type TPage } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import type { TDeviceFavorite } from './device-favorites.ts';

// Each job as its public page reads it; a job gone since is left out, so the call raises no toast.
const readPosition = (id: number, signal?: AbortSignal) =>
  api.callData(getPositionDetailRoute, { query: { id } }, { msg: 'none', signal });

/**
 * One page of a visitor's saved jobs, shaped like QueryFavorites' answer: each job read from its public
 * page. A job that can no longer be read (taken offline, removed) is left out of the page.
 */
export const readDeviceFavorites = async (
  saved: readonly TDeviceFavorite[],
  pageIndex: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<TPage<TFavorite>> => {
  const page = saved.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
  const read = await Promise.all(
    page.map(({ jobId, savedAt }) =>
      readPosition(jobId, signal).then(
        (position): TFavorite => ({ jobId, savedAt, isOnline: position.isOnline, position }),
        () => undefined,
      ),
    ),
  );
  return { list: read.filter((item) => item !== undefined), recordcount: saved.length };
};
