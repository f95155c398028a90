import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AppErrorCode,
  HR_DOWNLOAD_RESUME_FILE_PATH,
  ROUTE_ROLES,
  hrAssignAssessmentRoute,
  hrCancelAssessmentRoute,
  hrGetAssessmentResultRoute,
  hrMarkAssessmentAbsentRoute,
  hrScoreEssayAnswersRoute,
  hrChangeApplicantStatusRoute,
  hrGetApplicantRoute,
  hrGetFieldSettingsRoute,
  hrGetJobRoute,
  hrGetQuestionnairesRoute,
  hrIssueOfferRoute,
  hrQueryApplicantsRoute,
  hrQueryAssessmentResultsRoute,
  hrQueryJobsRoute,
  hrQueryOffersRoute,
  hrQueryReferralsRoute,
  hrSaveFieldSettingsRoute,
  hrSaveJobRoute,
  hrSetJobOnlineRoute,
  hrWithdrawOfferRoute,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { assertInScope, assertSiteInScope, type TScopedKind } from '../../lib/hr-scope.ts';
import { registerRoute } from '../../lib/route.ts';
import { assessmentNotFound } from '../assessments/assessments.errors.ts';
import {
  assignToApplications,
  listQuestionnaires,
  listResults,
} from '../assessments/assessments-admin.service.ts';
import * as review from '../assessments/assessments-admin-review.service.ts';
import * as applicants from '../applications/applicants.service.ts';
import * as jobsAdmin from '../jobs/jobs-admin.service.ts';
import { issueOfferForApplicant, listOffers, withdrawOffer } from '../offers/offers-admin.service.ts';
import { openResumeFileForHr } from '../resumes/resume-files.service.ts';
import { getFieldSettings, saveFieldSettings } from '../resumes/resume-form.service.ts';
import { sendPdf } from '../resumes/send-pdf.ts';
import { withDeletionDates } from '../privacy/retention.service.ts';
import { getApplicantDetail } from './applicant-detail.service.ts';
import { hrInterviewsRoutes } from './hr-interviews.routes.ts';

const jobNotFound = () => new AppError(AppErrorCode.PositionNotFound, 'jobs.notFound');
const applicationNotFound = () => new AppError(AppErrorCode.ApplicationNotFound, 'hr.applicationNotFound');
const offerNotFound = () => new AppError(AppErrorCode.OfferNotFound, 'offers.notFound');
const fileNotFound = () => new AppError(AppErrorCode.FileNotFound, 'resumes.fileNotFound');
const siteRefused = () => new AppError(AppErrorCode.BadOption, 'hr.badOption', { status: 400 });

/**
 * The HR console (decisions §5, §8): each call names the roles that may make it (its contract's `roles`);
 * a recruiter's and an interviewer's calls are narrowed to what they may see (`req.hrScope`), and an id
 * outside it answers like an unknown one.
 */
export const hrRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const by = (req: FastifyRequest) => req.auth!.user.id;
  const scope = (req: FastifyRequest) => req.hrScope ?? undefined;
  /** Refuses, as unknown, an id outside what the caller may see. */
  const seen = (req: FastifyRequest, kind: TScopedKind, ids: number[], notFound: () => AppError) =>
    assertInScope(deps.db, req.customer.id, scope(req), kind, ids, notFound);
  const saved = { successMessage: 'hr.saved' as const };
  hrInterviewsRoutes(app);

  registerRoute(app, hrQueryJobsRoute, ({ req, body }) =>
    jobsAdmin.listJobsForHr(deps, req.customer.id, req.lang, { ...body, scope: scope(req) }),
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
      assertSiteInScope(scope(req), body.siteId, siteRefused);
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
  registerRoute(app, hrGetFieldSettingsRoute, ({ req }) =>
    getFieldSettings(deps.db, req.customer.id, req.lang),
  );
  registerRoute(
    app,
    hrSaveFieldSettingsRoute,
    async ({ req, body }) => {
      await saveFieldSettings(deps.db, req.customer.id, body.fields);
      return null;
    },
    saved,
  );
  registerRoute(app, hrQueryApplicantsRoute, async ({ req, body }) => {
    const page = await applicants.listApplicants(deps, req.customer.id, req.lang, {
      ...body,
      scope: scope(req),
    });
    return { ...page, list: await withDeletionDates(deps, req.customer.id, page.list) };
  });
  registerRoute(app, hrGetApplicantRoute, async ({ req, query }) => {
    await seen(req, 'interviewedApplication', [query.id], applicationNotFound);
    const [detail] = await withDeletionDates(deps, req.customer.id, [
      await getApplicantDetail(deps, req.customer.id, query.id, req.lang),
    ]);
    // An interviewer who sees the application only through an interview gets its resume snapshot alone.
    const throughSites = await seen(req, 'application', [query.id], applicationNotFound).then(
      () => true,
      () => false,
    );
    return throughSites ? detail! : { ...detail!, files: [], history: [], offers: [], referrerName: null };
  });
  registerRoute(
    app,
    hrChangeApplicantStatusRoute,
    async ({ req, body }) => {
      await seen(req, 'application', [body.id], applicationNotFound);
      await applicants.changeApplicantStatus(deps, req.customer, body, by(req), req.lang);
      return null;
    },
    saved,
  );
  registerRoute(
    app,
    hrIssueOfferRoute,
    async ({ req, body }) => {
      await seen(req, 'application', [body.applicationId], applicationNotFound);
      return issueOfferForApplicant(deps, req.customer, body, by(req), req.lang);
    },
    saved,
  );
  registerRoute(
    app,
    hrWithdrawOfferRoute,
    async ({ req, body }) => {
      await seen(req, 'offer', [body.id], offerNotFound);
      return withdrawOffer(deps, req.customer.id, body.id, req.lang);
    },
    saved,
  );
  registerRoute(app, hrQueryOffersRoute, ({ req, body }) =>
    listOffers(deps, req.customer.id, req.lang, { ...body, scope: scope(req) }),
  );
  registerRoute(app, hrQueryReferralsRoute, ({ req, body }) =>
    applicants.listReferrals(deps, req.customer.id, req.lang, { ...body, scope: scope(req) }),
  );
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
    {
      successMessage: 'hr.assigned',
    },
  );
  registerRoute(app, hrQueryAssessmentResultsRoute, ({ req, body }) =>
    listResults(deps, req.customer.id, req.lang, { ...body, scope: scope(req) }),
  );
  registerRoute(app, hrGetAssessmentResultRoute, async ({ req, query }) => {
    await seen(req, 'assessment', [query.id], assessmentNotFound);
    return review.getResultDetail(deps, req.customer.id, query.id, req.lang);
  });
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
  app.get(HR_DOWNLOAD_RESUME_FILE_PATH, {
    schema: {
      summary: "Download an applicant's uploaded resume (the PDF itself)",
      tags: ['hr'],
      params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
    },
    preValidation: app.accessGuards.hr!,
    config: { roles: ROUTE_ROLES.hiring },
    handler: async (req, reply) => {
      const { id } = req.params as { id: number };
      await seen(req, 'resumeFile', [id], fileNotFound);
      return sendPdf(reply, await openResumeFileForHr(deps, req.customer.id, id));
    },
  });
};
