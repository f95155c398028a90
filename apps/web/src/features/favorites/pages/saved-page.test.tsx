import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { TPositionListItem } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout, ok, testJob } from '../../../test/fixtures.tsx';
import { SavedPage } from './saved-page.tsx';

const mock = new MockAdapter(await api.loadHttp());

const favorite = (id: number, title: string, isOnline: boolean) => {
  const { description: _d, isOnline: _o, requiredFields: _r, ...position } = testJob({ id, title });
  return {
    jobId: id,
    savedAt: '2026-11-20T08:00:00.000Z',
    isOnline,
    position: position as TPositionListItem,
  };
};

describe.each(['desktop', 'mobile'] as const)('saved jobs (%s)', (device) => {
  beforeEach(() => {
    mock.reset();
    useLoginStore.getState().setToken('token-1');
  });
  afterEach(() => useLoginStore.getState().logout());

  it('lists saved jobs, says which one closed, and removes one until none is left', async () => {
    let list = [favorite(7, 'Data Analyst', true), favorite(8, 'Night Auditor', false)];
    mock.onPost('/api/job/Favorite/QueryFavorites').reply(() => ok({ list, recordcount: list.length }));
    mock.onPost('/api/job/Favorite/RemoveFavorite').reply(() => {
      list = [];
      return ok({ jobId: 8, saved: false });
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(<TestLayout />, <SavedPage />, { path: '/saved', device });
    expect(screen.getByRole('heading', { name: 'Saved jobs' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Data Analyst' })).getAttribute('href')).toBe(
      '/detail?id=7',
    );
    expect(screen.getByText('No longer open')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Night Auditor from saved jobs' }));
    expect(await screen.findByText('No saved jobs yet.', { exact: false })).toBeTruthy();
  });
});
