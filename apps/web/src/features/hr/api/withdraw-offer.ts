import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrWithdrawOfferRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export const withdrawOffer = (id: number) =>
  api.callData(hrWithdrawOfferRoute, { body: { id } }, { msg: 'all' });

export const useWithdrawOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr'] }),
  });
};
