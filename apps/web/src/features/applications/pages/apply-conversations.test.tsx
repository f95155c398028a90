import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { TApplyRecord, TConversation } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';
import { ApplyPage } from './records-page.tsx';

// Antd's and antd-mobile's dialogs open slowly on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const mock = new MockAdapter(await api.loadHttp());
const CONVERSATION = '/api/resume/Conversation';

const record: TApplyRecord = {
  id: 5,
  positionId: 10,
  positionName: 'Data Analyst',
  countryName: 'China',
  cityName: 'Wuhan',
  applyDate: '2026-11-19',
  status: 2,
  statusName: 'Screening',
  offerId: null,
  history: [],
  answerBy: '2026-12-14',
  answerByReason: 'The team lead is travelling',
};

const conversation = (): TConversation => ({
  applicationId: 5,
  positionId: 10,
  positionName: 'Data Analyst',
  status: 2,
  statusName: 'Screening',
  candidateName: 'Li Lei',
  unreadCount: 0,
  answerBy: '2026-12-14',
  answerByReason: null,
  messages: [
    {
      id: 1,
      side: 'candidate',
      text: 'Is the job remote?',
      createdAt: '2026-12-01T02:00:00Z',
      readAt: '2026-12-01T03:00:00Z',
    },
    {
      id: 2,
      side: 'hr',
      text: `Partly. Book here: ${window.location.origin}/interview?id=3 or https://elsewhere.example.net/x`,
      createdAt: '2026-12-01T04:00:00Z',
      readAt: null,
    },
  ],
});

const posted = (path: string) =>
  mock.history.post.filter((r) => r.url?.endsWith(path)).map((r) => JSON.parse(r.data as string));

describe.each(['desktop', 'mobile'] as const)('/apply conversations (%s)', (device) => {
  const row = () =>
    screen
      .getByRole('link', { name: 'Data Analyst' })
      .closest<HTMLElement>(device === 'desktop' ? 'tr' : 'article')!;
  beforeEach(() => {
    useLoginStore.getState().setToken('token-1');
    mock
      .onPost('/api/resume/ApplyForm/QueryPagingApplyRecords')
      .reply(...ok({ recordcount: 1, list: [record] }));
    mock.onPost('/api/resume/Interview/QueryMyInterviews').reply(...ok({ recordcount: 0, list: [] }));
    mock.onGet(`${CONVERSATION}/QueryMyConversations`).reply(
      ...ok({
        recordcount: 1,
        list: [
          {
            ...conversation(),
            lastMessage: 'Partly.',
            lastMessageAt: '2026-12-01T04:00:00Z',
            unreadCount: 2,
          },
        ],
      }),
    );
    mock.onGet('/api/resume/Survey/GetPendingSurvey').reply(...ok(null));
  });
  afterEach(() => {
    mock.reset();
    queryClient.clear();
    useLoginStore.getState().logout();
  });

  it('shows the answer-by date and the unread count, and opens the thread to write to HR', async () => {
    mock.onGet(`${CONVERSATION}/GetConversation`).reply(...ok(conversation()));
    mock
      .onPost(`${CONVERSATION}/SendMessage`)
      .reply(
        ...ok({ id: 3, side: 'candidate', text: 'Thanks', createdAt: '2026-12-02T02:00:00Z', readAt: null }),
      );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(<TestLayout />, <ApplyPage />, { path: '/apply', device });
    await screen.findByRole('link', { name: 'Data Analyst' });
    expect(within(row()).getByText('Expect an answer by December 14, 2026')).toBeTruthy();
    expect(within(row()).getByText('HR moved this date: The team lead is travelling')).toBeTruthy();
    expect(await within(row()).findByText('2 unread messages')).toBeTruthy();

    await user.click(within(row()).getByRole('button', { name: 'Message HR' }));
    const thread = await screen.findByRole('dialog', { name: 'Messages · Data Analyst' });
    const items = await within(thread).findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Is the job remote?'),
      expect.stringContaining('Partly.'),
    ]);
    expect(within(items[0]!).getByText('Read')).toBeTruthy();
    expect(within(items[1]!).queryByText('Read')).toBeNull();
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe(
      `${window.location.origin}/interview?id=3`,
    );
    expect(within(items[1]!).getAllByRole('link')).toHaveLength(1);

    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('Please write a message')).toBeTruthy();
    await user.type(within(thread).getByLabelText('Your message'), '  Thanks ');
    await user.click(within(thread).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted('SendMessage')).toEqual([{ applicationId: 5, text: 'Thanks' }]));
  });

  it("shows HR's answer in the open thread without a reload", async () => {
    mock.onGet(`${CONVERSATION}/GetConversation`).reply(...ok(conversation()));
    // The clock runs on by itself; the test moves it on by the thread's 20 seconds at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(<TestLayout />, <ApplyPage />, { path: '/apply', device });
    await screen.findByRole('link', { name: 'Data Analyst' });
    await user.click(within(row()).getByRole('button', { name: 'Message HR' }));
    const thread = await screen.findByRole('dialog', { name: 'Messages · Data Analyst' });
    expect(await within(thread).findAllByRole('listitem')).toHaveLength(2);
    const answered = conversation();
    answered.messages.push({
      id: 4,
      side: 'hr',
      text: 'We will call you tomorrow.',
      createdAt: '2026-12-02T04:00:00Z',
      readAt: null,
    });
    mock.onGet(`${CONVERSATION}/GetConversation`).reply(...ok(answered));
    expect(within(thread).queryByText('We will call you tomorrow.')).toBeNull();
    await vi.advanceTimersByTimeAsync(20_000);
    vi.useRealTimers();
    expect(await within(thread).findByText('We will call you tomorrow.')).toBeTruthy();
  });

  it('withdraws with a reason, and says why a second withdrawal is refused', async () => {
    mock
      .onPost('/api/resume/ApplyForm/WithdrawApplication')
      .replyOnce(...ok(null, 'Your application has been withdrawn'))
      .onPost('/api/resume/ApplyForm/WithdrawApplication')
      .reply(200, { code: 10201, message: 'This application has already been withdrawn', data: null });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(<TestLayout />, <ApplyPage />, { path: '/apply', device });
    await screen.findByRole('link', { name: 'Data Analyst' });
    await user.click(within(row()).getByRole('button', { name: 'Withdraw' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Took another offer');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() =>
      expect(posted('WithdrawApplication')).toEqual([{ id: 5, reason: 'Took another offer' }]),
    );

    await user.click(within(row()).getByRole('button', { name: 'Withdraw' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    expect(await within(dialog).findByText('This application has already been withdrawn')).toBeTruthy();
  });
});

describe('/apply closing survey', () => {
  afterEach(() => {
    mock.reset();
    queryClient.clear();
    useLoginStore.getState().logout();
  });

  it('asks the three questions once, and says when a survey was already answered', async () => {
    useLoginStore.getState().setToken('token-1');
    mock
      .onPost('/api/resume/ApplyForm/QueryPagingApplyRecords')
      .reply(...ok({ recordcount: 1, list: [{ ...record, status: 6, statusName: 'Not suitable' }] }));
    mock.onPost('/api/resume/Interview/QueryMyInterviews').reply(...ok({ recordcount: 0, list: [] }));
    mock.onGet(`${CONVERSATION}/QueryMyConversations`).reply(...ok({ recordcount: 0, list: [] }));
    mock
      .onGet('/api/resume/Survey/GetPendingSurvey')
      .reply(...ok({ applicationId: 5, positionName: 'Data Analyst', statusName: 'Not suitable' }));
    mock.onPost('/api/resume/Survey/SubmitSurvey').reply(200, {
      code: 10001,
      message: 'You have already answered a survey in the last 6 months. Thank you!',
      data: null,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(<TestLayout />, <ApplyPage />, { path: '/apply', device: 'desktop' });
    const survey = await screen.findByRole('region', { name: 'How did we do?' });
    expect(within(survey).queryByText(/Expect an answer/)).toBeNull();
    await user.click(within(survey).getByRole('button', { name: 'Send answers' }));
    expect(await within(survey).findByText('Please choose a number from 0 to 10')).toBeTruthy();
    expect(within(survey).getByText('Please choose yes, partly or no')).toBeTruthy();
    await user.click(within(survey).getByRole('radio', { name: '9' }));
    await user.click(within(survey).getByRole('radio', { name: 'Partly' }));
    await user.click(within(survey).getByRole('button', { name: 'Send answers' }));
    await waitFor(() =>
      expect(posted('SubmitSurvey')).toEqual([{ applicationId: 5, recommend: 9, informed: 'partly' }]),
    );
    expect(
      await within(survey).findByText('You have already answered a survey in the last 6 months. Thank you!'),
    ).toBeTruthy();
  });
});
