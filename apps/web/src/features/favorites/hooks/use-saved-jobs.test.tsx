import { act, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FAVORITES, type TPositionListItem } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { ok, testJob } from '../../../test/fixtures.tsx';
import { testConfig } from '../../../test/render-app.tsx';
import { renderOnPage } from '../../../test/render-on-page.tsx';
import { useSavedJobs } from './use-saved-jobs.ts';

const mock = new MockAdapter(await api.loadHttp());
const QUERY = '/api/job/Favorite/QueryFavorites';
const REMOVE = '/api/job/Favorite/RemoveFavorite';

const favorite = (id: number, title: string, isOnline: boolean) => {
  const { description: _d, isOnline: _o, requiredFields: _r, ...position } = testJob({ id, title });
  return {
    jobId: id,
    savedAt: '2026-11-20T08:00:00.000Z',
    isOnline,
    position: position as TPositionListItem,
  };
};

beforeAll(async () => {
  setRuntimeConfig(testConfig());
  await initI18n('en-US');
  await i18n.loadNamespaces('jobs');
});
beforeEach(() => {
  mock.reset();
  useLoginStore.getState().setToken('token-1');
});
afterEach(() => useLoginStore.getState().logout());

describe('the saved jobs page', () => {
  it('links open jobs, says which ones closed, and removes one', async () => {
    let list = [favorite(7, 'Data Analyst', true), favorite(8, 'Night Auditor', false)];
    mock.onPost(QUERY).reply(() => ok({ list, recordcount: list.length }));
    mock.onPost(REMOVE).reply(() => {
      list = list.filter((f) => f.jobId !== 8);
      return ok({ jobId: 8, saved: false });
    });
    const { view } = renderOnPage(useSavedJobs, '/saved');
    await waitFor(() => expect(view.current.status).toBe('ready'));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(view.current.rows.map((r) => [r.title, r.isOpen, r.href])).toEqual([
      ['Data Analyst', true, '/detail?id=7'],
      ['Night Auditor', false, undefined],
    ]);
    expect(view.current.rows[0]!.savedOn).toBe('Nov 20, 2026');
    expect(view.current.texts).toMatchObject({
      title: i18n.t('jobs:saved.title'),
      empty: { href: '/position' },
    });
    expect(view.current.texts.count).toBe(i18n.t('jobs:saved.count', { count: 2, max: MAX_FAVORITES }));
    act(() => view.current.remove(8));
    await waitFor(() => expect(view.current.rows.map((r) => r.jobId)).toEqual([7]));
    expect(JSON.parse(mock.history.post.find((r) => r.url === REMOVE)!.data as string)).toEqual({ jobId: 8 });
  });

  it('goes back a page when the last job of the last page was removed', async () => {
    mock.onPost(QUERY).reply((config) => {
      const { pageIndex } = JSON.parse(config.data as string) as { pageIndex: number };
      return ok({ list: pageIndex === 1 ? [favorite(7, 'Data Analyst', true)] : [], recordcount: 10 });
    });
    const { view, router } = renderOnPage(useSavedJobs, '/saved?page=2');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(view.current.rows.map((r) => r.jobId)).toEqual([7]));
  });
});
