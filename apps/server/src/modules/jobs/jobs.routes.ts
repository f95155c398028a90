import type { FastifyInstance } from 'fastify';
import { getJobHighlightsRoute, getPositionDetailRoute, queryPagingPositionsRoute } from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { closeDueJobs } from './jobs-admin.service.ts';
import { findPositions, getJobHighlights, getPositionDetail } from './jobs.service.ts';

const CLOSE_JOBS_JOB = 'jobs.close-due';
/** A job leaves the list, its page and the sitemap within about this long of its closing time. */
const CLOSE_JOBS_SECONDS = 60;

/**
 * The public job pages; they read from the replica when one is configured (`app.readDb`). Their answers are
 * shared between visitors for a moment (lib/response-cache.ts); every job write drops them. A periodic task
 * takes jobs offline when their closing date ends.
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
  // Jobs whose closing date has ended go offline; one server at a time runs it (the job queue).
  app.deps.jobs.define(
    CLOSE_JOBS_JOB,
    async () => {
      await closeDueJobs(app.deps);
    },
    { everySeconds: CLOSE_JOBS_SECONDS },
  );
};
