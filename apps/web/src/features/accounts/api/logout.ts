import { logoutRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';

/** Revokes the token on the server when it can, and always forgets it here. */
export const logout = async (): Promise<void> => {
  if (useLoginStore.getState().token) {
    await api.call(logoutRoute, {}, { msg: 'none' }).catch(() => undefined);
  }
  useLoginStore.getState().logout();
};
