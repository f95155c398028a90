import type { FastifyInstance } from 'fastify';
import { getJobHighlightsRoute, getPositionDetailRoute, queryPagingPositionsRoute } from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { findPositions, getJobHighlights, getPositionDetail } from './jobs.service.ts';

/**
 * The public job pages; they read from the replica when one is configured (`app.readDb`). Their answers are
 * shared between visitors for a moment (lib/response-cache.ts); every job write drops them.
 */
export const jobsRoutes = async (app: FastifyInstance) => {
  registerRoute(
    app,
    queryPagingPositionsRoute,
    ({ req, body }) => findPositions(app.readDb, req.customer.id, req.lang, body),
    { shared: 'jobs' },
  );
  registerRoute(
    app,
    getPositionDetailRoute,
    ({ req, query }) => getPositionDetail(app.readDb, req.customer.id, req.lang, query.id),
    { shared: 'jobs' },
  );
  registerRoute(
    app,
    getJobHighlightsRoute,
    ({ req }) => getJobHighlights(app.readDb, req.customer.id, req.lang),
    { shared: 'jobs' },
  );
};
