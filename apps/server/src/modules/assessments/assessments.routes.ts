import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  getApplicantAssessmentPinNumberByIdRoute,
  getAssessmentQuestionnaireByIdRoute,
  getUserToDoAssessmentsRoute,
  queryPagingUserAssessmentsRoute,
  recordAssessmentEventRoute,
  saveAssessmentAnswersRoute,
  startToAnswerAssessmentRoute,
  submitAssessmentQuestionnaireRoute,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import type { TOwner } from './assessments.repository.ts';
import * as assessments from './assessments.service.ts';
import * as attempt from './attempt.service.ts';
import { sweepAssessments } from './settle.service.ts';

/** How often the server submits timed-out assessments and expires missed ones on its own. */
export const SWEEP_INTERVAL_SECONDS = 30;
export const SWEEP_JOB = 'assessment-sweep';

const ownerOf = (req: FastifyRequest): TOwner => ({ customerId: req.customer.id, userId: req.auth!.user.id });

const registerReadRoutes = (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, queryPagingUserAssessmentsRoute, ({ req, body }) =>
    assessments.listAssessments(deps, ownerOf(req), req.lang, body),
  );
  registerRoute(app, getUserToDoAssessmentsRoute, ({ req }) =>
    assessments.listToDoAssessments(deps, ownerOf(req), req.lang),
  );
  registerRoute(app, getAssessmentQuestionnaireByIdRoute, ({ req, query }) =>
    assessments.getAssessmentQuestionnaire(deps, ownerOf(req), req.lang, query.id),
  );
  registerRoute(app, getApplicantAssessmentPinNumberByIdRoute, ({ req, query }) =>
    assessments.getAssessmentPin(deps, ownerOf(req), query.id),
  );
};

const registerAttemptRoutes = (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(
    app,
    startToAnswerAssessmentRoute,
    ({ req, query }) => attempt.startAssessment(deps, ownerOf(req), query.id),
    { successMessage: 'assessments.started' },
  );
  registerRoute(
    app,
    saveAssessmentAnswersRoute,
    ({ req, body }) => attempt.saveAnswers(deps, ownerOf(req), body),
    {
      successMessage: 'assessments.saved',
    },
  );
  registerRoute(
    app,
    submitAssessmentQuestionnaireRoute,
    ({ req, body }) => attempt.submitAssessment(deps, ownerOf(req), body, req.lang),
    { successMessage: 'assessments.submitted' },
  );
  registerRoute(
    app,
    recordAssessmentEventRoute,
    ({ req, body }) => attempt.recordAntiCheatEvent(deps, ownerOf(req), body),
    { rateLimit: { max: 120, timeWindow: '1 minute' } },
  );
};

/** The evaluation service (spec §7) and the sweep that applies time-ups while no one is calling. */
export const assessmentsRoutes = async (app: FastifyInstance) => {
  registerReadRoutes(app);
  registerAttemptRoutes(app);
  // On the job queue: one server at a time runs it, and a run never overlaps the next.
  app.deps.jobs.define(
    SWEEP_JOB,
    async () => {
      await sweepAssessments(app.deps);
    },
    { everySeconds: SWEEP_INTERVAL_SECONDS },
  );
};
