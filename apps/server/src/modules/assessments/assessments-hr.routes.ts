import type { FastifyInstance } from 'fastify';
import {
  AppErrorCode,
  hrAssignAssessmentRoute,
  hrCancelAssessmentRoute,
  hrGetAssessmentResultRoute,
  hrGetQuestionnairesRoute,
  hrMarkAssessmentAbsentRoute,
  hrQueryAssessmentResultsRoute,
  hrScoreEssayAnswersRoute,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { scopeCheck, scopeOf } from '../../lib/hr-scope.ts';
import { registerRoute } from '../../lib/route.ts';
import { assessmentNotFound } from './assessments.errors.ts';
import { assignToApplications, listQuestionnaires, listResults } from './assessments-admin.service.ts';
import * as review from './assessments-admin-review.service.ts';

const applicationNotFound = () => new AppError(AppErrorCode.ApplicationNotFound, 'hr.applicationNotFound');

/**
 * The console's assessments: assigning a questionnaire, the results and their review. A recruiter's are
 * those of their sites' applications; one outside answers like an unknown one.
 */
export const assessmentsHrRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const seen = scopeCheck(deps.db);

  registerRoute(app, hrGetQuestionnairesRoute, ({ req }) =>
    listQuestionnaires(deps, req.customer.id, req.lang),
  );
  registerRoute(
    app,
    hrAssignAssessmentRoute,
    async ({ req, body }) => {
      await seen(req, 'application', body.applicationIds, applicationNotFound);
      return assignToApplications(deps, req.customer, body);
    },
    { successMessage: 'hr.assigned' },
  );
  registerRoute(app, hrQueryAssessmentResultsRoute, ({ req, body }) =>
    listResults(deps, req.customer.id, req.lang, { ...body, scope: scopeOf(req) }),
  );
  registerRoute(app, hrGetAssessmentResultRoute, async ({ req, query }) => {
    await seen(req, 'assessment', [query.id], assessmentNotFound);
    return review.getResultDetail(deps, req.customer.id, query.id, req.lang);
  });
  registerReviewChanges(app);
};

/** Cancelling, marking absent and scoring essays: each on an assignment the caller may see. */
const registerReviewChanges = (app: FastifyInstance) => {
  const { deps } = app;
  const seen = scopeCheck(deps.db);
  registerRoute(
    app,
    hrCancelAssessmentRoute,
    async ({ req, body }) => {
      await seen(req, 'assessment', [body.id], assessmentNotFound);
      return review.cancelAssignment(deps, req.customer, body.id, req.lang);
    },
    { successMessage: 'hr.assessmentCancelled' },
  );
  registerRoute(
    app,
    hrMarkAssessmentAbsentRoute,
    async ({ req, body }) => {
      await seen(req, 'assessment', [body.id], assessmentNotFound);
      return review.markAbsent(deps, req.customer.id, body.id, req.lang);
    },
    { successMessage: 'hr.markedAbsent' },
  );
  registerRoute(
    app,
    hrScoreEssayAnswersRoute,
    async ({ req, body }) => {
      await seen(req, 'assessment', [body.id], assessmentNotFound);
      return review.scoreEssays(deps, req.customer.id, body, req.lang);
    },
    { successMessage: 'hr.scoresSaved' },
  );
};
