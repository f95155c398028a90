import { useMutation, type QueryClient } from '@tanstack/react-query';
import { deleteMyAccountRoute, DOWNLOAD_MY_DATA_PATH, encodeBase64, keepMyDataRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';

/** Saves the zip of everything the portal holds about the signed-in user. */
export const useDownloadMyData = () =>
  useMutation({
    mutationFn: () =>
      api.download(DOWNLOAD_MY_DATA_PATH, `my-data-${new Date().toISOString().slice(0, 10)}.zip`),
  });

/**
 * Deletes the account once the password is confirmed; the password is sent Base64 (decisions §3). The
 * server has then revoked every token: the caller shows the result first, then `forgetDeletedAccount`.
 */
export const useDeleteMyAccount = () =>
  useMutation({
    mutationFn: (password: string) =>
      api.callData(deleteMyAccountRoute, { body: { password: encodeBase64(password) } }, { msg: 'none' }),
  });

/** Forgets the deleted account here: its token and everything cached about the user. */
export const forgetDeletedAccount = (queryClient: QueryClient): void => {
  useLoginStore.getState().logout();
  queryClient.clear();
};

/**
 * A retention notice's single-use link: keeps the candidate's data 12 more months. Sent only when the person
 * presses the button, so a mail scanner opening the link does not use it up.
 */
export const useKeepMyData = () =>
  useMutation({
    mutationFn: (token: string) => api.callData(keepMyDataRoute, { body: { token } }, { msg: 'none' }),
  });
