import type { FastifyInstance } from 'fastify';
import { getCandidateOfferRoute, saveCandidateOfferStatusRoute } from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { answerCandidateOffer, getCandidateOffer } from './offers.service.ts';

export const offersRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  registerRoute(app, getCandidateOfferRoute, ({ req, query }) =>
    getCandidateOffer(deps, req.customer, req.auth!.user.id, query.id, req.lang),
  );
  registerRoute(app, saveCandidateOfferStatusRoute, ({ req, body }) =>
    answerCandidateOffer(deps, req.customer, req.auth!.user.id, body, req.lang),
  );
};
