import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hrSetJobOnlineRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';

export const setJobOnline = (body: { id: number; isOnline: boolean }) =>
  api.callData(hrSetJobOnlineRoute, { body }, { msg: 'all' });

/** Publishes or takes a job offline. */
export const useSetJobOnline = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobOnline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['hr'] }),
  });
};
