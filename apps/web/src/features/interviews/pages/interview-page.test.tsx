import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { InterviewStatus, type TInterview } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';
import { InterviewPage } from './interview-page.tsx';

// Antd's and antd-mobile's dialogs open slowly on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const mock = new MockAdapter(await api.loadHttp());
const BASE = '/api/resume/Interview';

const awaiting: TInterview = {
  id: 1,
  applicationId: 1,
  positionName: 'Data Analyst',
  title: 'Technical interview',
  round: 1,
  durationMinutes: 45,
  timeZone: 'UTC',
  location: null,
  onlineUrl: null,
  status: InterviewStatus.AwaitingBooking,
  statusName: 'Awaiting booking',
  startsAt: null,
  endsAt: null,
  changeableUntil: null,
  interviewers: [{ name: 'Ann', email: 'ann@example.com' }],
  openSlots: [2, 3].map((slot) => ({
    id: slot,
    startsAt: `2099-01-1${slot}T09:00:00.000Z`,
    endsAt: `2099-01-1${slot}T09:45:00.000Z`,
  })),
};

describe.each(['desktop', 'mobile'] as const)('interview page (%s)', (device) => {
  const open = () => renderWithApp(<TestLayout />, <InterviewPage />, { path: '/interview', device });
  beforeEach(() => useLoginStore.getState().setToken('token-1'));
  afterEach(() => {
    mock.reset();
    queryClient.clear();
    useLoginStore.getState().logout();
  });

  it('books one of the offered times, asking for one first', async () => {
    mock.onPost(`${BASE}/QueryMyInterviews`).reply(() => ok({ list: [awaiting], recordcount: 1 }));
    mock.onPost(`${BASE}/BookInterviewSlot`).reply(() => ok(awaiting));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await open();
    const card = await screen.findByRole('article', { name: 'Technical interview' });
    expect(within(card).getByText('Awaiting booking')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Choose a time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a time' });
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Book this time' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please choose a time');
    await user.click(within(dialog).getAllByRole('radio')[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Book this time' }));
    await waitFor(() =>
      expect(mock.history.post.some((r) => r.url?.endsWith('BookInterviewSlot'))).toBe(true),
    );
    const booked = mock.history.post.find((r) => r.url?.endsWith('BookInterviewSlot'))!;
    expect(JSON.parse(booked.data as string)).toEqual({ id: 1, slotId: 3 });
  });

  it('says when there is no interview yet', async () => {
    mock.onPost(`${BASE}/QueryMyInterviews`).reply(() => ok({ list: [], recordcount: 0 }));
    await open();
    expect(await screen.findByRole('button', { name: 'My applications' })).toBeTruthy();
  });
});
