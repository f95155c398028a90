import { act, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERVIEW_CANCEL_REASON_MAX, InterviewStatus, type TInterview } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { ok } from '../../../test/fixtures.tsx';
import { testConfig } from '../../../test/render-app.tsx';
import { renderOnPage } from '../../../test/render-on-page.tsx';
import { useInterviewsPage } from './use-interviews-page.ts';

const mock = new MockAdapter(await api.loadHttp());
const BASE = '/api/resume/Interview';

const interview = (id: number, status: number, slots: number[]): TInterview => ({
  id,
  applicationId: 1,
  positionName: 'Data Analyst',
  title: `Interview ${id}`,
  round: 1,
  durationMinutes: 45,
  timeZone: 'UTC',
  location: null,
  onlineUrl: null,
  status,
  statusName: status === InterviewStatus.Scheduled ? 'Scheduled' : 'Awaiting booking',
  startsAt: status === InterviewStatus.Scheduled ? '2099-01-10T09:00:00.000Z' : null,
  endsAt: status === InterviewStatus.Scheduled ? '2099-01-10T09:45:00.000Z' : null,
  changeableUntil: null,
  interviewers: [{ name: 'Ann', email: 'ann@example.com' }],
  openSlots: slots.map((slot) => ({
    id: slot,
    startsAt: `2099-01-1${slot}T09:00:00.000Z`,
    endsAt: `2099-01-1${slot}T09:45:00.000Z`,
  })),
});

beforeAll(async () => {
  setRuntimeConfig(testConfig());
  await initI18n('en-US');
  await i18n.loadNamespaces('interviews');
});
beforeEach(() => {
  mock.reset();
  useLoginStore.getState().setToken('token-1');
});
afterEach(() => useLoginStore.getState().logout());

describe('the interviews page', () => {
  it('offers booking or moving with their own texts, and books the chosen time', async () => {
    const list = [
      interview(1, InterviewStatus.AwaitingBooking, [2, 3]),
      interview(2, InterviewStatus.Scheduled, [4]),
    ];
    mock.onPost(`${BASE}/QueryMyInterviews`).reply(() => ok({ list, recordcount: list.length }));
    mock.onPost(`${BASE}/BookInterviewSlot`).reply(() => ok(list[0]));
    const { view } = renderOnPage(useInterviewsPage, '/interview?id=2');
    await waitFor(() => expect(view.current.state).toBe('ready'));
    expect(view.current.cards.map((c) => [c.id, c.canBook, c.canMove, c.canDownload, c.isFocused])).toEqual([
      [1, true, false, false, false],
      [2, false, true, true, true],
    ]);

    act(() => view.current.startPick(2, 'move'));
    expect(view.current.pick).toMatchObject({ open: true, heading: 'Choose a new time' });
    expect(view.current.pick.confirmText).toBe('Move to this time');

    act(() => view.current.startPick(1, 'book'));
    expect(view.current.pick.slots.map((s) => s.id)).toEqual([2, 3]);
    act(() => view.current.pick.confirm());
    expect(view.current.pick.error).toBeTruthy();
    act(() => view.current.pick.choose(3));
    act(() => view.current.pick.confirm());
    await waitFor(() => expect(view.current.pick.open).toBe(false));
    const booked = mock.history.post.find((r) => r.url === `${BASE}/BookInterviewSlot`)!;
    expect(JSON.parse(booked.data as string)).toEqual({ id: 1, slotId: 3 });
    expect(view.current.cards[0]!.takesFocus).toBe(true);
  });

  it('refuses a reason longer than the contract allows before sending anything', async () => {
    mock.onPost(`${BASE}/QueryMyInterviews`).reply(() => ok({ list: [interview(1, 2, [])], recordcount: 1 }));
    const { view } = renderOnPage(useInterviewsPage, '/interview');
    await waitFor(() => expect(view.current.state).toBe('ready'));
    act(() => view.current.startCancel(1));
    act(() => view.current.cancel.change('x'.repeat(INTERVIEW_CANCEL_REASON_MAX + 1)));
    act(() => view.current.cancel.confirm());
    expect(view.current.cancel.error).toBeTruthy();
    expect(mock.history.post.some((r) => r.url === `${BASE}/CancelInterview`)).toBe(false);
  });
});
