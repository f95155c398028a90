import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { AssessmentStatus, type TTypingLog } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { TestLayout, ok } from '../../../test/fixtures.tsx';
import { OnlineTestPage } from './online-test-page.tsx';

vi.setConfig({ testTimeout: 30_000 });

const mock = new MockAdapter(await api.loadHttp());
const passage = 'the cat sat on the mat';
const saved: TTypingLog = {
  text: 'the c',
  durationMs: 2000,
  events: Array.from('the c', (text, i) => ({ at: i * 400, type: 'input' as const, text })),
};

const attempt = () => ({
  assessment: {
    id: 5,
    questionnaireId: 1,
    questionnairename: 'English Typing Test',
    description: '',
    duration: '10 minutes',
    durationMinutes: 10,
    status: AssessmentStatus.InProgress,
    statusName: 'In progress',
    deadline: '2026-12-01T00:00:00Z',
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 540_000).toISOString(),
    submittedAt: null,
    remainingSeconds: 540,
    questionCount: 1,
    hasTypingTest: true,
    applicationId: null,
    score: null,
    maxScore: null,
    result: null,
    resultName: null,
  },
  serverTime: new Date().toISOString(),
  questions: [
    {
      id: 9,
      kind: 'typing',
      no: 1,
      title: 'Type the passage below.',
      points: 10,
      options: [],
      blanks: 0,
      typing: { language: 'en', passage, durationSeconds: 600 },
    },
  ],
  answers: [{ questionId: 9, value: saved, clientSeq: 1, savedAt: new Date().toISOString() }],
  fullscreenExits: 0,
  tabSwitches: 0,
  outcome: null,
});

describe('the typing test after a reload', () => {
  afterEach(() => {
    mock.reset();
    window.localStorage.clear();
  });

  it('shows the saved text and count, and continues the saved keystroke log', async () => {
    mock.onGet(/GetAssessmentQuestionnaireById/).reply(...ok(attempt()));
    const sent: TTypingLog[] = [];
    mock.onPost(/SaveAssessmentAnswers/).reply((config) => {
      const body = JSON.parse(config.data as string) as { answers: Array<{ value: TTypingLog }> };
      sent.push(...body.answers.map((a) => a.value));
      return ok({ ...attempt().assessment, serverTime: new Date().toISOString(), saved: [] });
    });
    await renderWithApp(<TestLayout />, <OnlineTestPage />, { path: '/onlineTest?id=5' });
    const box = await screen.findByLabelText<HTMLTextAreaElement>('Type the passage here');
    expect(box.value).toBe('the c');
    expect(screen.getByText('5/22')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'the ca' } });
    expect(screen.getByText('6/22')).toBeTruthy();
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0), { timeout: 10_000 });
    const log = sent.at(-1)!;
    expect(log.text).toBe('the ca');
    expect(log.events.slice(0, 5)).toEqual(saved.events);
    expect(log.events).toHaveLength(6);
    expect(log.events[5]!.at).toBeGreaterThanOrEqual(1600);
  });
});
