import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AppErrorCode,
  defineRoute,
  getMyConsentsRoute,
  keepMyDataRoute,
  saveMyConsentsRoute,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { registerRoute } from '../../lib/route.ts';
import { getMyConsents, saveMyConsents } from '../consents/consents.service.ts';
import { defineRetentionJobs, elapseRetention, keepMyData } from './retention.service.ts';
import { findCandidateId } from './retention.repository.ts';

/** Consents per purpose and the retention notice's link (decisions §9); the retention task on the queue. */
export const consentAndRetentionRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  defineRetentionJobs(deps);
  registerRoute(app, getMyConsentsRoute, ({ req }) => getMyConsents(deps, req.auth!.user));
  registerRoute(
    app,
    saveMyConsentsRoute,
    ({ req, body }) => saveMyConsents(deps, req.auth!.user, body.purposes),
    { successMessage: 'privacy.consentsSaved' },
  );
  registerRoute(app, keepMyDataRoute, ({ req, body }) => keepMyData(deps, req.customer.id, body.token), {
    successMessage: 'privacy.retentionKept',
    rateLimit: { max: 10, timeWindow: '1 minute' },
  });
};

export const devElapseRetentionRoute = defineRoute({
  method: 'POST',
  path: '/api/dev/privacy/retention/elapse',
  access: 'public',
  tags: ['dev'],
  summary:
    "Development only: a candidate's applications closed some days earlier (their retention clock moves), " +
    'then the retention task runs once (notices, deletions)',
  body: z.object({
    /** The candidate's phone or email. */
    account: z.string().trim().min(1).max(200),
    days: z.number().int().min(1).max(3660),
  }),
  data: z.null(),
});

/** Development fixtures of retention (registered only with the development outbox), for browser journeys. */
export const retentionDevRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, devElapseRetentionRoute, async ({ req, body }) => {
    const userId = await findCandidateId(deps.db, req.customer.id, body.account);
    if (!userId) throw new AppError(AppErrorCode.Validation, 'common.notFound');
    await elapseRetention(deps, req.customer.id, userId, body.days);
    return null;
  });
};
