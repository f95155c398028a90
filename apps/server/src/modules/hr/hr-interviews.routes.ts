import type { FastifyInstance } from 'fastify';
import {
  hrCancelInterviewRoute,
  hrCreateInterviewRoute,
  hrGetInterviewersRoute,
  hrQueryInterviewsRoute,
  hrRecordInterviewResultRoute,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { createInterviews } from '../interviews/interviews.service.ts';
import * as interviewsHr from '../interviews/interviews-hr.service.ts';

/** The console's interview calls, delegating to the interviews module. */
export const hrInterviewsRoutes = (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(
    app,
    hrCreateInterviewRoute,
    ({ req, body }) => createInterviews(deps, req.customer, body, req.auth!.user.id, req.lang),
    { successMessage: 'interviews.created' },
  );
  registerRoute(app, hrGetInterviewersRoute, ({ req }) =>
    interviewsHr.listInterviewerChoices(deps, req.customer.id),
  );
  registerRoute(app, hrQueryInterviewsRoute, ({ req, body }) =>
    interviewsHr.listInterviewsForHr(deps, req.customer.id, req.lang, body),
  );
  registerRoute(
    app,
    hrCancelInterviewRoute,
    ({ req, body }) => interviewsHr.cancelInterviewByHr(deps, req.customer, body, req.lang),
    { successMessage: 'interviews.cancelled' },
  );
  registerRoute(
    app,
    hrRecordInterviewResultRoute,
    ({ req, body }) =>
      interviewsHr.recordInterviewResult(deps, req.customer, body, req.auth!.user.id, req.lang),
    { successMessage: 'interviews.resultSaved' },
  );
};
