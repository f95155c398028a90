import type { FastifyInstance } from 'fastify';
import {
  AppErrorCode,
  hrCancelInterviewRoute,
  hrCreateInterviewRoute,
  hrGetInterviewersRoute,
  hrQueryInterviewsRoute,
  hrRecordInterviewResultRoute,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { scopeCheck, scopeOf } from '../../lib/hr-scope.ts';
import { registerRoute } from '../../lib/route.ts';
import { createInterviews } from './interviews.service.ts';
import * as interviewsHr from './interviews-hr.service.ts';

const applicationUnknown = () =>
  new AppError(AppErrorCode.InterviewBadInput, 'interviews.applicationUnknown');

/**
 * The console's interview calls: a recruiter's are those of their sites' jobs, an interviewer's those
 * they are on (lib/hr-scope.ts).
 */
export const interviewsHrRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const seen = scopeCheck(deps.db);
  registerRoute(
    app,
    hrCreateInterviewRoute,
    async ({ req, body }) => {
      await seen(req, 'application', body.applicationIds, applicationUnknown);
      return createInterviews(deps, req.customer, body, req.auth!.user.id, req.lang);
    },
    { successMessage: 'interviews.created' },
  );
  registerRoute(app, hrGetInterviewersRoute, ({ req }) =>
    interviewsHr.listInterviewerChoices(deps, req.customer.id),
  );
  registerRoute(app, hrQueryInterviewsRoute, ({ req, body }) =>
    interviewsHr.listInterviewsForHr(deps, req.customer.id, req.lang, body, scopeOf(req)),
  );
  registerRoute(
    app,
    hrCancelInterviewRoute,
    async ({ req, body }) => {
      await seen(req, 'interviewOfSites', [body.id], interviewsHr.notFound);
      return interviewsHr.cancelInterviewByHr(deps, req.customer, body, req.lang);
    },
    { successMessage: 'interviews.cancelled' },
  );
  registerRoute(
    app,
    hrRecordInterviewResultRoute,
    async ({ req, body }) => {
      await seen(req, 'interview', [body.id], interviewsHr.notFound);
      return interviewsHr.recordInterviewResult(deps, req.customer, body, req.auth!.user.id, req.lang);
    },
    { successMessage: 'interviews.resultSaved' },
  );
};
