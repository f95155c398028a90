import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { AssessmentStatus, type TAssessmentItem } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';
import { EvaluationPage } from './evaluation-page.tsx';

// Antd's and antd-mobile's dialogs open slowly on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const mock = new MockAdapter(await api.loadHttp());
const TODO = '/api/evaluation/Assessment/GetUserToDoAssessments';
const DONE = '/api/evaluation/Assessment/QueryPagingUserAssessments';

const item = (over: Partial<TAssessmentItem>): TAssessmentItem => ({
  id: 1,
  questionnaireId: 1,
  questionnairename: 'Logic',
  description: '',
  duration: '30 minutes',
  durationMinutes: 30,
  status: AssessmentStatus.ToDo,
  statusName: 'To do',
  deadline: '2026-12-01T00:00:00Z',
  startedAt: null,
  endsAt: null,
  submittedAt: null,
  remainingSeconds: null,
  questionCount: 7,
  hasTypingTest: false,
  applicationId: null,
  score: null,
  maxScore: null,
  result: null,
  resultName: null,
  ...over,
});

describe.each(['desktop', 'mobile'] as const)('assessment center (%s)', (device) => {
  afterEach(() => {
    mock.reset();
    queryClient.clear();
  });

  it('shows the cards to do, reveals a PIN and pages the done tab', async () => {
    mock.onGet(TODO).reply(...ok({ recordcount: 1, list: [item({})] }));
    mock.onGet(/GetApplicantAssessmentPinNumberById/).reply(...ok({ pinNumber: '4821' }));
    mock.onPost(DONE).reply((config) => {
      const { pageIndex } = JSON.parse(config.data as string) as { pageIndex: number };
      const name = `Done on page ${pageIndex}`;
      return ok({ recordcount: 12, list: [item({ id: 10 + pageIndex, questionnairename: name })] });
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await renderWithApp(<TestLayout />, <EvaluationPage />, { path: '/evaluation', device });
    expect(await screen.findByRole('heading', { name: 'Assessment Center' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'Logic' })).closest('article')!;
    expect(within(card).getByRole('button', { name: 'Start assessment' })).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Show PIN' }));
    expect(await within(card).findByText('4821')).toBeTruthy();

    await user.click(screen.getByText('Completed & past (12)'));
    expect(await screen.findByText('Done on page 1')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Done on page 2')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it('says when there is nothing to do', async () => {
    mock.onGet(TODO).reply(...ok({ recordcount: 0, list: [] }));
    mock.onPost(DONE).reply(...ok({ recordcount: 0, list: [] }));
    await renderWithApp(<TestLayout />, <EvaluationPage />, { path: '/evaluation', device });
    expect(await screen.findByText('You have no assessments to complete right now.')).toBeTruthy();
  });
});
