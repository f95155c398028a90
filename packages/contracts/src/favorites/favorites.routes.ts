import { defineRoute } from '../common/define-route.ts';
import { zPage } from '../common/pagination.ts';
import { ZFavorite, ZFavoriteBody, ZFavoriteQuery, ZFavoriteState } from './favorites.schemas.ts';

const me = { access: 'user' as const, tags: ['favorites'], personal: true };
const base = '/api/job/Favorite';

export const saveFavoriteRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/SaveFavorite`,
  summary: 'Save an online job to my saved jobs (saving it again changes nothing)',
  body: ZFavoriteBody,
  data: ZFavoriteState,
});
export const removeFavoriteRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/RemoveFavorite`,
  summary: 'Remove a job from my saved jobs',
  body: ZFavoriteBody,
  data: ZFavoriteState,
});
export const queryFavoritesRoute = defineRoute({
  ...me,
  method: 'POST',
  path: `${base}/QueryFavorites`,
  summary: 'My saved jobs, the last saved first; a job taken offline since says so',
  body: ZFavoriteQuery,
  data: zPage(ZFavorite),
});
