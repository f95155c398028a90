import { matchRoutes } from 'react-router';
import { LANGUAGE_QUERY, type TRuntimeConfig } from '@tmp/contracts';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { useAppStore } from '../lib/app-store.ts';
import { loadUserInfo } from './guard-loader.ts';
import { watchDevice } from '../lib/device.ts';
import { preloadShell, preloadShellCode } from './layouts/root-layout.tsx';
import { buildRoutes } from './routes.tsx';
import { preloadUiLocale } from './layouts/ui-locale.ts';
import {
  detectLanguage,
  initI18n,
  normalizeLanguage,
  preloadLanguage,
  readLanguageCookie,
} from '../lib/i18n.ts';

/** Everything the first render needs: the customer's configuration, the language and the device. */
export const boot = async (): Promise<TRuntimeConfig> => {
  watchDevice();
  const shellCode = preloadShellCode(useAppStore.getState().device);
  // The code of the page the visit opens downloads while the configuration and the texts load, instead of
  // after them: the router would only ask for it once it is built.
  const opened = matchRoutes(buildRoutes({ devOutbox: false, hasConsole: false }), location.pathname);
  for (const { route } of opened ?? []) {
    if (typeof route.lazy === 'function') void Promise.resolve(route.lazy()).catch(() => undefined);
  }
  const browserLanguages = navigator.languages ?? [navigator.language];
  // The cookie or the browser usually decides the language: its texts download with the configuration.
  const likely = [readLanguageCookie(), ...browserLanguages].map(normalizeLanguage).find(Boolean);
  if (likely) preloadLanguage(likely);
  const config = await loadRuntimeConfig();
  useLoginStore.getState().configure(config);
  const language = detectLanguage({
    query: new URLSearchParams(window.location.search).get(LANGUAGE_QUERY),
    cookie: readLanguageCookie(),
    browserLanguages,
    fallback: config.defaultLanguage,
  });
  const uiLocale = preloadUiLocale(useAppStore.getState().device, language);
  await initI18n(language);
  // The first router is built with the user's roles, so role-restricted links open directly.
  if (useLoginStore.getState().token) await loadUserInfo();
  await Promise.all([shellCode.catch(() => undefined), uiLocale]);
  // Now that the language is known: the shell with its UI kit's texts, so the first render needs no wait.
  await preloadShell(useAppStore.getState().device).catch(() => undefined);
  return config;
};
