import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queryFavoritesRoute, removeFavoriteRoute, saveFavoriteRoute } from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { listFavorites, removeFavorite, saveFavorite, type TFavoriteOwner } from './favorites.service.ts';

const ownerOf = (req: FastifyRequest): TFavoriteOwner => ({
  customerId: req.customer.id,
  userId: req.auth!.user.id,
});

/** A signed-in candidate's saved jobs (decisions §7). */
export const favoritesRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, saveFavoriteRoute, ({ req, body }) => saveFavorite(deps, ownerOf(req), body.jobId), {
    successMessage: 'favorites.saved',
  });
  registerRoute(app, removeFavoriteRoute, ({ req, body }) => removeFavorite(deps, ownerOf(req), body.jobId), {
    successMessage: 'favorites.removed',
  });
  registerRoute(app, queryFavoritesRoute, ({ req, body }) =>
    listFavorites(deps, ownerOf(req), req.lang, body),
  );
};
