import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AppErrorCode,
  getMyConversationRoute,
  getPendingSurveyRoute,
  hrExtendAnswerByRoute,
  hrGetAnswerDaysRoute,
  hrGetConversationRoute,
  hrQueryConversationsRoute,
  hrQuerySurveyStatsRoute,
  hrQueryTemplatesRoute,
  hrSaveAnswerDaysRoute,
  hrSaveTemplateRoute,
  hrSendMessageRoute,
  queryMyConversationsRoute,
  sendMyMessageRoute,
  submitSurveyRoute,
  withdrawApplicationRoute,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { assertInScope } from '../../lib/hr-scope.ts';
import { registerRoute } from '../../lib/route.ts';
import * as answerBy from './answer-by.service.ts';
import * as conversations from './conversations.service.ts';
import { HR_DIGEST_JOB, HR_DIGEST_SECONDS, sendHrDigests } from './digest.service.ts';
import { listTemplates, saveTemplate } from './reply-templates.service.ts';
import * as survey from './survey.service.ts';
import { withdrawApplication } from './withdraw.service.ts';

const notFound = () => new AppError(AppErrorCode.ConversationNotFound, 'conversations.notFound');

/**
 * Candidates never left waiting (decisions §10): conversations per application, answer-by dates with one
 * extension and an automatic courteous closing, withdrawing, and the closing survey. HR calls are for hiring
 * members; a recruiter reaches only the applications of their sites, others answer like unknown ones.
 */
export const conversationsRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const me = (req: FastifyRequest) => req.auth!.user.id;
  const scope = (req: FastifyRequest) => req.hrScope ?? undefined;
  const seen = (req: FastifyRequest, applicationId: number) =>
    assertInScope(deps.db, req.customer.id, scope(req), 'application', [applicationId], notFound);

  registerRoute(app, queryMyConversationsRoute, ({ req, query }) =>
    conversations.listMyConversations(deps, req.customer.id, me(req), req.lang, query),
  );
  registerRoute(app, getMyConversationRoute, ({ req, query }) =>
    conversations.getMyConversation(deps, req.customer.id, me(req), query.applicationId, req.lang),
  );
  registerRoute(
    app,
    sendMyMessageRoute,
    ({ req, body }) => conversations.sendMyMessage(deps, req.customer.id, me(req), body),
    { successMessage: 'conversations.sent', rateLimit: { max: 30, timeWindow: '1 minute' } },
  );
  registerRoute(app, hrQueryConversationsRoute, ({ req, query }) =>
    conversations.listHrConversations(deps, req.customer.id, req.lang, { ...query, scope: scope(req) }),
  );
  registerRoute(app, hrGetConversationRoute, async ({ req, query }) => {
    await seen(req, query.applicationId);
    return conversations.getHrConversation(deps, req.customer.id, query.applicationId, req.lang);
  });
  registerRoute(
    app,
    hrSendMessageRoute,
    async ({ req, body }) => {
      await seen(req, body.applicationId);
      return conversations.sendHrMessage(deps, req.customer, me(req), body, req.lang);
    },
    { successMessage: 'conversations.sent' },
  );
  registerRoute(
    app,
    hrSaveTemplateRoute,
    ({ req, body }) => saveTemplate(deps, req.customer.id, body, me(req)),
    {
      successMessage: 'hr.saved',
    },
  );
  registerRoute(app, hrQueryTemplatesRoute, ({ req }) => listTemplates(deps, req.customer.id));
  registerRoute(
    app,
    hrExtendAnswerByRoute,
    async ({ req, body }) => {
      await seen(req, body.applicationId);
      return answerBy.extendAnswerBy(deps, req.customer.id, body, me(req));
    },
    { successMessage: 'conversations.extended' },
  );
  registerRoute(app, hrGetAnswerDaysRoute, ({ req }) => answerBy.getAnswerDays(deps, req.customer.id));
  registerRoute(
    app,
    hrSaveAnswerDaysRoute,
    ({ req, body }) => answerBy.saveAnswerDays(deps, req.customer.id, body),
    {
      successMessage: 'conversations.answerDaysSaved',
    },
  );
  registerRoute(
    app,
    withdrawApplicationRoute,
    async ({ req, body }) => {
      await withdrawApplication(deps, req.customer, me(req), body, req.lang);
      return null;
    },
    { successMessage: 'conversations.withdrawn' },
  );
  registerRoute(app, getPendingSurveyRoute, ({ req }) =>
    survey.getPendingSurvey(deps, req.customer.id, me(req), req.lang),
  );
  registerRoute(
    app,
    submitSurveyRoute,
    ({ req, body }) => survey.submitSurvey(deps, req.customer.id, me(req), body),
    {
      successMessage: 'conversations.surveyThanks',
    },
  );
  registerRoute(app, hrQuerySurveyStatsRoute, ({ req, query }) =>
    survey.getSurveyStats(deps, req.customer.id, req.lang, { ...query, scope: scope(req) }),
  );

  deps.jobs.define(
    answerBy.ANSWER_BY_SWEEP_JOB,
    async () => {
      await answerBy.closeOverdueApplications(deps);
    },
    { everySeconds: answerBy.ANSWER_BY_SWEEP_SECONDS },
  );
  deps.jobs.define(
    HR_DIGEST_JOB,
    async () => {
      await sendHrDigests(deps);
    },
    { everySeconds: HR_DIGEST_SECONDS },
  );
};
