import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCandidateOfferRoute, saveCandidateOfferStatusRoute, type TCandidateOffer } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

const offerKey = (id: number, language: TLanguage) => ['offers', 'offer', language, id];

// The page shows a refusal itself ("This offer does not exist"), so the call raises no toast.
export const useCandidateOffer = (id: number) =>
  useQuery({
    queryKey: offerKey(id, useLanguage()),
    queryFn: ({ signal }) => api.callData(getCandidateOfferRoute, { query: { id } }, { msg: 'none', signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });

/** Answers the offer once; the page then shows the answered offer (or, on a refusal, the offer as it is now). */
export const useSaveCandidateOfferStatus = () => {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    // Status 2 accepts, 3 rejects (with its reason).
    mutationFn: (answer: { id: number; status: 2 | 3; reason?: string }) =>
      api.callData(saveCandidateOfferStatusRoute, { body: answer }, { msg: 'all' }),
    onSuccess: (offer: TCandidateOffer) => {
      queryClient.setQueryData(offerKey(offer.id, language), offer);
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
    onError: (_error, answer) => queryClient.invalidateQueries({ queryKey: offerKey(answer.id, language) }),
  });
};
