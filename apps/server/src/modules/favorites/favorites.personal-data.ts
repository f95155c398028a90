import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobFavorites } from '../../db/schema/index.ts';
import { findAllFavorites } from './favorites.repository.ts';

export const exportFavoriteData = async (db: Db, customerId: number, userId: number) => ({
  savedJobs: await findAllFavorites(db, { customerId, userId }),
});

/** A deleted account keeps no saved jobs. */
export const eraseFavorites = (tx: Db, customerId: number, userId: number) =>
  tx
    .delete(jobFavorites)
    .where(and(eq(jobFavorites.customerId, customerId), eq(jobFavorites.userId, userId)));
