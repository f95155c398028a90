import { afterEach, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import type { TMyConsents } from '@tmp/contracts';
import { api } from '../../lib/api.ts';
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { renderWithApp, testUser } from '../../test/render-app.tsx';
import { ok, TestLayout } from '../../test/fixtures.tsx';
import { askConsentsAgain } from '../../features/privacy/hooks/use-consent-reask.ts';
import { ConsentReask } from './consent-reask.tsx';

vi.setConfig({ testTimeout: 30_000 });

const mock = new MockAdapter(await api.loadHttp());
const CONSENTS = '/api/resume/Privacy/GetMyConsents';
const SAVE = '/api/resume/Privacy/SaveMyConsents';

const consents = (consentRequired: boolean): TMyConsents => ({
  policyVersion: '2026-11-01',
  consentRequired,
  consents: [
    { purpose: 'application', granted: false, policyVersion: '2026-01-01', at: '2026-01-05T02:00:00Z' },
    { purpose: 'talentPool', granted: false, policyVersion: null, at: null },
    { purpose: 'referral', granted: true, policyVersion: '2026-01-01', at: '2026-01-05T02:00:00Z' },
    { purpose: 'crossBorder', granted: false, policyVersion: null, at: null },
  ],
});
const saved = () => mock.history.post.filter((c) => c.url === SAVE).map((c) => JSON.parse(c.data as string));

afterEach(() => {
  mock.reset();
  useLoginStore.getState().logout();
});

it('asks a candidate to read a new policy after signing in, and saves their answers under it', async () => {
  useLoginStore.setState({ token: 'tok' });
  useLoginStore.getState().setUserInfo(testUser({ consentRequired: true }));
  mock.onGet(CONSENTS).reply(...ok(consents(true)));
  mock.onPost(SAVE).reply(...ok(consents(false)));
  await renderWithApp(<TestLayout />, <ConsentReask />, { path: '/home' });
  const answered = askConsentsAgain();
  const scroller = await screen.findByTestId('agreement-scroll', {}, { timeout: 15_000 });
  Object.defineProperty(scroller, 'scrollHeight', { value: 900, configurable: true });
  Object.defineProperty(scroller, 'clientHeight', { value: 500, configurable: true });
  scroller.scrollTop = 400;
  fireEvent.scroll(scroller);
  fireEvent.click(
    screen.getByRole('button', { name: 'Read and agree to the User Agreement and Privacy Policy' }),
  );
  expect(await answered).toBe(true);
  await waitFor(() => expect(saved()).toEqual([{ purposes: { application: false, referral: true } }]));
  await waitFor(() => expect(useLoginStore.getState().userinfo?.consentRequired).toBe(false));
});

it('asks nobody who has answered the current policy', async () => {
  useLoginStore.getState().setUserInfo(testUser({ consentRequired: false }));
  expect(await askConsentsAgain()).toBe(false);
});
