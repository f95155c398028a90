import { act, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getVerificationCodeImageRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { i18n, initI18n } from '../../../lib/i18n.ts';
import { setRuntimeConfig } from '../../../config/runtime-config.ts';
import { ok } from '../../../test/fixtures.tsx';
import { testConfig, testUser } from '../../../test/render-app.tsx';
import { renderOnPage } from '../../../test/render-on-page.tsx';
import { useAlertLink } from './use-alert-link.ts';
import { useCreateAlert } from './use-create-alert.ts';
import { useMyAlerts } from './use-my-alerts.ts';

const mock = new MockAdapter(await api.loadHttp());
const BASE = '/api/job/Alert';
const refused = (code: number, message: string): [number, unknown] => [200, { code, message, data: null }];

const bodyOf = (url: string) =>
  JSON.parse(mock.history.post.find((r) => r.url === url)!.data as string) as Record<string, unknown>;

beforeAll(async () => {
  await initI18n('en-US');
  await i18n.loadNamespaces('jobs');
});
beforeEach(() => {
  mock.reset();
  setRuntimeConfig(testConfig());
});
afterEach(() => useLoginStore.getState().logout());

describe('creating an alert from the job list', () => {
  it("sends the search to a signed-in candidate's own number", async () => {
    useLoginStore.getState().setToken('token-1');
    useLoginStore.getState().setUserInfo(testUser({ loginname: '13800000000' }));
    mock.onPost(`${BASE}/CreateJobAlert`).reply(...ok({ id: 4, status: 'pending' }));
    const { view } = renderOnPage(
      () => useCreateAlert({ keyword: 'java', category: 3, country: 1, district: 10 }),
      '/position',
    );
    expect(view.current.address).toBe('13800000000');
    expect(view.current.addressLabel).toBe('Your mobile number or email address');
    act(() => view.current.setFrequency('weekly'));
    act(() => view.current.submit());
    await waitFor(() => expect(view.current.created).toBeDefined());
    expect(bodyOf(`${BASE}/CreateJobAlert`)).toEqual({
      keyword: 'java',
      category: 3,
      country: 1,
      district: 10,
      frequency: 'weekly',
      phone: '13800000000',
    });
    expect(view.current.createdText).toBe(
      'We sent a confirmation link to 13800000000. The alert starts once you open it.',
    );
  });

  it('asks a visitor of an email site for an email, refuses a bad one and shows the server’s refusal', async () => {
    setRuntimeConfig(testConfig({ systemType: 2 }));
    mock
      .onPost(`${BASE}/CreateJobAlert`)
      .reply(...refused(9101, 'At most 10 job alerts a person. Please delete one first.'));
    const { view } = renderOnPage(() => useCreateAlert({}), '/position');
    expect(view.current.address).toBe('');
    expect(view.current.addressLabel).toBe('Your email address');
    act(() => view.current.submit());
    expect(view.current.addressError).toBe('Please enter your email address');
    act(() => view.current.setAddress('13800000000'));
    act(() => view.current.submit());
    expect(view.current.addressError).toBe('Invalid email');
    expect(mock.history.post).toHaveLength(0);
    act(() => view.current.setAddress(' Ann@Example.com '));
    act(() => view.current.submit());
    await waitFor(() =>
      expect(view.current.serverError).toBe('At most 10 job alerts a person. Please delete one first.'),
    );
    expect(bodyOf(`${BASE}/CreateJobAlert`)).toEqual({ frequency: 'daily', email: 'Ann@Example.com' });
    expect(view.current.created).toBeUndefined();
  });
});

describe('an alert by SMS', () => {
  const CAPTCHA = getVerificationCodeImageRoute.path;

  it('asks a visitor for the picture check beside the number, and sends its answer along', async () => {
    let pictures = 0;
    mock
      .onGet(CAPTCHA)
      .reply(() => ok({ image: 'data:image/png;base64,AA==', key: `key-${(pictures += 1)}` }));
    mock.onPost(`${BASE}/CreateJobAlert`).reply(...ok({ id: 5, status: 'pending' }));
    const { view } = renderOnPage(() => useCreateAlert({ category: 3 }), '/position');
    expect(view.current.captcha.shown).toBe(false);
    act(() => view.current.setAddress('ann@example.com'));
    expect(view.current.captcha.shown).toBe(false);
    act(() => view.current.setAddress('13900000001'));
    expect(view.current.captcha.shown).toBe(true);
    await waitFor(() => expect(view.current.captcha.image).toBe('data:image/png;base64,AA=='));
    act(() => view.current.submit());
    expect(view.current.captcha.error).toBe('Please enter the characters in the image');
    expect(mock.history.post).toHaveLength(0);
    act(() => view.current.captcha.setText(' ab12 '));
    act(() => view.current.submit());
    await waitFor(() => expect(view.current.created).toBeDefined());
    expect(bodyOf(`${BASE}/CreateJobAlert`)).toEqual({
      category: 3,
      frequency: 'daily',
      phone: '13900000001',
      key: 'key-1',
      code: 'ab12',
    });
    // Each picture answers once: a new one is loaded after the request.
    await waitFor(() => expect(pictures).toBe(2));
  });

  it('shows the picture check to a candidate once the server asks, and says when an alert is on at once', async () => {
    useLoginStore.getState().setToken('token-1');
    useLoginStore.getState().setUserInfo(testUser({ loginname: '13800000000' }));
    mock.onGet(CAPTCHA).reply(...ok({ image: 'data:image/png;base64,AA==', key: 'key-9' }));
    mock
      .onPost(`${BASE}/CreateJobAlert`)
      .replyOnce(...refused(3013, 'Please type the characters in the picture, then create the alert again.'))
      .onPost(`${BASE}/CreateJobAlert`)
      .reply(...ok({ id: 6, status: 'active' }));
    const { view } = renderOnPage(() => useCreateAlert({}), '/position');
    act(() => view.current.setAddress('13900000002'));
    expect(view.current.captcha.shown).toBe(false);
    act(() => view.current.submit());
    await waitFor(() =>
      expect(view.current.serverError).toBe(
        'Please type the characters in the picture, then create the alert again.',
      ),
    );
    expect(view.current.captcha.shown).toBe(true);
    await waitFor(() => expect(view.current.captcha.image).toBeDefined());
    act(() => view.current.captcha.setText('x7k2'));
    act(() => view.current.submit());
    await waitFor(() => expect(view.current.created).toBeDefined());
    expect(view.current.createdTitle).toBe('Your job alert is on');
    expect(view.current.createdText).toBe(
      'New jobs matching this search will come to 13900000002: you confirmed this address before.',
    );
  });
});

describe('the pages of the links in alert messages', () => {
  it('confirms with the token of the link and says what the alert is about', async () => {
    mock
      .onGet(`${BASE}/ConfirmJobAlert`)
      .reply(...ok({ labels: ['“java”', 'Data'], frequency: 'weekly', address: 'a***@example.com' }));
    const { view } = renderOnPage(useAlertLink, '/alerts/confirm?token=tok-1');
    expect(view.current.outcome).toBe('loading');
    await waitFor(() => expect(view.current.outcome).toBe('confirmed'));
    expect(mock.history.get[0]!.params).toEqual({ token: 'tok-1' });
    expect(view.current.title).toBe('Your job alert is on');
    expect(view.current.details).toEqual({
      criteria: '“java” · Data',
      frequency: 'Weekly',
      address: 'a***@example.com',
    });
  });

  it('says a link expired in the server’s words', async () => {
    mock
      .onGet(`${BASE}/ConfirmJobAlert`)
      .reply(...refused(9105, 'This confirmation link has expired. Please create the alert again.'));
    const { view } = renderOnPage(useAlertLink, '/alerts/confirm?token=old');
    await waitFor(() => expect(view.current.outcome).toBe('expired'));
    expect(view.current.title).toBe('This link has expired');
    expect(view.current.text).toBe('This confirmation link has expired. Please create the alert again.');
    expect(view.current.details).toBeUndefined();
  });

  it('unsubscribes from the unsubscribe link, and calls an unknown token not valid', async () => {
    mock
      .onGet(`${BASE}/Unsubscribe`, { params: { token: 'good' } })
      .reply(...ok({ labels: ['Data'], frequency: 'daily', address: '138****0000' }));
    mock.onGet(`${BASE}/Unsubscribe`).reply(...refused(9104, 'This link is not valid'));
    const first = renderOnPage(useAlertLink, '/alerts/unsubscribe?token=good');
    await waitFor(() => expect(first.view.current.outcome).toBe('unsubscribed'));
    expect(first.view.current.title).toBe('You are unsubscribed');
    expect(first.view.current.details?.frequency).toBe('Daily');
    const second = renderOnPage(useAlertLink, '/alerts/unsubscribe?token=unknown');
    await waitFor(() => expect(second.view.current.outcome).toBe('invalid'));
    expect(second.view.current.title).toBe('This link is not valid');
    expect(mock.history.get.every((r) => r.url === `${BASE}/Unsubscribe`)).toBe(true);
  });

  it('calls a link without a token not valid without asking the server', () => {
    const { view } = renderOnPage(useAlertLink, '/alerts/confirm');
    expect(view.current.outcome).toBe('invalid');
    expect(mock.history.get).toHaveLength(0);
  });
});

describe("the candidate's alerts", () => {
  it('lists each alert with its search, frequency and state, and deletes one', async () => {
    useLoginStore.getState().setToken('token-1');
    let alerts = [
      {
        id: 1,
        criteria: { keyword: 'java', category: 3 },
        labels: ['“java”', 'Data'],
        frequency: 'daily',
        status: 'active',
        address: '138****0000',
        createdAt: '2026-11-20T08:00:00.000Z',
      },
      {
        id: 2,
        criteria: {},
        labels: [],
        frequency: 'weekly',
        status: 'pending',
        address: 'a***@example.com',
        createdAt: '2026-11-21T08:00:00.000Z',
      },
    ];
    mock.onPost(`${BASE}/QueryMyAlerts`).reply(() => ok({ list: alerts, recordcount: alerts.length }));
    mock.onPost(`${BASE}/DeleteJobAlert`).reply(() => {
      alerts = alerts.filter((a) => a.id !== 1);
      return ok({ id: 1 }, 'Alert deleted');
    });
    const { view } = renderOnPage(useMyAlerts, '/alerts');
    await waitFor(() => expect(view.current.status).toBe('ready'));
    expect(view.current.rows.map((r) => [r.criteria, r.frequency, r.statusText, r.searchHref])).toEqual([
      ['“java” · Data', 'Daily', 'Confirmed', '/position?keyword=java&category=3'],
      ['All jobs', 'Weekly', 'Waiting for confirmation', '/position'],
    ]);
    act(() => view.current.remove(1));
    await waitFor(() => expect(view.current.rows.map((r) => r.id)).toEqual([2]));
    expect(bodyOf(`${BASE}/DeleteJobAlert`)).toEqual({ id: 1 });
  });
});
