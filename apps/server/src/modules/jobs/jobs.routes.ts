import type { FastifyInstance } from 'fastify';
import { getPositionDetailRoute, queryPagingPositionsRoute } from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { findPositions, getPositionDetail } from './jobs.service.ts';

export const jobsRoutes = async (app: FastifyInstance) => {
  registerRoute(app, queryPagingPositionsRoute, ({ req, body }) =>
    findPositions(app.db, req.customer.id, req.lang, body),
  );
  registerRoute(app, getPositionDetailRoute, ({ req, query }) =>
    getPositionDetail(app.db, req.customer.id, req.lang, query.id),
  );
};
