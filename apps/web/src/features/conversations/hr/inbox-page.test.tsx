import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { TConversation } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { ok, TestLayout } from '../../../test/fixtures.tsx';
import { HrInboxPage } from './inbox-page.tsx';
import { ApplicantMessages } from './applicant-messages.tsx';

const mock = new MockAdapter(await api.loadHttp());
const origin = window.location.origin;

const conversation: TConversation = {
  applicationId: 21,
  positionId: 3,
  positionName: 'Analyst',
  status: 2,
  statusName: 'Screening',
  candidateName: 'Li Lei',
  unreadCount: 0,
  answerBy: '2020-01-06',
  answerByReason: null,
  messages: [
    {
      id: 1,
      side: 'candidate',
      text: `Any news? ${origin}/apply and http://evil.test/x <b>hi</b>`,
      createdAt: '2026-12-01T02:00:00.000Z',
      readAt: '2026-12-01T03:00:00.000Z',
    },
    { id: 2, side: 'hr', text: 'Soon.', createdAt: '2026-12-01T04:00:00.000Z', readAt: null },
  ],
};

const mockReads = () => {
  mock.onGet(/QueryConversations/).reply(
    ...ok({
      list: [
        { ...conversation, unreadCount: 2, lastMessage: 'Any news?', lastMessageAt: '2026-12-01T02:00:00Z' },
      ],
      recordcount: 1,
      unread: 2,
    }),
  );
  mock.onGet(/Conversation\/GetConversation/).reply(...ok(conversation));
  mock.onGet(/QueryTemplates/).reply(
    ...ok([
      {
        id: 4,
        name: 'Update',
        textEn: 'Dear {name}, {job}: by {date}',
        textZh: '{name}您好',
        updatedAt: '',
      },
    ]),
  );
  mock.onGet(/QuerySurveyStats/).reply(
    ...ok({
      groups: [
        {
          positionId: 3,
          positionName: 'Analyst',
          stage: 6,
          stageName: 'Not suitable',
          answers: 4,
          nps: 25,
          informed: { yes: 50, partly: 25, no: 25 },
        },
      ],
      hiddenAnswers: 2,
    }),
  );
  mock.onPost(/QueryJobs/).reply(...ok({ list: [], recordcount: 0 }));
};

describe('HR inbox', () => {
  afterEach(() => mock.reset());

  it(
    'lists a conversation with its flags, opens its thread and answers with a template',
    { timeout: 30_000 },
    async () => {
      mockReads();
      mock.onPost(/Conversation\/SendMessage/).reply(...ok({ id: 3 }, 'Message sent'));
      await renderWithApp(<TestLayout />, <HrInboxPage />, { path: '/hr/inbox?id=21' });

      expect(await screen.findByText('2 unread')).toBeTruthy();
      expect(screen.getByText('Overdue')).toBeTruthy();
      // The survey: figures per job and stage, never a name.
      expect(screen.getByText('Yes 50% · Partly 25% · No 25%')).toBeTruthy();
      expect(screen.getByText('2 answers are in groups too small to show.')).toBeTruthy();

      const panel = within(await screen.findByRole('dialog', { name: 'Li Lei · Analyst' }));
      expect(await panel.findByText('Not read yet', { exact: false })).toBeTruthy();
      // Plain text; only the company's own address is a link.
      expect(panel.getByRole('link', { name: `${origin}/apply` })).toBeTruthy();
      expect(panel.queryByRole('link', { name: /evil/ })).toBeNull();
      expect(panel.getByText(/<b>hi<\/b>/)).toBeTruthy();

      fireEvent.mouseDown(panel.getByRole('combobox', { name: 'Use a template' }));
      await userEvent.click(await screen.findByText('Update · English'));
      const box = panel.getByRole('textbox', { name: 'Reply' }) as HTMLTextAreaElement;
      expect(box.value).toBe('Dear Li Lei, Analyst: by 2020-01-06');
      await userEvent.click(panel.getByRole('button', { name: 'Send' }));
      await waitFor(() =>
        expect(mock.history.post.some((call) => /SendMessage/.test(call.url ?? ''))).toBe(true),
      );
      const sent = mock.history.post.find((call) => /SendMessage/.test(call.url ?? ''))!;
      expect(JSON.parse(sent.data as string)).toEqual({
        applicationId: 21,
        text: 'Dear Li Lei, Analyst: by 2020-01-06',
      });
    },
  );

  it(
    'on a phone, an empty reply and an extension without a date or reason are refused',
    { timeout: 30_000 },
    async () => {
      mockReads();
      mock.onPost(/ExtendAnswerBy/).reply(...ok({ answerBy: '2020-01-20', answerByReason: 'Panel' }));
      await renderWithApp(<TestLayout />, <ApplicantMessages applicationId={21} />, {
        path: '/hr/applicants',
        device: 'mobile',
      });
      expect(await screen.findByText(/Answer promised by/)).toBeTruthy();
      expect(screen.getByText('Overdue')).toBeTruthy();
      await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Please write a message')).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Extend answer-by date' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Extend the answer-by date' }));
      fireEvent.click(dialog.getByRole('button', { name: 'Extend answer-by date' }));
      expect(await dialog.findByText('This field is required')).toBeTruthy();
      expect(mock.history.post.filter((call) => /ExtendAnswerBy/.test(call.url ?? ''))).toHaveLength(0);
    },
  );
});
