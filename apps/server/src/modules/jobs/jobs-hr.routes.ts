import type { FastifyInstance } from 'fastify';
import {
  AppErrorCode,
  hrGetJobRoute,
  hrQueryJobsRoute,
  hrSaveJobRoute,
  hrSetJobOnlineRoute,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { assertSiteInScope, scopeCheck, scopeOf } from '../../lib/hr-scope.ts';
import { registerRoute } from '../../lib/route.ts';
import * as jobsAdmin from './jobs-admin.service.ts';

const jobNotFound = () => new AppError(AppErrorCode.PositionNotFound, 'jobs.notFound');
const siteRefused = () => new AppError(AppErrorCode.BadOption, 'hr.badOption', { status: 400 });

/**
 * The console's job editing (decisions §5, §8): a recruiter sees and saves the jobs of their sites only; a
 * job outside them answers like an unknown one.
 */
export const jobsHrRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const seen = scopeCheck(deps.db);
  const saved = { successMessage: 'hr.saved' as const };

  registerRoute(app, hrQueryJobsRoute, ({ req, body }) =>
    jobsAdmin.listJobsForHr(deps, req.customer.id, req.lang, { ...body, scope: scopeOf(req) }),
  );
  registerRoute(app, hrGetJobRoute, async ({ req, query }) => {
    await seen(req, 'job', [query.id], jobNotFound);
    return jobsAdmin.getJobForEditing(deps, req.customer.id, query.id);
  });
  registerRoute(
    app,
    hrSaveJobRoute,
    async ({ req, body }) => {
      if (body.id) await seen(req, 'job', [body.id], jobNotFound);
      assertSiteInScope(scopeOf(req), body.siteId, siteRefused);
      return jobsAdmin.saveJob(deps, req.customer.id, body);
    },
    saved,
  );
  registerRoute(
    app,
    hrSetJobOnlineRoute,
    async ({ req, body }) => {
      await seen(req, 'job', [body.id], jobNotFound);
      await jobsAdmin.setJobOnline(deps, req.customer.id, body.id, body.isOnline);
      return null;
    },
    saved,
  );
};
