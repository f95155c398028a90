import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { readToken } from '../../../lib/auth/token-cookie.ts';
import { mockApi, renderDialog } from '../test-utils.tsx';
import { LoginDialog } from './login-dialog.tsx';

configure({ defaultHidden: true });
vi.setConfig({ testTimeout: 60_000 });

const mock = await mockApi();
const ui = userEvent.setup({ pointerEventsCheck: 0 });
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const hr = { chinesename: 'HR', loginname: 'hr@example.com', roles: [2], customerid: 1, recommendCode: 'H' };
const challenge = (secondFactor: 'totp' | 'enroll', extra = {}) => ({
  code: 3101,
  message: 'Enter the 6-digit code from your authenticator app',
  data: { secondFactor, ticket: 'tk-1', ...extra },
});

const signInWithPassword = async () => {
  await ui.click(await screen.findByRole('tab', { name: 'Password' }));
  fill(screen.getByPlaceholderText('Enter your mobile number or email'), 'hr@example.com');
  fill(screen.getByPlaceholderText('Enter your password'), 'demo2026pass');
  const form = within(screen.getByPlaceholderText('Enter your password').closest('form')!);
  await ui.click(form.getByRole('button', { name: 'Log In' }));
};

describe.each(['desktop', 'mobile'] as const)('login dialog: HR second factor (%s)', (device) => {
  afterEach(() => {
    mock.reset();
    useLoginStore.getState().logout();
  });

  it('asks for the code after the password, shows a wrong code, then goes on with the token', async () => {
    mock.onPost('/api/user/Account/Login').reply(200, challenge('totp'));
    mock
      .onPost('/api/user/Account/LoginSecondFactor')
      .replyOnce(200, { code: 3102, message: 'The code is not correct. 4 tries left.', data: null })
      .onPost('/api/user/Account/LoginSecondFactor')
      .replyOnce(200, { code: 0, message: '', data: { token: 'tok-2fa' } });
    mock.onGet('/api/user/user/GetUserInfo').reply(200, { code: 0, message: '', data: hr });
    const router = await renderDialog(<LoginDialog open onClose={() => {}} />, { device });
    await signInWithPassword();
    const code = await screen.findByLabelText('6-digit code or recovery code');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readToken()).toBeUndefined();
    fill(code, '000000');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('4 tries left');
    fill(code, '123456');
    await ui.click(screen.getByRole('button', { name: /Verify$/ }));
    // HR lands on the console.
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr'));
    expect(readToken()).toBe('tok-2fa');
    expect(JSON.parse(String(mock.history.post.at(-1)!.data))).toEqual({ ticket: 'tk-1', code: '123456' });
  });

  it('goes back to the password when the ticket is over', async () => {
    mock.onPost('/api/user/Account/Login').reply(200, challenge('totp'));
    mock.onPost('/api/user/Account/LoginSecondFactor').reply(200, {
      code: 3104,
      message: 'This sign-in has expired. Please enter your password again.',
      data: null,
    });
    await renderDialog(<LoginDialog open onClose={() => {}} />, { device });
    await signInWithPassword();
    fill(await screen.findByLabelText('6-digit code or recovery code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('enter your password again');
    expect(await screen.findByRole('tab', { name: 'Password' })).toBeTruthy();
  });

  it('says a set-up link was mailed when the account must still set up its authenticator', async () => {
    const mailed =
      'Your organisation requires two-step verification. We have mailed you a link to set it up (valid for 30 minutes).';
    mock.onPost('/api/user/Account/Login').reply(200, {
      code: 3101,
      message: mailed,
      data: { secondFactor: 'enroll' },
    });
    await renderDialog(<LoginDialog open onClose={() => {}} />, { device });
    await signInWithPassword();
    expect((await screen.findByRole('alert')).textContent).toContain(mailed);
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
    expect(screen.getByPlaceholderText('Enter your password')).toBeTruthy();
    expect(readToken()).toBeUndefined();
  });
});
