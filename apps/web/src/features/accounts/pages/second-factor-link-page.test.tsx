import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { readToken } from '../../../lib/auth/token-cookie.ts';
import { mockApi, renderDialog } from '../test-utils.tsx';
import { SecondFactorLinkPage } from './second-factor-link-page.tsx';

configure({ defaultHidden: true });
vi.setConfig({ testTimeout: 60_000 });

const mock = await mockApi();
const ui = userEvent.setup({ pointerEventsCheck: 0 });
const hr = { chinesename: 'HR', loginname: 'hr@example.com', roles: [2], customerid: 1, recommendCode: 'H' };
const OPEN = '/api/user/Account/OpenSecondFactorLink';
const CONFIRM = '/api/user/Account/ConfirmSecondFactorLink';

describe.each(['desktop', 'mobile'] as const)('the mailed second-factor set-up page (%s)', (device) => {
  afterEach(() => {
    mock.reset();
    useLoginStore.getState().logout();
  });

  it('shows the QR key, refuses a wrong code, then turns it on, signs in and shows the recovery codes', async () => {
    mock.onPost(OPEN).reply(200, {
      code: 0,
      message: '',
      data: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/TMP:hr%40example.com?secret=JBSWY3DPEHPK3PXP',
        account: 'hr@example.com',
      },
    });
    const recoveryCodes = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBB${i}`);
    mock
      .onPost(CONFIRM)
      .replyOnce(200, { code: 3102, message: 'The code is not correct. 4 tries left.', data: null })
      .onPost(CONFIRM)
      .replyOnce(200, { code: 0, message: '', data: { token: 'tok-new', recoveryCodes } });
    mock.onGet('/api/user/user/GetUserInfo').reply(200, { code: 0, message: '', data: hr });
    const router = await renderDialog(<SecondFactorLinkPage />, { device, path: '/position?token=tk-1' });
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByText('hr@example.com')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '000000' } });
    await ui.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toContain('4 tries left');
    expect(readToken()).toBeUndefined();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '123456' } });
    await ui.click(screen.getByRole('button', { name: /Verify$/ }));
    const list = await screen.findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(readToken()).toBe('tok-new');
    expect(JSON.parse(String(mock.history.post.at(-1)!.data))).toEqual({ token: 'tk-1', code: '123456' });
    await ui.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr'));
  });

  it('says why a spent or replaced link no longer works, and leads to sign in', async () => {
    mock.onPost(OPEN).reply(200, {
      code: 3104,
      message: 'This set-up link has expired or was already used. Sign in again to get a new one.',
      data: null,
    });
    await renderDialog(<SecondFactorLinkPage />, { device, path: '/position?token=old' });
    expect(await screen.findByText('This set-up link can no longer be used')).toBeTruthy();
    expect(screen.getByText(/Sign in again to get a new one/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(
      '/position?redirect=%2Fhr',
    );
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });
});
