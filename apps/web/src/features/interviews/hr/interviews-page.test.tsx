import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { Outlet } from 'react-router';
import type { THrInterview } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { renderWithApp } from '../../../test/render-app.tsx';
import { HrInterviewsPage } from './interviews-page.tsx';

const mock = new MockAdapter(await api.loadHttp());

/** An interview booked an hour ago (so its result can be recorded), in this week. */
const interview = (): THrInterview => {
  const start = new Date(Date.now() - 3_600_000);
  return {
    id: 7,
    applicationId: 11,
    positionName: 'Data Analyst',
    title: 'Final interview',
    round: 2,
    durationMinutes: 60,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    location: 'Room 12',
    onlineUrl: null,
    status: 2,
    statusName: 'Scheduled',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    interviewers: [{ name: 'Alex Chen', email: 'alex@example.com' }],
    candidateName: 'Li Wei',
    result: null,
    feedback: null,
    slots: [],
  };
};

const showWeek = async (device: 'desktop' | 'mobile' = 'desktop') => {
  mock.onPost('/api/hr/Interview/QueryInterviews').reply(200, {
    code: 0,
    message: '',
    data: { list: [interview()], recordcount: 1 },
  });
  mock.onPost('/api/hr/Position/QueryPagingPositions').reply(200, {
    code: 0,
    message: '',
    data: { list: [], recordcount: 0 },
  });
  await renderWithApp(<Outlet />, <HrInterviewsPage />, { path: '/hr/interviews', device });
  return screen.findByRole('button', { name: /Li Wei/ });
};

describe('the console’s interviews', () => {
  afterEach(() => mock.reset());

  it('shows the week’s interview, whose panel records the result with the contract’s rules', async () => {
    await userEvent.click(await showWeek());
    const panel = within(await screen.findByRole('dialog', { name: 'Final interview' }));
    expect(panel.getByText('Alex Chen <alex@example.com>')).toBeTruthy();
    expect(panel.getByText('Round 2')).toBeTruthy();
    await userEvent.click(panel.getByRole('button', { name: 'Save result' }));
    expect(await panel.findByText('Please choose pass or fail')).toBeTruthy();
    expect(mock.history.post.filter((r) => r.url?.includes('RecordInterviewResult'))).toHaveLength(0);

    mock
      .onPost('/api/hr/Interview/RecordInterviewResult')
      .reply(200, { code: 0, message: '', data: interview() });
    await userEvent.click(panel.getByRole('radio', { name: 'Passed' }));
    await userEvent.type(panel.getByLabelText('Feedback'), ' Clear thinking. ');
    await userEvent.click(panel.getByRole('button', { name: 'Save result' }));
    await waitFor(() =>
      expect(mock.history.post.filter((r) => r.url?.includes('RecordInterviewResult'))).toHaveLength(1),
    );
    const sent = mock.history.post.find((r) => r.url?.includes('RecordInterviewResult'))!;
    expect(JSON.parse(sent.data as string)).toEqual({ id: 7, result: 'pass', feedback: 'Clear thinking.' });
  });

  it('is drawn by the phone’s kit on a phone, the panel closed by its own button', async () => {
    await userEvent.click(await showWeek('mobile'));
    const panel = await screen.findByRole('dialog', { name: 'Final interview' });
    // The sheet takes clicks once it has slid in; the test does not wait for the animation.
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Final interview' })).toBeNull());
  });
});
