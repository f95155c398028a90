import type { FastifyInstance } from 'fastify';
import { getPositionDetailRoute, queryPagingPositionsRoute } from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { findPositions, getPositionDetail } from './jobs.service.ts';

/** The public job pages; they read from the replica when one is configured (`app.readDb`). */
export const jobsRoutes = async (app: FastifyInstance) => {
  registerRoute(app, queryPagingPositionsRoute, ({ req, body }) =>
    findPositions(app.readDb, req.customer.id, req.lang, body),
  );
  registerRoute(app, getPositionDetailRoute, ({ req, query }) =>
    getPositionDetail(app.readDb, req.customer.id, req.lang, query.id),
  );
};
