import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders a hook on a page at `url`, inside a router and a fresh query cache; `view.current` is its answer. */
export const renderOnPage = <T,>(useView: () => T, url: string) => {
  const view: { current: T } = { current: undefined as unknown as T };
  const Probe = () => {
    view.current = useView();
    return null;
  };
  const path = url.split('?')[0]!;
  const router = createMemoryRouter(
    [
      { path, Component: Probe },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [url] },
  );
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  renderHook(() => null, { wrapper: () => wrapper({ children: <RouterProvider router={router} /> }) });
  return { view, router, client };
};
