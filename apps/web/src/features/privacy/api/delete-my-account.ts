import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMyAccountRoute, encodeBase64 } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';

/** Deletes the account once the password is confirmed; the password is sent Base64 (decisions §3). */
export const deleteMyAccount = (password: string) =>
  api.callData(deleteMyAccountRoute, { body: { password: encodeBase64(password) } }, { msg: 'none' });

/** On success the server has revoked every token: forget this one and everything cached about the user. */
export const useDeleteMyAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMyAccount,
    onSuccess: () => {
      useLoginStore.getState().logout();
      queryClient.clear();
    },
  });
};
