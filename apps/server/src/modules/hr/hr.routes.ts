import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
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
import { registerRoute } from '../../lib/route.ts';
import {
  assignToApplications,
  listQuestionnaires,
  listResults,
} from '../assessments/assessments-admin.service.ts';
import * as review from '../assessments/assessments-admin-review.service.ts';
import * as applicants from '../applications/applicants.service.ts';
import * as jobsAdmin from '../jobs/jobs-admin.service.ts';
import { listOffers, withdrawOffer } from '../offers/offers-admin.service.ts';
import { openResumeFileForHr } from '../resumes/resume-files.service.ts';
import { getFieldSettings, saveFieldSettings } from '../resumes/resume-form.service.ts';
import { sendPdf } from '../resumes/send-pdf.ts';
import { hrInterviewsRoutes } from './hr-interviews.routes.ts';

/** The HR manager's console (decisions §5): every call needs role 2 in the call's customer. */
export const hrRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const by = (req: FastifyRequest) => req.auth!.user.id;
  const saved = { successMessage: 'hr.saved' as const };
  hrInterviewsRoutes(app);

  registerRoute(app, hrQueryJobsRoute, ({ req, body }) =>
    jobsAdmin.listJobsForHr(deps, req.customer.id, req.lang, body),
  );
  registerRoute(app, hrGetJobRoute, ({ req, query }) =>
    jobsAdmin.getJobForEditing(deps, req.customer.id, query.id),
  );
  registerRoute(
    app,
    hrSaveJobRoute,
    ({ req, body }) => jobsAdmin.saveJob(deps, req.customer.id, body),
    saved,
  );
  registerRoute(
    app,
    hrSetJobOnlineRoute,
    async ({ req, body }) => {
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
  registerRoute(app, hrQueryApplicantsRoute, ({ req, body }) =>
    applicants.listApplicants(deps, req.customer.id, req.lang, body),
  );
  registerRoute(app, hrGetApplicantRoute, ({ req, query }) =>
    applicants.getApplicantDetail(deps, req.customer.id, query.id, req.lang),
  );
  registerRoute(
    app,
    hrChangeApplicantStatusRoute,
    async ({ req, body }) => {
      await applicants.changeApplicantStatus(deps, req.customer, body, by(req), req.lang);
      return null;
    },
    saved,
  );
  registerRoute(
    app,
    hrIssueOfferRoute,
    ({ req, body }) => applicants.issueOfferForApplicant(deps, req.customer, body, by(req), req.lang),
    saved,
  );
  registerRoute(
    app,
    hrWithdrawOfferRoute,
    ({ req, body }) => withdrawOffer(deps, req.customer.id, body.id, req.lang),
    saved,
  );
  registerRoute(app, hrQueryOffersRoute, ({ req, body }) =>
    listOffers(deps, req.customer.id, req.lang, body),
  );
  registerRoute(app, hrQueryReferralsRoute, ({ req, body }) =>
    applicants.listReferrals(deps, req.customer.id, req.lang, body),
  );
  registerRoute(app, hrGetQuestionnairesRoute, ({ req }) =>
    listQuestionnaires(deps, req.customer.id, req.lang),
  );
  registerRoute(
    app,
    hrAssignAssessmentRoute,
    ({ req, body }) => assignToApplications(deps, req.customer, body),
    {
      successMessage: 'hr.assigned',
    },
  );
  registerRoute(app, hrQueryAssessmentResultsRoute, ({ req, body }) =>
    listResults(deps, req.customer.id, req.lang, body),
  );
  registerRoute(app, hrGetAssessmentResultRoute, ({ req, query }) =>
    review.getResultDetail(deps, req.customer.id, query.id, req.lang),
  );
  registerRoute(
    app,
    hrCancelAssessmentRoute,
    ({ req, body }) => review.cancelAssignment(deps, req.customer, body.id, req.lang),
    { successMessage: 'hr.assessmentCancelled' },
  );
  registerRoute(
    app,
    hrMarkAssessmentAbsentRoute,
    ({ req, body }) => review.markAbsent(deps, req.customer.id, body.id, req.lang),
    { successMessage: 'hr.markedAbsent' },
  );
  registerRoute(
    app,
    hrScoreEssayAnswersRoute,
    ({ req, body }) => review.scoreEssays(deps, req.customer.id, body, req.lang),
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
    handler: async (req, reply) =>
      sendPdf(reply, await openResumeFileForHr(deps, req.customer.id, (req.params as { id: number }).id)),
  });
};
