import {
  AppErrorCode,
  MAX_FAVORITES,
  type TFavorite,
  type TFavoriteState,
  type TLang,
  type TPage,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findPositionsByIds, getApplicableJob } from '../jobs/jobs.service.ts';
import {
  countFavorites,
  deleteFavorite,
  findFavoritePage,
  hasFavorite,
  insertFavorite,
  lockOwner,
  type TFavoriteOwner,
} from './favorites.repository.ts';

export type { TFavoriteOwner };

/** Saves an online job of the customer; saving it again changes nothing; at most MAX_FAVORITES. */
export const saveFavorite = async (
  deps: TDeps,
  owner: TFavoriteOwner,
  jobId: number,
): Promise<TFavoriteState> => {
  await getApplicableJob(deps.db, owner.customerId, jobId);
  await deps.db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    if (await hasFavorite(tx, owner, jobId)) return;
    if ((await countFavorites(tx, owner)) >= MAX_FAVORITES) {
      throw new AppError(AppErrorCode.FavoriteLimit, 'favorites.limit', { params: { max: MAX_FAVORITES } });
    }
    await insertFavorite(tx, owner, jobId, deps.now());
  });
  return { jobId, saved: true };
};

/** Removes a saved job (also one taken offline); removing one not saved changes nothing. */
export const removeFavorite = async (
  deps: TDeps,
  owner: TFavoriteOwner,
  jobId: number,
): Promise<TFavoriteState> => {
  await deleteFavorite(deps.db, owner, jobId);
  return { jobId, saved: false };
};

export const listFavorites = async (
  deps: TDeps,
  owner: TFavoriteOwner,
  lang: TLang,
  q: { pageIndex: number; pageSize: number; jobIds?: number[] | undefined },
): Promise<TPage<TFavorite>> => {
  const { rows, total } = await findFavoritePage(deps.db, owner, q);
  const positions = new Map(
    (
      await findPositionsByIds(
        deps.db,
        owner.customerId,
        lang,
        rows.map((r) => r.jobId),
      )
    ).map((p) => [p.position.id, p]),
  );
  const list = rows.flatMap((row): TFavorite[] => {
    const found = positions.get(row.jobId);
    if (!found) return [];
    return [
      {
        jobId: row.jobId,
        savedAt: row.createdAt.toISOString(),
        isOnline: found.isOnline,
        position: found.position,
      },
    ];
  });
  return { list, recordcount: total };
};
