import type { TRuntimeConfig } from '@tmp/contracts';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { useAppStore } from '../lib/app-store.ts';
import { ensureUserInfo } from '../features/accounts/api/get-user-info.ts';
import { watchDevice } from '../lib/device.ts';
import { preloadShell } from './layouts/root-layout.tsx';
import { detectLanguage, initI18n, readLanguageCookie } from '../lib/i18n.ts';

/** Everything the first render needs: the customer's configuration, the language and the device. */
export const boot = async (): Promise<TRuntimeConfig> => {
  watchDevice();
  const shell = preloadShell(useAppStore.getState().device);
  const config = await loadRuntimeConfig();
  useLoginStore.getState().configure({
    countryid: config.countryid,
    AjaxUrl: config.apiBase,
    customerid: config.customerid,
  });
  const language = detectLanguage({
    cookie: readLanguageCookie(),
    browserLanguages: navigator.languages ?? [navigator.language],
    fallback: config.defaultLanguage,
  });
  await initI18n(language);
  // The first router is built with the user's roles, so role-restricted links open directly.
  if (useLoginStore.getState().token) await ensureUserInfo();
  await shell.catch(() => undefined);
  return config;
};
