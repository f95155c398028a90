import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import MockAdapter from 'axios-mock-adapter';
import type { TRuntimeConfig } from '@tmp/contracts';
import { setRuntimeConfig } from '../../config/runtime-config.ts';
import { api } from '../../lib/api.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { initI18n, type TLanguage } from '../../lib/i18n.ts';
import { useAppStore, type TDevice } from '../../lib/app-store.ts';
import { loadKit } from '../../lib/kit/kit.ts';
import { testConfig } from '../../test/render-app.tsx';

export const mockApi = async () => new MockAdapter(await api.loadHttp());

export const decode = (value: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));

/** Renders a dialog on `path` (on a desktop unless `device` says otherwise), with the pages the post-login sequence may go to. */
export const renderDialog = async (
  dialog: ReactNode,
  options: { config?: Partial<TRuntimeConfig>; language?: TLanguage; path?: string; device?: TDevice } = {},
) => {
  setRuntimeConfig(testConfig(options.config));
  const device = options.device ?? 'desktop';
  useAppStore.getState().setDevice(device);
  await Promise.all([initI18n(options.language ?? 'en-US'), loadKit(device)]);
  const router = createMemoryRouter(
    [
      { path: '/position', element: dialog },
      { path: '/apply', element: <p>apply page</p> },
      { path: '/delivery', element: <p>delivery page</p> },
      { path: '/', element: <p>home page</p> },
      { path: '/hr', element: <p>HR console</p> },
    ],
    { initialEntries: [options.path ?? '/position'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};
