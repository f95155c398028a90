import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZPositionListItem } from '../jobs/jobs.schemas.ts';

const ZJobId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');

/** A candidate saves at most this many jobs. */
export const MAX_FAVORITES = 200;

/** SaveFavorite / RemoveFavorite: one job of the customer. */
export const ZFavoriteBody = z.object({ jobId: ZJobId });
export type TFavoriteBody = z.infer<typeof ZFavoriteBody>;

/** QueryFavorites: newest saved first; `jobIds` narrows the page to those jobs (which of a list are saved). */
export const ZFavoriteQuery = ZPageQuery.extend({
  jobIds: z.array(ZJobId).max(100, 'common.invalid').optional(),
});
export type TFavoriteQueryInput = z.input<typeof ZFavoriteQuery>;

export const ZFavorite = z.object({
  jobId: z.number().int(),
  /** ISO time the job was saved. */
  savedAt: z.string(),
  /** False once HR took the job offline: shown as such, no longer open to applications. */
  isOnline: z.boolean(),
  position: ZPositionListItem,
});
export type TFavorite = z.infer<typeof ZFavorite>;

export const ZFavoriteState = z.object({ jobId: z.number().int(), saved: z.boolean() });
export type TFavoriteState = z.infer<typeof ZFavoriteState>;
