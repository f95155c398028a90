import type { TFavorite, TPage } from '@tmp/contracts';
import { getPositionDetail } from '../../jobs/api/get-position-detail.ts';
import type { TDeviceFavorite } from './device-favorites.ts';

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
      getPositionDetail(jobId, signal).then(
        (position): TFavorite => ({ jobId, savedAt, isOnline: position.isOnline, position }),
        () => undefined,
      ),
    ),
  );
  return { list: read.filter((item) => item !== undefined), recordcount: saved.length };
};
