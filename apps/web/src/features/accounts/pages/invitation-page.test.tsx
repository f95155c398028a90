import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { readToken } from '../../../lib/auth/token-cookie.ts';
import { decode, mockApi, renderDialog } from '../test-utils.tsx';
import { InvitationPage } from './invitation-page.tsx';

configure({ defaultHidden: true });
vi.setConfig({ testTimeout: 60_000 });

const mock = await mockApi();
const ui = userEvent.setup({ pointerEventsCheck: 0 });
const ACCEPT = '/api/user/Account/AcceptInvitation';
const member = {
  chinesename: 'Mei Lin',
  loginname: 'mei@example.com',
  roles: [2],
  customerid: 2,
  recommendCode: 'M',
};

const fill = (labels: { name: string; password: string; confirm: string }, values: string[]) => {
  [labels.name, labels.password, labels.confirm].forEach((label, index) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value: values[index] } }),
  );
};
const EN = { name: 'Full name', password: 'New password', confirm: 'Confirm password' };

describe.each(['desktop', 'mobile'] as const)('the HR team invitation page (%s)', (device) => {
  afterEach(() => {
    mock.reset();
    useLoginStore.getState().logout();
  });

  it('checks the form, sends the passwords Base64, signs in and opens the console', async () => {
    mock
      .onPost(ACCEPT)
      .reply(200, { code: 0, message: 'Welcome to the team', data: { token: 'tok-member' } });
    mock.onGet('/api/user/user/GetUserInfo').reply(200, { code: 0, message: '', data: member });
    const router = await renderDialog(<InvitationPage />, { device, path: '/position?token=tk-1' });
    expect(await screen.findByRole('heading', { name: 'Join the HR team' })).toBeTruthy();
    fill(EN, ['Mei Lin', 'Ocean2026x', 'Ocean2026y']);
    await ui.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText('The password and confirm password does not match!')).toBeTruthy();
    expect(mock.history.post).toHaveLength(0);
    fill(EN, ['Mei Lin', 'Ocean2026x', 'Ocean2026x']);
    await ui.click(screen.getByRole('button', { name: 'Join and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr'));
    expect(readToken()).toBe('tok-member');
    const body = JSON.parse(String(mock.history.post[0]!.data)) as Record<string, string>;
    expect(body).toMatchObject({ token: 'tk-1', fullname: 'Mei Lin' });
    expect([decode(body.password!), decode(body.confirmpassword!)]).toEqual(['Ocean2026x', 'Ocean2026x']);
  });

  it('says the second factor comes first, in Chinese', async () => {
    mock.onPost(ACCEPT).reply(200, {
      code: 3101,
      message: '两步验证设置链接已发送到您的邮箱',
      data: { secondFactor: 'enroll' },
    });
    await renderDialog(<InvitationPage />, { device, path: '/position?token=tk-2', language: 'zh-CN' });
    const zh = { name: '姓名', password: '新密码', confirm: '确认密码' };
    expect(await screen.findByRole('heading', { name: '加入HR团队' })).toBeTruthy();
    fill(zh, ['梅林', 'Ocean2026x', 'Ocean2026x']);
    await ui.click(screen.getByRole('button', { name: '加入并登录' }));
    expect(await screen.findByText('还差一步：两步验证')).toBeTruthy();
    expect(screen.getByText('两步验证设置链接已发送到您的邮箱')).toBeTruthy();
    expect(readToken()).toBeUndefined();
  });

  it('without a token, or with one the server refuses, shows no form but the way to sign in', async () => {
    await renderDialog(<InvitationPage />, { device, path: '/position' });
    expect(await screen.findByText('This invitation can no longer be used')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(
      '/position?redirect=%2Fhr',
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it("shows the server's words when the link was used or replaced", async () => {
    const dead = 'This invitation link is no longer valid. Please ask your administrator to send a new one.';
    mock.onPost(ACCEPT).reply(200, { code: 3201, message: dead, data: null });
    await renderDialog(<InvitationPage />, { device, path: '/position?token=tk-3' });
    await screen.findByRole('heading', { name: 'Join the HR team' });
    fill(EN, ['Mei Lin', 'Ocean2026x', 'Ocean2026x']);
    await ui.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(await screen.findByText('This invitation can no longer be used')).toBeTruthy();
    expect(screen.getByText(dead)).toBeTruthy();
    expect(readToken()).toBeUndefined();
  });
});
