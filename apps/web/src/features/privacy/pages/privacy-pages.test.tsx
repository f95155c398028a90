import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { api } from '../../../lib/api.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { renderWithApp, testUser } from '../../../test/render-app.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TestLayout } from '../../../test/fixtures.tsx';

vi.setConfig({ testTimeout: 30_000 });

const DELETE = '/api/user/user/DeleteMyAccount';
const mock = new MockAdapter(await api.loadHttp());
const refused = [200, { code: 1003, message: 'The password is not correct', data: null }] as const;
const deleted = [200, { code: 0, message: 'Your account has been deleted.', data: null }] as const;
const sentPassword = () => JSON.parse(mock.history.post[0]!.data as string).password as string;

beforeEach(() => {
  useLoginStore.setState({ token: 'tok' });
  useLoginStore.getState().setUserInfo(testUser());
});
afterEach(() => {
  mock.reset();
  useLoginStore.getState().logout();
});

describe.each(['desktop', 'mobile'] as const)('privacy page (%s)', (device) => {
  const open = () => renderWithApp(<TestLayout />, <PrivacyPage />, { path: '/privacy', device });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const dialog = async () => {
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  };

  it('says what is held, including the sensitive resume sections, and what deletion keeps', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'My data and privacy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What we hold about you' })).toBeTruthy();
    expect(screen.getByText(/ID numbers, health, criminal records/)).toBeTruthy();
    expect(screen.getByText(/remain only in anonymised form/)).toBeTruthy();
  });

  it('downloads the archive of my data as a zip', async () => {
    mock.onGet('/api/user/user/DownloadMyData').reply(200, new Blob(['zip']));
    URL.createObjectURL = vi.fn(() => 'blob:zip');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await open();
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const anchor = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const call = mock.history.get.find((c) => c.url === '/api/user/user/DownloadMyData');
    expect(call!.responseType).toBe('blob');
    click.mockRestore();
  });

  it('asks for the password and the confirmation before sending anything', async () => {
    await open();
    const box = await dialog();
    expect(within(box).getByText(/anonymised form, without your name/)).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(box).findByText('Enter your password')).toBeTruthy();
    expect(within(box).getByText('Tick the box to confirm')).toBeTruthy();
    expect(mock.history.post).toHaveLength(0);
  });

  it('shows a wrong password on the field and keeps me signed in', async () => {
    mock.onPost(DELETE).reply(...refused);
    await open();
    const box = await dialog();
    await user.type(within(box).getByLabelText('Current password'), 'wrong-pass1');
    await user.click(within(box).getByRole('checkbox'));
    await user.click(within(box).getByRole('button', { name: 'Delete my account permanently' }));
    expect(await within(box).findByText('The password is not correct')).toBeTruthy();
    expect(sentPassword()).toBe(btoa('wrong-pass1'));
    expect(useLoginStore.getState().token).toBe('tok');
  });

  it('deletes the account, signs out and says it is done', async () => {
    mock.onPost(DELETE).reply(...deleted);
    await open();
    const box = await dialog();
    await user.type(within(box).getByLabelText('Current password'), 'demo2026pass');
    await user.click(within(box).getByRole('checkbox'));
    await user.click(within(box).getByRole('button', { name: 'Delete my account permanently' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account and data have been deleted' }),
    ).toBeTruthy();
    expect(sentPassword()).toBe(btoa('demo2026pass'));
    expect(useLoginStore.getState().token).toBeUndefined();
    expect(useLoginStore.getState().userinfo).toBeNull();
  });
});

it('explains in Chinese on a phone', async () => {
  await renderWithApp(<TestLayout />, <PrivacyPage />, {
    path: '/privacy',
    language: 'zh-CN',
    device: 'mobile',
  });
  expect(await screen.findByRole('heading', { name: '我的数据与隐私' })).toBeTruthy();
  expect(screen.getByText(/证件号码、健康状况、违法犯罪记录/)).toBeTruthy();
  expect(screen.getByRole('button', { name: '注销我的账号' })).toBeTruthy();
});
