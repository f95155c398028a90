import { hydrate } from '@tanstack/react-query';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { useAppStore } from '../lib/app-store.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { initI18n, loadAllNamespaces } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { preloadShell } from './layouts/root-layout.tsx';
import { preloadUiLocale } from './layouts/ui-locale.ts';
import { adoptReadyRouter, createAppRouter, whenRouterReady } from './router.tsx';
import type { TPageState } from './ssr/page-state.ts';

/**
 * Prepares the app to take over a page rendered on the server: the same configuration, language, device
 * and data as the server used, and the router with the page's code loaded, so that the first render
 * matches the HTML and nothing flashes. The device follows the window's width only after hydration.
 */
export const prepareHydration = async ({ config, language, device, queries }: TPageState): Promise<void> => {
  setRuntimeConfig(config);
  useLoginStore.getState().configure(config);
  useAppStore.setState({ device });
  hydrate(queryClient, queries);
  // The page's texts only; the rest of the language once the visitor moves on or signs in.
  await initI18n(language, { firstOnly: true });
  await Promise.all([preloadUiLocale(device, language), preloadShell(device).catch(() => undefined)]);
  const router = createAppRouter('');
  await whenRouterReady(router);
  adoptReadyRouter(router);
  const stopNavigation = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    stopNavigation();
    void loadAllNamespaces();
  });
  const stopLogin = useLoginStore.subscribe((state) => {
    if (!state.token && !state.openLogin) return;
    stopLogin();
    void loadAllNamespaces();
  });
};
