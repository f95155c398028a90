import { z } from 'zod';
import { ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { ZPageQuery, zPage } from '../common/pagination.ts';
import { ZHrOffer, ZOfferInput } from './offers-hr.schemas.ts';

const hr = { access: 'hr' as const, tags: ['hr'], personal: true };

export const hrIssueOfferRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Offer/IssueOffer',
  summary: 'Issue an offer for an application (moves it to status 4 and notifies the candidate)',
  body: ZOfferInput,
  data: ZHrOffer,
});
export const hrWithdrawOfferRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Offer/WithdrawOffer',
  summary: 'Withdraw a pending offer',
  body: z.object({ id: z.coerce.number().int().min(1) }),
  data: ZHrOffer,
});
export const hrQueryOffersRoute = defineRoute({
  ...hr,
  roles: ROUTE_ROLES.hiring,
  method: 'POST',
  path: '/api/hr/Offer/QueryPagingOffers',
  summary: 'Offers with their answers and reasons',
  body: ZPageQuery.extend({ status: z.coerce.number().int().min(1).max(5).optional() }),
  data: zPage(ZHrOffer),
});
