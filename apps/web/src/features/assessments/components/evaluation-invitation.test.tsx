import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { App } from 'antd';
import { Outlet, useLocation } from 'react-router';
import type { TAssessmentItem } from '@tmp/contracts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { api } from '../../../lib/api.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { renderWithApp, testConfig } from '../../../test/render-app.tsx';
import { fetchInvitation, useInvitationStore } from '../api/get-invitation.ts';
import { EvaluationInvitation } from './evaluation-invitation.tsx';

const mock = new MockAdapter(await api.loadHttp());
const LIST = '/api/evaluation/Assessment/QueryPagingUserAssessments';

const item = (id: number, name: string, duration: string): TAssessmentItem => ({
  id,
  questionnaireId: id,
  questionnairename: name,
  description: '',
  duration,
  durationMinutes: 30,
  status: 1,
  statusName: 'To do',
  deadline: '2026-12-01T00:00:00.000Z',
  startedAt: null,
  endsAt: null,
  submittedAt: null,
  remainingSeconds: null,
  questionCount: 5,
  hasTypingTest: false,
  applicationId: 1,
  score: null,
  maxScore: null,
  result: null,
  resultName: null,
});

const Where = () => <span data-testid="where">{useLocation().pathname}</span>;
const Layout = () => (
  <App>
    <Outlet />
    <Where />
  </App>
);

describe.each(['desktop', 'mobile'] as const)('evaluation invitation (%s)', (device) => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  beforeAll(async () => {
    setRuntimeConfig(testConfig());
    await initI18n('en-US');
  });
  afterEach(() => {
    mock.reset();
    queryClient.clear();
    useInvitationStore.setState({ pending: false });
  });

  it('fetchInvitation asks for the first page of 5 still to do and tells whether there is any', async () => {
    mock.onPost(LIST).reply(200, { code: 0, message: '', data: { list: [], recordcount: 0 } });
    expect(await fetchInvitation()).toBe(false);
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      pageIndex: 1,
      pageSize: 5,
      status: [1, 2],
    });
    mock.onPost(LIST).reply(200, {
      code: 0,
      message: '',
      data: { list: [item(1, 'Aptitude', '30 minutes')], recordcount: 1 },
    });
    expect(await fetchInvitation()).toBe(true);
  });

  it('a failed call means no invitation', async () => {
    mock.onPost(LIST).networkError();
    expect(await fetchInvitation()).toBe(false);
    expect(mock.history.post).toHaveLength(1);
  });

  it('lists the assessments with their duration and leads to the assessment center', async () => {
    let closed = 0;
    mock.onPost(LIST).reply(200, {
      code: 0,
      message: '',
      data: {
        list: [item(1, 'General Aptitude', '30 minutes'), item(2, 'Typing Test', '10 minutes')],
        recordcount: 2,
      },
    });
    await renderWithApp(<Layout />, <EvaluationInvitation open onClose={() => (closed += 1)} />, {
      path: '/position',
      device,
    });
    expect(await screen.findByText('General Aptitude', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Please complete within 30 minutes')).toBeTruthy();
    expect(screen.getByText('Please complete within 10 minutes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to Assessment Center' }));
    expect(closed).toBe(1);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/evaluation'));
  });

  it('opens after fetchInvitation even when its caller was remounted (login rebuilds the router)', async () => {
    mock.onPost(LIST).reply(200, {
      code: 0,
      message: '',
      data: { list: [item(1, 'Aptitude', '30 minutes')], recordcount: 1 },
    });
    expect(await fetchInvitation()).toBe(true);
    let closed = 0;
    await renderWithApp(<Layout />, <EvaluationInvitation open={false} onClose={() => (closed += 1)} />, {
      device,
    });
    expect(await screen.findByText('Please complete within 30 minutes', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(closed).toBe(1);
    expect(useInvitationStore.getState().pending).toBe(false);
  });

  it('renders nothing when closed', async () => {
    await renderWithApp(<Layout />, <EvaluationInvitation open={false} onClose={() => {}} />, { device });
    expect(screen.queryByText('Assessment invitation')).toBeNull();
    expect(mock.history.post).toHaveLength(0);
  });
});
