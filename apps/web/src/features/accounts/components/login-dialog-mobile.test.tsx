import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { translate } from '@tmp/contracts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { readToken } from '../../../lib/auth/token-cookie.ts';
import '../../../lib/mobile-react19.ts';
import { mockApi, renderDialog } from '../test-utils.tsx';
import { LoginDialogMobile } from './login-dialog-mobile.tsx';

configure({ defaultHidden: true });
vi.setConfig({ testTimeout: 60_000 });

const mock = await mockApi();
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const button = (text: RegExp | string) => screen.getByText(text).closest('button')!;

describe('login sheet (mobile)', () => {
  afterEach(() => {
    mock.reset();
    useLoginStore.getState().logout();
  });

  it('opens on the SMS tab and counts down after a send', async () => {
    mock.onGet('/api/user/Account/SendVerificationCode').reply(200, { code: 0, message: '', data: {} });
    await renderDialog(<LoginDialogMobile open onClose={() => {}} />);
    expect((await screen.findByText('Verification code', { selector: '.adm-tabs-tab' })).className).toContain(
      'adm-tabs-tab-active',
    );
    expect(button('Get verification code')).toHaveProperty('disabled', true);
    fill(screen.getByPlaceholderText('Enter your mobile number'), '13912345678');
    await waitFor(() => expect(button('Get verification code')).toHaveProperty('disabled', false));
    fireEvent.click(button('Get verification code'));
    await waitFor(() => expect(button(/^(60|59)s$/)).toHaveProperty('disabled', true));
  });

  it('shows the picture check once the server asks for it, in Chinese too', async () => {
    const sends: Array<Record<string, string>> = [];
    mock.onGet('/api/user/Account/SendVerificationCode').reply((config) => {
      sends.push(config.params as Record<string, string>);
      return sends.length === 1
        ? [200, { code: 3013, message: translate('accounts.captchaRequired', 'zh-cn'), data: null }]
        : [200, { code: 0, message: '', data: {} }];
    });
    mock
      .onGet('/api/user/Account/GetVerificationCodeImage')
      .reply(200, { code: 0, message: '', data: { image: 'data:image/png;base64,AA==', key: 'k-2' } });
    await renderDialog(<LoginDialogMobile open onClose={() => {}} />, { language: 'zh-CN' });
    fill(await screen.findByPlaceholderText('请输入手机号'), '13912345678');
    await waitFor(() => expect(button('获取验证码')).toHaveProperty('disabled', false));
    fireEvent.click(button('获取验证码'));
    expect(await screen.findByText(translate('accounts.captchaRequired', 'zh-cn'))).toBeTruthy();
    fill(await screen.findByPlaceholderText('请输入图片中的字符'), 'K7MX');
    fireEvent.click(button('获取验证码'));
    await waitFor(() => expect(button(/^(60|59)s$/)).toHaveProperty('disabled', true));
    expect(sends[1]).toMatchObject({ key: 'k-2', code: 'K7MX' });
  });

  it('says the registration rules in Chinese', async () => {
    await renderDialog(<LoginDialogMobile open onClose={() => {}} />, { language: 'zh-CN' });
    fireEvent.click(await screen.findByText('立即注册'));
    fireEvent.click(button(/^注\s?册$/));
    for (const key of [
      'validation.phone',
      'validation.codeRequired',
      'validation.password',
      'validation.agreement',
    ] as const) {
      expect(await screen.findByText(translate(key, 'zh-cn'))).toBeTruthy();
    }
  });

  it('ticks the agreement only from the popup once it is read', async () => {
    await renderDialog(<LoginDialogMobile open onClose={() => {}} />);
    fireEvent.click(await screen.findByText('Create an account'));
    const checkbox = document.querySelector<HTMLInputElement>('.account-agreement input[type=checkbox]')!;
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(false);
    const hint = await screen.findByText('Please scroll up to finish reading this policy');
    expect(hint.closest('button')).toHaveProperty('disabled', true);
    const scroller = screen.getByTestId('agreement-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(scroller, 'clientHeight', { value: 600, configurable: true });
    scroller.scrollTop = 390;
    fireEvent.scroll(scroller);
    fireEvent.click(button('Read and agree to the User Agreement and Privacy Policy'));
    await waitFor(() => expect(checkbox.checked).toBe(true));
  });

  it('signs the email customer in by password only', async () => {
    mock.onPost('/api/user/Account/Login').reply(200, { code: 0, message: '', data: { token: 'tok-m' } });
    mock.onGet('/api/user/user/GetUserInfo').reply(200, {
      code: 0,
      message: '',
      data: { chinesename: '', loginname: 'a@b.co', roles: [1], customerid: 2, recommendCode: 'X' },
    });
    const onClose = vi.fn();
    await renderDialog(<LoginDialogMobile open onClose={onClose} />, {
      config: { systemType: 2, customerid: 2 },
    });
    expect(document.querySelector('.adm-tabs')).toBeNull();
    fill(await screen.findByPlaceholderText('name@example.com'), 'a@b.co');
    fill(screen.getByPlaceholderText('Enter your password'), 'Tmp2026good');
    fireEvent.click(document.querySelector<HTMLButtonElement>('.account-sheet button[type=submit]')!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(readToken()).toBe('tok-m');
    expect(JSON.parse(String(mock.history.post[0]!.data))).toEqual({
      LoginName: btoa('a@b.co'),
      LoginPwd: btoa('Tmp2026good'),
    });
  });
});
