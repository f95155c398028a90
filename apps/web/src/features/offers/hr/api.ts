import { hrIssueOfferRoute, hrQueryOffersRoute, hrWithdrawOfferRoute, type TRouteBody } from '@tmp/contracts';
import { send, sendId, useChange, useListPage } from '../../../lib/console-api.ts';

export const useHrOffers = (body: TRouteBody<typeof hrQueryOffersRoute>) =>
  useListPage(hrQueryOffersRoute, ['offers'], body);

export const useIssueOffer = () => useChange(send(hrIssueOfferRoute));

export const useWithdrawOffer = () => useChange(sendId(hrWithdrawOfferRoute));
