import type { FastifyInstance } from 'fastify';
import { AppErrorCode, hrIssueOfferRoute, hrQueryOffersRoute, hrWithdrawOfferRoute } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { scopeCheck, scopeOf } from '../../lib/hr-scope.ts';
import { registerRoute } from '../../lib/route.ts';
import { issueOfferForApplicant, listOffers, withdrawOffer } from './offers-admin.service.ts';

const applicationNotFound = () => new AppError(AppErrorCode.ApplicationNotFound, 'hr.applicationNotFound');
const offerNotFound = () => new AppError(AppErrorCode.OfferNotFound, 'offers.notFound');

/** The console's offers: a recruiter issues, withdraws and lists those of their sites' applications only. */
export const offersHrRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  const seen = scopeCheck(deps.db);
  const saved = { successMessage: 'hr.saved' as const };

  registerRoute(
    app,
    hrIssueOfferRoute,
    async ({ req, body }) => {
      await seen(req, 'application', [body.applicationId], applicationNotFound);
      return issueOfferForApplicant(deps, req.customer, body, req.auth!.user.id, req.lang);
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
    listOffers(deps, req.customer.id, req.lang, { ...body, scope: scopeOf(req) }),
  );
};
