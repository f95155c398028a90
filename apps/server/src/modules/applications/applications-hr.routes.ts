import type { FastifyInstance } from 'fastify';
import {
  AppErrorCode,
  hrChangeApplicantStatusRoute,
  hrGetApplicantRoute,
  hrQueryApplicantsRoute,
  hrQueryReferralsRoute,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { scopeCheck, scopeOf } from '../../lib/hr-scope.ts';
import { registerRoute } from '../../lib/route.ts';
import { getApplicantDetail, type TApplicantSources } from './applicant-detail.service.ts';
import * as applicants from './applicants.service.ts';

const applicationNotFound = () => new AppError(AppErrorCode.ApplicationNotFound, 'hr.applicationNotFound');

/**
 * The console's applicants and referrals (decisions §5, §8): a recruiter's are those of their sites' jobs;
 * an interviewer opens an applicant they interview, and sees its resume snapshot alone.
 */
export const applicationsHrRoutes = async (app: FastifyInstance, sources: TApplicantSources) => {
  const { deps } = app;
  const seen = scopeCheck(deps.db);

  registerRoute(app, hrQueryApplicantsRoute, async ({ req, body }) => {
    const page = await applicants.listApplicants(deps, req.customer.id, req.lang, {
      ...body,
      scope: scopeOf(req),
    });
    return { ...page, list: await sources.deletionDates(deps, req.customer.id, page.list) };
  });
  registerRoute(app, hrGetApplicantRoute, async ({ req, query }) => {
    await seen(req, 'interviewedApplication', [query.id], applicationNotFound);
    const [detail] = await sources.deletionDates(deps, req.customer.id, [
      await getApplicantDetail(deps, req.customer.id, query.id, req.lang, sources),
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
      await applicants.changeApplicantStatus(deps, req.customer, body, req.auth!.user.id, req.lang);
      return null;
    },
    { successMessage: 'hr.saved' },
  );
  registerRoute(app, hrQueryReferralsRoute, ({ req, body }) =>
    applicants.listReferrals(deps, req.customer.id, req.lang, { ...body, scope: scopeOf(req) }),
  );
};
