import { getRuntimeConfig } from '../config/runtime-config.ts';
import { createApiClient } from './api-client.ts';
import { useLoginStore } from './auth/login-store.ts';
import { getLanguage, i18n, toHeaderLang } from './i18n.ts';
import { notify } from './notify.ts';

/** The app's one API client, wired to the runtime config, the login store and the active shell's toasts. */
export const api = createApiClient({
  baseURL: () => getRuntimeConfig().apiBase,
  getLang: () => toHeaderLang(getLanguage()),
  getHost: () => location.host,
  getToken: () => useLoginStore.getState().token,
  getCustomerId: () => getRuntimeConfig().customerid,
  toast: notify,
  onUnauthorized: () => {
    useLoginStore.getState().resetToken();
    useLoginStore.getState().setOpenLogin(true);
  },
  onForbidden: () => useLoginStore.getState().resetToken(),
  networkErrorText: () => i18n.t('common:errors.network'),
});
