import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveCandidateOfferStatusRoute, type TCandidateOffer } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { candidateOfferQueryOptions } from './get-candidate-offer.ts';

export interface TOfferAnswer {
  id: number;
  /** 2 accept, 3 reject. */
  status: 2 | 3;
  reason?: string;
}

export const saveCandidateOfferStatus = (answer: TOfferAnswer) =>
  api.callData(saveCandidateOfferStatusRoute, { body: answer }, { msg: 'all' });

/** Answers the offer once; the page then shows the answered offer (or, on a refusal, the offer as it is now). */
export const useSaveCandidateOfferStatus = () => {
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: saveCandidateOfferStatus,
    onSuccess: (offer: TCandidateOffer) => {
      queryClient.setQueryData(candidateOfferQueryOptions(offer.id, language).queryKey, offer);
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
    onError: (_error, answer) =>
      queryClient.invalidateQueries({ queryKey: candidateOfferQueryOptions(answer.id, language).queryKey }),
  });
};
