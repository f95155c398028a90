import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TRuntimeConfig, TUserInfo } from '@tmp/contracts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { initI18n, type TLanguage } from '../lib/i18n.ts';
import { useAppStore, type TDevice } from '../lib/app-store.ts';
import { loadKit } from '../lib/kit/kit.ts';
import { preloadUiLocale } from '../app/layouts/ui-locale.ts';

export const testConfig = (overrides: Partial<TRuntimeConfig> = {}): TRuntimeConfig => ({
  apiBase: '',
  customerid: 1,
  countryid: [2],
  sourceid: 1,
  systemType: 1,
  siteTitle: 'TMP',
  siteTitleZh: 'TMP',
  logo: '/brand/logo.svg',
  customerName: { en: 'TMP Global Delivery', zh: 'TMP 全球交付' },
  tagline: { en: '', zh: '' },
  brandColor: '#1f4fd1',
  defaultLanguage: 'en-US',
  devOutbox: false,
  ...overrides,
});

/**
 * Renders `layout` as the root route with `page` as its only child, the way the app's router does, on a
 * desktop unless `device` says otherwise (with that device's kit loaded, as the routes load it).
 */
export const renderWithApp = async (
  layout: ReactNode,
  page: ReactNode,
  options: { config?: Partial<TRuntimeConfig>; language?: TLanguage; path?: string; device?: TDevice } = {},
) => {
  setRuntimeConfig(testConfig(options.config));
  const device = options.device ?? 'desktop';
  useAppStore.getState().setDevice(device);
  const language = options.language ?? 'en-US';
  // As the app's boot does: the first render already has the texts, the kit and the UI library's texts.
  await Promise.all([initI18n(language), loadKit(device), preloadUiLocale(device, language)]);
  const router = createMemoryRouter(
    [{ path: '/', element: layout, children: [{ path: '*', element: page }] }],
    { initialEntries: [options.path ?? '/position'] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

export const testUser = (overrides: Partial<TUserInfo> = {}): TUserInfo => ({
  chinesename: '',
  loginname: '13800000000',
  roles: [1],
  customerid: 1,
  recommendCode: 'R7K2Q',
  ...overrides,
});
