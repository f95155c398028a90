import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import MockAdapter from 'axios-mock-adapter';
import type { TJobHighlights, TPositionListItem } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { testConfig } from '../../../test/render-app.tsx';
import { useHome, type THomeView } from './use-home.ts';

const mock = new MockAdapter(await api.loadHttp());
const ok = (data: unknown) => [200, { code: 0, message: 'Success', data }] as const;

const job = (id: number): TPositionListItem => ({
  id,
  title: `Job ${id}`,
  categoryId: 1,
  categoryName: 'Customer Service',
  natureId: 2,
  natureName: 'Full-time',
  countryId: 3,
  countryName: 'Philippines',
  stateName: 'Metro Manila',
  cityId: 4,
  cityName: 'Manila',
  siteName: 'Manila Centre',
  degreeName: '',
  experienceName: '',
  headcount: 5,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'PHP',
  publishDate: '2026-11-20',
  summary: '',
});

const HIGHLIGHTS: TJobHighlights = {
  total: 42,
  categories: [
    { id: 11, name: 'Customer Service', count: 30 },
    { id: 12, name: 'IT', count: 12 },
  ],
  locations: [{ id: 21, name: 'Manila', count: 9, countryId: 3, countryName: 'Philippines' }],
  featured: [job(1), job(2)],
};

/** Renders the hook inside a router, so that its navigation can be followed. */
const renderHome = () => {
  const view: { current: THomeView } = { current: undefined as unknown as THomeView };
  const Probe = () => {
    view.current = useHome();
    return null;
  };
  const router = createMemoryRouter(
    [
      { path: '/home', Component: Probe },
      { path: '/position', Component: () => null },
    ],
    { initialEntries: ['/home'] },
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
  );
  renderHook(() => null, { wrapper: () => wrapper({ children: <RouterProvider router={router} /> }) });
  return { view, router };
};

beforeAll(async () => {
  setRuntimeConfig(testConfig());
  await initI18n('en-US');
  await i18n.loadNamespaces('jobs');
});
beforeEach(() => mock.reset());

describe('the home page, described once for both layouts', () => {
  it('links each category and city to the job list filtered by it, with its count', async () => {
    mock.onGet('/api/job/Position/GetJobHighlights').reply(...ok(HIGHLIGHTS));
    mock.onPost('/api/job/Position/QueryPagingPositions').reply(...ok({ list: [job(3)], recordcount: 42 }));
    const { view } = renderHome();
    expect(view.current.facets.state).toBe('loading');
    await waitFor(() => expect(view.current.facets.state).toBe('ready'));
    expect(view.current.facets.categories).toEqual([
      expect.objectContaining({ name: 'Customer Service', count: 30, href: '/position?category=11' }),
      expect.objectContaining({ name: 'IT', count: 12, countLabel: '12 open positions' }),
    ]);
    expect(view.current.facets.locations).toEqual([
      expect.objectContaining({
        name: 'Manila, Philippines',
        count: 9,
        href: '/position?country=3&district=21',
      }),
    ]);
    expect(view.current.featured.jobs.map((j) => j.id)).toEqual([1, 2]);
    await waitFor(() => expect(view.current.newest.state).toBe('ready'));
    expect(view.current.newest.jobs.map((j) => j.id)).toEqual([3]);
    expect(view.current.browseAll).toEqual({ label: 'Browse all 42 open positions', href: '/position' });
    expect(view.current.hero.tagline).toContain('40+ delivery centres');
    expect(view.current.steps.items.map((s) => s.number)).toEqual([1, 2, 3, 4]);
  });

  it("says the customer's own tagline in the hero when the company settings give one", () => {
    mock.onGet('/api/job/Position/GetJobHighlights').reply(...ok(HIGHLIGHTS));
    mock.onPost('/api/job/Position/QueryPagingPositions').reply(...ok({ list: [], recordcount: 0 }));
    setRuntimeConfig(testConfig({ tagline: { en: 'Build what ships.', zh: '一起做出好产品' } }));
    try {
      expect(renderHome().view.current.hero.tagline).toBe('Build what ships.');
    } finally {
      setRuntimeConfig(testConfig());
    }
  });

  it('sends the search to the job list with the keyword, trimmed', async () => {
    mock.onGet('/api/job/Position/GetJobHighlights').reply(...ok(HIGHLIGHTS));
    mock.onPost('/api/job/Position/QueryPagingPositions').reply(...ok({ list: [], recordcount: 0 }));
    const { view, router } = renderHome();
    expect(view.current.search).toMatchObject({ action: '/position', name: 'keyword' });
    act(() => view.current.search.setKeyword('  java developer '));
    await act(async () => view.current.search.search());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/position?keyword=java+developer',
    );
  });

  it('says when a section failed or has nothing to show', async () => {
    mock.onGet('/api/job/Position/GetJobHighlights').reply(500);
    mock.onPost('/api/job/Position/QueryPagingPositions').reply(...ok({ list: [], recordcount: 0 }));
    const { view } = renderHome();
    await waitFor(() => expect(view.current.featured.state).toBe('error'));
    expect(view.current.facets.state).toBe('error');
    await waitFor(() => expect(view.current.newest.state).toBe('empty'));
  });
});
