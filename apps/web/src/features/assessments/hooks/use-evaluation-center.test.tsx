import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import MockAdapter from 'axios-mock-adapter';
import { AssessmentStatus, type TAssessmentItem } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { testConfig } from '../../../test/render-app.tsx';
import { useEvaluationCenter, usePin } from './use-evaluation-center.ts';
import { ok } from '../../../test/fixtures.tsx';

const mock = new MockAdapter(await api.loadHttp());
const TODO = '/api/evaluation/Assessment/GetUserToDoAssessments';
const DONE = '/api/evaluation/Assessment/QueryPagingUserAssessments';
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

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

beforeAll(async () => {
  setRuntimeConfig(testConfig());
  await initI18n('en-US');
  await i18n.loadNamespaces('assessments');
});
beforeEach(() => mock.reset());

describe('the assessment center, described once for both layouts', () => {
  it('gives each card its main action and PIN by status, and pages the done tab', async () => {
    mock.onGet(TODO).reply(...ok({ recordcount: 1, list: [item({})] }));
    mock.onPost(DONE).reply((config) => {
      const { pageIndex } = JSON.parse(config.data as string) as { pageIndex: number };
      const done = [
        item({ id: 10 + pageIndex, status: AssessmentStatus.Submitted }),
        item({ id: 20, status: AssessmentStatus.Expired }),
      ];
      return ok({ recordcount: 12, list: done });
    });
    const { result } = renderHook(() => useEvaluationCenter(), { wrapper });
    expect(result.current.todo.list.state).toBe('loading');
    await waitFor(() => expect(result.current.done.list.state).toBe('ready'));
    const todo = result.current.todo.list;
    const done = result.current.done.list;
    if (todo.state !== 'ready' || done.state !== 'ready') throw new Error('lists not ready');
    expect(todo.cards[0]).toMatchObject({
      hasPin: true,
      action: { label: 'Start assessment', primary: true },
    });
    expect(done.cards[0]).toMatchObject({ hasPin: true, action: { primary: false } });
    expect(done.cards[1]).toMatchObject({ hasPin: false, action: undefined });
    expect(result.current.todo.label).toContain('1');
    expect(result.current.pager).toMatchObject({ current: 1, position: 'Page 1 of 2', previous: undefined });
    act(() => result.current.pager!.next!());
    await waitFor(() => expect(result.current.pager?.current).toBe(2));
    expect(result.current.pager?.next).toBeUndefined();
    await waitFor(() =>
      expect(result.current.done.list.state === 'ready' && result.current.done.list.cards[0]!.item.id).toBe(
        12,
      ),
    );
  });

  it('says when a tab is empty or failed', async () => {
    mock.onGet(TODO).reply(...ok({ recordcount: 0, list: [] }));
    mock.onPost(DONE).reply(500);
    const { result } = renderHook(() => useEvaluationCenter(), { wrapper });
    await waitFor(() => expect(result.current.done.list.state).toBe('error'));
    expect(result.current.todo.list).toEqual({
      state: 'empty',
      text: i18n.t('assessments:center.todoEmpty'),
    });
    expect(result.current.pager).toBeUndefined();
  });

  it('fetches the PIN once, shows it and reports the copy', async () => {
    mock.onGet(/GetApplicantAssessmentPinNumberById/).replyOnce(...ok({ pinNumber: '4821' }));
    const { result } = renderHook(() => usePin(7), { wrapper });
    expect(result.current.pin).toBeNull();
    let copied: Awaited<ReturnType<typeof result.current.copy>> = null;
    await act(async () => {
      copied = await result.current.copy();
    });
    expect(result.current.pin).toBe('4821');
    expect(copied).toMatchObject({ title: expect.any(String) as string });
    await act(async () => {
      await result.current.copy();
    });
    expect(mock.history.get).toHaveLength(1);
  });
});
