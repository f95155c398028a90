import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hrQueryOffersRoute, type TRouteBody } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export type TOfferQuery = TRouteBody<typeof hrQueryOffersRoute>;

export const hrOffersQueryOptions = (body: TOfferQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'offers', language, body],
    queryFn: ({ signal }) => api.callData(hrQueryOffersRoute, { body }, { msg: 'error', signal }),
    placeholderData: keepPreviousData,
  });

export const useHrOffers = (body: TOfferQuery) => useQuery(hrOffersQueryOptions(body, useLanguage()));
