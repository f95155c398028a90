import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import type { THrAssessmentDetail } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { AssessmentResultDetail } from './assessment-result-detail.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';

const mock = new MockAdapter(await api.loadHttp());

const detail = (overrides: Partial<THrAssessmentDetail> = {}): THrAssessmentDetail => ({
  id: 31,
  applicationId: 8,
  jobId: 2,
  positionName: 'Data Analyst',
  candidateName: 'Chen Chen',
  questionnaireName: 'Aptitude test',
  status: 3,
  statusName: 'Submitted',
  pinNumber: 'K7P2MX9QAB',
  deadline: '2026-12-01T15:59:59.000Z',
  startedAt: '2026-11-20T02:00:00.000Z',
  submittedAt: '2026-11-20T02:20:00.000Z',
  autoSubmitted: false,
  score: 9,
  maxScore: 21,
  result: 'pendingReview',
  resultName: 'Awaiting review',
  passScore: 12,
  fullscreenExits: 1,
  tabSwitches: 2,
  integrityFlags: ['typing.tooFast'],
  typing: [
    {
      questionId: 3,
      language: 'en',
      unit: 'wpm',
      speed: 412,
      rawSpeed: 420,
      accuracy: 98.5,
      errors: 2,
      totalWords: 60,
      backspaces: 1,
      elapsedSeconds: 9,
      flags: ['tooFast'],
    },
  ],
  events: [
    { type: 'fullscreenExit', occurredAt: '2026-11-20T02:05:00.000Z' },
    { type: 'tabSwitch', occurredAt: '2026-11-20T02:06:00.000Z' },
  ],
  questions: [
    {
      id: 1,
      no: 1,
      kind: 'single',
      title: 'Which number comes next: 2, 4, 8?',
      points: 2,
      options: [
        { key: 'A', text: '10' },
        { key: 'B', text: '16' },
      ],
      answer: 'A',
      correctAnswer: 'B',
      score: 0,
    },
    {
      id: 2,
      no: 2,
      kind: 'essay',
      title: 'Describe a hard customer conversation.',
      points: 10,
      options: [],
      answer: 'I listened first.',
      correctAnswer: null,
      score: null,
    },
  ],
  ...overrides,
});

const DETAIL = /\/api\/hr\/Assessment\/GetAssessmentResult/;

const renderDetail = async () => {
  await renderWithApp(<TestLayout />, <AssessmentResultDetail id={31} />, { path: '/hr/assessments?id=31' });
  await screen.findByRole('heading', { name: 'Chen Chen' });
};

describe('assessment result detail', () => {
  afterEach(() => mock.reset());

  it('shows the candidate, the score, each answer beside the correct one, and scores an essay', async () => {
    mock.onGet(DETAIL).reply(...ok(detail()));
    mock
      .onPost('/api/hr/Assessment/ScoreEssayAnswers')
      .reply(
        ...ok({ id: 31, score: 17, maxScore: 21, result: 'passed', resultName: 'Passed' }, 'Scores saved'),
      );
    await renderDetail();
    expect(screen.getByText('Aptitude test')).toBeTruthy();
    expect(screen.getByText('9 / 21')).toBeTruthy();
    expect(screen.getByText('Pass mark 12')).toBeTruthy();
    expect(screen.getByText('Awaiting review')).toBeTruthy();
    expect(screen.getByText('A. 10')).toBeTruthy();
    expect(screen.getByText('B. 16')).toBeTruthy();
    expect(screen.getByText('Awaiting your score')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel assignment' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Score (0–10)'), { target: { value: '8' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save score' }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      id: 31,
      scores: [{ questionId: 2, score: 8 }],
    });
  });

  it('explains the typing flags in words and lists the full-screen and tab-switch events', async () => {
    mock.onGet(DETAIL).reply(...ok(detail()));
    await renderDetail();
    await userEvent.click(screen.getByRole('tab', { name: /Integrity/ }));
    expect(await screen.findByText(/Typed faster than 350 words per minute/)).toBeTruthy();
    expect(screen.getByText('412 WPM')).toBeTruthy();
    expect(screen.getByText('98.5%')).toBeTruthy();
    expect(screen.getByText('Left full screen')).toBeTruthy();
    expect(screen.getByText('Switched to another tab or window')).toBeTruthy();
  });

  it('offers cancel and absent for an assessment not yet started, and asks before cancelling', async () => {
    mock.onGet(DETAIL).reply(
      ...ok(
        detail({
          status: 1,
          statusName: 'To do',
          startedAt: null,
          submittedAt: null,
          score: null,
          maxScore: null,
          result: null,
          resultName: null,
          questions: [],
          typing: [],
          events: [],
          integrityFlags: [],
          fullscreenExits: 0,
          tabSwitches: 0,
        }),
      ),
    );
    mock
      .onPost('/api/hr/Assessment/CancelAssessment')
      .reply(...ok({ id: 31, status: 5, statusName: 'Cancelled' }));
    await renderDetail();
    expect(screen.getByText('The questions and answers appear once the candidate starts.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Cancel assignment/ }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('The candidate is told and can no longer start it.')).toBeTruthy();
    expect(mock.history.post).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: /Cancel assignment/ }));
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ id: 31 });
    expect(screen.getByRole('button', { name: /Mark absent/ })).toBeTruthy();
  });
});
