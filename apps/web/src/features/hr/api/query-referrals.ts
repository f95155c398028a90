import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hrQueryReferralsRoute, type TRouteBody } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export type TReferralQuery = TRouteBody<typeof hrQueryReferralsRoute>;

export const referralsQueryOptions = (body: TReferralQuery, language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'referrals', language, body],
    queryFn: ({ signal }) => api.callData(hrQueryReferralsRoute, { body }, { msg: 'error', signal }),
    placeholderData: keepPreviousData,
  });

export const useReferrals = (body: TReferralQuery) => useQuery(referralsQueryOptions(body, useLanguage()));
