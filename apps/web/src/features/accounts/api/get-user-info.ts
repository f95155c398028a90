import { getUserInfoRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';

let pending: { token: string; promise: Promise<void> } | null = null;

/**
 * Loads the user of the stored token once per token. A failure leaves the user unknown rather than
 * blocking navigation (and is not retried for that token); a refused token (HTTP 401) is cleared by the API
 * client. A success is forgotten once stored, so a later sign-in (after a sign-out) loads its user again.
 */
export const ensureUserInfo = (): Promise<void> => {
  const { token, userinfo } = useLoginStore.getState();
  if (!token || userinfo) return Promise.resolve();
  if (pending?.token === token) return pending.promise;
  const promise = api
    .callData(getUserInfoRoute, {}, { msg: 'none' })
    .then((user) => {
      useLoginStore.getState().setUserInfo(user);
      if (pending?.promise === promise) pending = null;
    })
    .catch(() => undefined);
  pending = { token, promise };
  return promise;
};
