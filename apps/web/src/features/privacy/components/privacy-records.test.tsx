import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import type { TMyConsents } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { renderWithApp, testUser } from '../../../test/render-app.tsx';
import { ok, TestLayout } from '../../../test/fixtures.tsx';
import { AccessLogSection, ConsentsSection } from './privacy-records.tsx';

vi.setConfig({ testTimeout: 30_000 });

const mock = new MockAdapter(await api.loadHttp());
const LOG = '/api/resume/Privacy/GetMyDataAccessLog';
const CONSENTS = '/api/resume/Privacy/GetMyConsents';
const SAVE = '/api/resume/Privacy/SaveMyConsents';

const consents = (overrides: Partial<TMyConsents> = {}): TMyConsents => ({
  policyVersion: '2026-11-01',
  consentRequired: false,
  consents: [
    { purpose: 'application', granted: false, policyVersion: '2026-11-01', at: '2026-11-02T02:00:00Z' },
    { purpose: 'talentPool', granted: false, policyVersion: null, at: null },
    { purpose: 'referral', granted: true, policyVersion: '2026-01-01', at: '2026-01-05T02:00:00Z' },
    { purpose: 'crossBorder', granted: false, policyVersion: null, at: null },
  ],
  ...overrides,
});
const saved = () => mock.history.post.filter((c) => c.url === SAVE).map((c) => JSON.parse(c.data as string));

beforeEach(() => {
  useLoginStore.setState({ token: 'tok' });
  useLoginStore.getState().setUserInfo(testUser());
});
afterEach(() => {
  mock.reset();
  useLoginStore.getState().logout();
});

describe('my data and privacy', () => {
  it('lists who has seen my data, ten at a time', async () => {
    const at = '2026-12-01T08:30:00Z';
    const line = {
      at,
      who: 'Wang Fang',
      role: 'HR manager',
      action: 'resume.view',
      what: 'Viewed your resume',
    };
    mock.onGet(LOG).replyOnce(...ok({ list: Array(10).fill(line), recordcount: 11 }));
    mock
      .onGet(LOG)
      .replyOnce(...ok({ list: [{ ...line, what: 'Read your assessment answers' }], recordcount: 11 }));
    await renderWithApp(<TestLayout />, <AccessLogSection />, { path: '/privacy' });
    const list = await screen.findByRole('list', { name: 'Who has seen your data' });
    expect(within(list).getAllByText('Viewed your resume')).toHaveLength(10);
    expect(within(list).getAllByText('Wang Fang · HR manager')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (10 of 11)' }));
    expect(await within(list).findByText('Read your assessment answers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(mock.history.get.filter((c) => c.url === LOG).map((c) => c.params.pageIndex)).toEqual([1, 2]);
  });

  it('shows each consent with its policy, warns that applying needs one, and saves a switch', async () => {
    mock.onGet(CONSENTS).reply(...ok(consents()));
    mock.onPost(SAVE).reply(...ok(consents(), 'Your choices have been saved'));
    await renderWithApp(<TestLayout />, <ConsentsSection />, { path: '/privacy' });
    expect(await screen.findByText(/Withdrawn on .* under policy version 2026-11-01\./)).toBeTruthy();
    expect(
      screen.getByText(/You have withdrawn your consent to use your resume for applications/),
    ).toBeTruthy();
    expect(screen.getByText(/you will be asked again when you sign in/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Keep me in the talent pool' }));
    await waitFor(() => expect(saved()).toEqual([{ purposes: { talentPool: true } }]));
  });
});
