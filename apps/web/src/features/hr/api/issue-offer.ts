import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrIssueOfferRoute, type TOfferInput } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export type TOfferBody = Omit<TOfferInput, 'salaryPeriod'> & { salaryPeriod: 'month' | 'year' };

export const issueOffer = (body: TOfferBody) => api.callData(hrIssueOfferRoute, { body }, { msg: 'all' });

export const useIssueOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr'] }),
  });
};
