import { act, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { ok } from '../../../test/fixtures.tsx';
import { testConfig, testUser } from '../../../test/render-app.tsx';
import { renderOnPage } from '../../../test/render-on-page.tsx';
import { useDeviceFavorites } from '../api/device-favorites.ts';
import { useFavorites } from './use-favorites.ts';

const mock = new MockAdapter(await api.loadHttp());
const QUERY = '/api/job/Favorite/QueryFavorites';
const SAVE = '/api/job/Favorite/SaveFavorite';
const REMOVE = '/api/job/Favorite/RemoveFavorite';

/** The page of saved jobs the server answers for the ids asked about. */
const answerSaved = (saved: number[]) =>
  mock.onPost(QUERY).reply((config) => {
    const { jobIds } = JSON.parse(config.data as string) as { jobIds: number[] };
    const list = jobIds.filter((id) => saved.includes(id)).map((jobId) => ({ jobId }));
    return ok({ list, recordcount: list.length });
  });

/** A reply held until the test lets it go, so that the state in between can be seen. */
const gate = (reply: [number, unknown]) => {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { reply: () => opened.then(() => reply), open };
};

const signIn = () => {
  useLoginStore.getState().setToken('token-1');
  useLoginStore.getState().setUserInfo(testUser());
};

beforeAll(async () => {
  setRuntimeConfig(testConfig());
  await initI18n('en-US');
  await i18n.loadNamespaces('jobs');
});
beforeEach(() => mock.reset());
afterEach(() => {
  useLoginStore.getState().logout();
  localStorage.clear();
  useDeviceFavorites.setState({ list: [] });
});

describe('the save control of the job list and the detail page', () => {
  it('asks once per list page which of its jobs are saved', async () => {
    signIn();
    answerSaved([2, 3]);
    const { view } = renderOnPage(() => useFavorites([1, 2, 3]), '/position');
    await waitFor(() => expect(view.current.isSaved(2)).toBe(true));
    expect(view.current.isSaved(3)).toBe(true);
    expect(view.current.isSaved(1)).toBe(false);
    const asked = mock.history.post.filter((r) => r.url === QUERY).map((r) => JSON.parse(r.data as string));
    expect(asked).toEqual([{ jobIds: [1, 2, 3], pageIndex: 1, pageSize: 3 }]);
  });

  it('shows a visitor every job as not saved and asks the server nothing', () => {
    const { view } = renderOnPage(() => useFavorites([1, 2]), '/position');
    expect(view.current.isSaved(1)).toBe(false);
    expect(mock.history.post).toHaveLength(0);
  });

  it('shows a save at once and keeps it when the server agrees', async () => {
    signIn();
    let saved: number[] = [];
    mock
      .onPost(QUERY)
      .reply(() => ok({ list: saved.map((jobId) => ({ jobId })), recordcount: saved.length }));
    mock.onPost(SAVE).reply(() => {
      saved = [5];
      return ok({ jobId: 5, saved: true });
    });
    const { view } = renderOnPage(() => useFavorites([5, 6]), '/position');
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    act(() => view.current.toggle(5));
    await waitFor(() => expect(view.current.isSaved(5)).toBe(true));
    await waitFor(() => expect(mock.history.post.filter((r) => r.url === SAVE)).toHaveLength(1));
    await waitFor(() => expect(view.current.isBusy(5)).toBe(false));
    expect(view.current.isSaved(5)).toBe(true);
    expect(JSON.parse(mock.history.post.find((r) => r.url === SAVE)!.data as string)).toEqual({ jobId: 5 });
  });

  it('puts the star back when the server refuses (the limit of saved jobs)', async () => {
    signIn();
    answerSaved([6]);
    const refused = gate([
      200,
      { code: 9001, message: 'You can save at most 200 jobs. Please remove some first.', data: null },
    ]);
    mock.onPost(SAVE).reply(refused.reply);
    const failed = gate([500, {}]);
    mock.onPost(REMOVE).reply(failed.reply);
    const { view } = renderOnPage(() => useFavorites([5, 6]), '/position');
    await waitFor(() => expect(view.current.isSaved(6)).toBe(true));
    act(() => view.current.toggle(5));
    await waitFor(() => expect(view.current.isSaved(5)).toBe(true));
    expect(view.current.isBusy(5)).toBe(true);
    refused.open();
    await waitFor(() => expect(view.current.isBusy(5)).toBe(false));
    expect(view.current.isSaved(5)).toBe(false);
    act(() => view.current.toggle(6));
    await waitFor(() => expect(view.current.isSaved(6)).toBe(false));
    failed.open();
    await waitFor(() => expect(view.current.isBusy(6)).toBe(false));
    expect(view.current.isSaved(6)).toBe(true);
  });

  it('keeps a visitor’s saved jobs on the device, asking nobody to sign in', () => {
    const { view } = renderOnPage(() => useFavorites([7, 8]), '/detail');
    expect(view.current.isSaved(7)).toBe(false);
    act(() => view.current.toggle(7));
    expect(view.current.isSaved(7)).toBe(true);
    expect(useLoginStore.getState().openLogin).toBe(false);
    expect(mock.history.post).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('tmp-saved-jobs')!)).toEqual([
      { jobId: 7, savedAt: expect.any(String) },
    ]);
    act(() => view.current.toggle(7));
    expect(view.current.isSaved(7)).toBe(false);
    expect(localStorage.getItem('tmp-saved-jobs')).toBeNull();
  });

  it('moves the device’s saved jobs into the account at sign-in, one SaveFavorite each', async () => {
    let saved: number[] = [];
    mock
      .onPost(QUERY)
      .reply(() => ok({ list: saved.map((jobId) => ({ jobId })), recordcount: saved.length }));
    mock.onPost(SAVE).reply((config) => {
      saved = [...saved, (JSON.parse(config.data as string) as { jobId: number }).jobId];
      return ok({ jobId: saved.at(-1), saved: true });
    });
    const { view } = renderOnPage(() => useFavorites([7, 8, 9]), '/detail');
    act(() => view.current.toggle(7));
    act(() => view.current.toggle(9));
    act(() => signIn());
    // The requests' code loads at the sign-in: slow on a busy machine.
    await waitFor(() => expect(view.current.isSaved(9)).toBe(true), { timeout: 15_000 });
    expect(view.current.isSaved(7)).toBe(true);
    expect(view.current.isSaved(8)).toBe(false);
    const sent = mock.history.post.filter((r) => r.url === SAVE).map((r) => JSON.parse(r.data as string));
    expect(sent).toEqual([{ jobId: 7 }, { jobId: 9 }]);
    expect(localStorage.getItem('tmp-saved-jobs')).toBeNull();
  });
});
