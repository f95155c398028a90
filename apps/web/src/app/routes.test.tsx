import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { api } from '../lib/api.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { applyDevice } from '../lib/device.ts';
import { initI18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { testConfig } from '../test/render-app.tsx';
import { filterRoutesByRoles } from './route-meta.ts';
import { buildRoutes } from './routes.tsx';
import { preloadShell } from './layouts/root-layout.tsx';

const mock = new MockAdapter(await api.loadHttp());

const open = (path: string, hasConsole = false, roles: number[] = hasConsole ? [2] : []) => {
  // As the app does: the console's routes are only in a router built for an HR member, each page for its roles.
  const routes = filterRoutesByRoles(buildRoutes({ devOutbox: true, hasConsole }), roles);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const where = (router: ReturnType<typeof open>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('route table', () => {
  beforeAll(async () => {
    setRuntimeConfig(testConfig({ countryid: [2] }));
    await initI18n('en-US');
  });
  afterEach(() => {
    mock.reset();
    useLoginStore.setState({ token: undefined, userinfo: null, roles: [] });
    applyDevice(1280);
  });

  const emptyLists = () => {
    mock
      .onPost('/api/job/Position/QueryPagingPositions')
      .reply(200, { code: 0, message: '', data: { list: [], recordcount: 0 } });
    mock.onGet(/\/api\/found\//).reply(200, { code: 0, message: '', data: [] });
    mock.onGet('/api/job/Position/GetJobHighlights').reply(200, {
      code: 0,
      message: '',
      data: { total: 0, categories: [], locations: [], featured: [] },
    });
  };

  it('sends / to the job list and titles the page', async () => {
    emptyLists();
    const router = open('/');
    // The first test also pays for transforming the lazy chunks.
    await waitFor(() => expect(where(router)).toBe('/position'), { timeout: 20_000 });
    await waitFor(() => expect(document.title).toBe('Jobs - TMP'), { timeout: 10_000 });
  }, 60_000);

  it('sends a visitor from a private page to the job list, remembering where they were going', async () => {
    emptyLists();
    const router = open('/apply');
    await waitFor(() => expect(where(router)).toBe('/position?redirect=%2Fapply'));
  });

  it('shows the home page titled by the route', async () => {
    emptyLists();
    const router = open('/home');
    expect(await screen.findByRole('heading', { name: 'How applying works' })).toBeTruthy();
    expect(where(router)).toBe('/home');
    await waitFor(() => expect(document.title).toBe('Home - TMP'));
  });

  it('sends unknown paths home (spec §2) without a router warning', async () => {
    emptyLists();
    const errors = vi.spyOn(console, 'warn');
    const router = open('/nope/nothing');
    await waitFor(() => expect(where(router)).toBe('/position'), { timeout: 20_000 });
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/does not have an element/);
    errors.mockRestore();
  });

  it('draws the shell with a page skeleton while a signed-in page waits for the user and its code', async () => {
    applyDevice(375);
    // As at boot, the shell's code is there before the first render.
    await preloadShell('mobile');
    useLoginStore.setState({ token: 'tok-waiting' });
    // The user's details never arrive: the page cannot be shown, its frame can.
    mock.onGet('/api/user/user/GetUserInfo').reply(() => new Promise(() => undefined));
    open('/resume');
    expect(await screen.findByRole('status', { name: 'Loading the page…' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByText(/All rights reserved/)).toBeTruthy();
  });

  it('lets a router built before the sign-in wait on a console link instead of redirecting for ever', async () => {
    // The roles arrived after this router was built: the rebuilt router is the one that shows the console.
    useLoginStore.setState({
      token: 'tok',
      userinfo: { chinesename: 'HR', loginname: 'hr', roles: [2] } as never,
      roles: [2],
      isHrMember: true,
    });
    const router = open('/hr/jobs');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where(router)).toBe('/hr/jobs');
    expect(router.state.navigation.state).toBe('idle');
  });

  it('sends an unknown console page to the jobs list once the console is loaded', async () => {
    useLoginStore.setState({ token: 'tok', roles: [2], isHrMember: true });
    const router = open('/hr/nope', true);
    // The shell is drawn while the console loads: on a busy machine its code takes a while to arrive.
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr/jobs'), { timeout: 20_000 });
  });

  it("opens an interviewer's console on interviews and answers a page of other roles as not found", async () => {
    useLoginStore.setState({ token: 'tok', roles: [5], isHrMember: true });
    mock.onGet(/\/api\//).reply(404);
    const router = open('/hr', true, [5]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr/interviews'), { timeout: 20_000 });
    await router.navigate('/hr/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });

  it('hides the mobile header during an online test only', async () => {
    applyDevice(375);
    useLoginStore.setState({ token: 'tok' });
    mock.onGet(/\/api\//).reply(404);
    open('/onlineTest');
    // The footer shows the mobile shell is there, only without its header.
    expect(await screen.findByText(/All rights reserved/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('shows the mobile header elsewhere', async () => {
    applyDevice(375);
    emptyLists();
    open('/home');
    expect(await screen.findByRole('heading', { name: 'How applying works' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
  });
});
