import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../lib/api.ts';
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { ok, TestLayout } from '../../test/fixtures.tsx';
import { renderWithApp } from '../../test/render-app.tsx';
import { AppliedNotice } from './applied-notice.tsx';

const mock = new MockAdapter(await api.loadHttp());
const RECORDS = '/api/resume/ApplyForm/QueryPagingApplyRecords';

const record = (positionId: number, applyDate: string) => ({
  id: positionId * 10,
  positionId,
  positionName: 'Data Analyst',
  countryName: 'China',
  cityName: 'Wuhan',
  applyDate,
  status: 1,
  statusName: 'Submitted',
  offerId: null,
  history: [],
});

afterEach(() => {
  mock.reset();
  useLoginStore.getState().logout();
});

describe('the notice of a job applied for', () => {
  it('says when the candidate applied and links to the application', async () => {
    useLoginStore.setState({ token: 'tok' });
    mock
      .onPost(RECORDS)
      .reply(...ok({ list: [record(3, '2026-11-01'), record(7, '2026-11-20')], recordcount: 2 }));
    await renderWithApp(<TestLayout />, <AppliedNotice jobId={7} />, { path: '/detail?id=7' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'You applied on November 20, 2026 — see your application',
    );
    expect(screen.getByRole('link', { name: 'see your application' }).getAttribute('href')).toBe('/apply');
  });

  it('says nothing of a job not applied for, or whose application was withdrawn', async () => {
    useLoginStore.setState({ token: 'tok' });
    const withdrawn = { ...record(7, '2026-11-20'), status: 7, statusName: 'Withdrawn' };
    mock.onPost(RECORDS).reply(...ok({ list: [record(3, '2026-11-01'), withdrawn], recordcount: 2 }));
    await renderWithApp(<TestLayout />, <AppliedNotice jobId={7} />, { path: '/detail?id=7' });
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
