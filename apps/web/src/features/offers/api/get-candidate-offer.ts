import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateOfferRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

// The page shows a refusal itself ("This offer does not exist"), so the call raises no toast.
export const getCandidateOffer = (id: number, signal?: AbortSignal) =>
  api.callData(getCandidateOfferRoute, { query: { id } }, { msg: 'none', signal });

export const candidateOfferQueryOptions = (id: number, language: TLanguage) =>
  queryOptions({
    queryKey: ['offers', 'offer', language, id],
    queryFn: ({ signal }) => getCandidateOffer(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

export const useCandidateOffer = (id: number) => useQuery(candidateOfferQueryOptions(id, useLanguage()));
