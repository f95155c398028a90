import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { translate, type TMessageKey } from '@tmp/contracts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { readToken } from '../../../lib/auth/token-cookie.ts';
import { forgetResendWaits } from '../hooks/use-countdown.ts';
import { decode, mockApi, renderDialog } from '../test-utils.tsx';
import { LoginDialog } from './login-dialog.tsx';

// Role queries skip the (slow, CSS-in-JS) visibility check; hidden antd panes are not rendered anyway.
configure({ defaultHidden: true });
// antd dialogs in jsdom are slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const mock = await mockApi();
const en = (key: TMessageKey) => translate(key, 'en-us');
const zh = (key: TMessageKey) => translate(key, 'zh-cn');
const body = (index = 0, method: 'post' | 'get' = 'post') =>
  JSON.parse(String(mock.history[method][index]!.data)) as Record<string, string>;

const user = {
  chinesename: '张三',
  loginname: '13912345678',
  roles: [1],
  customerid: 1,
  recommendCode: 'AB',
};

const ui = userEvent.setup({ pointerEventsCheck: 0 });
const codeButton = () => screen.getByText(/Get verification code|^\d+s$/).closest('button')!;
const passwordForm = () => within(screen.getByPlaceholderText('Enter your password').closest('form')!);
/** Typing key by key is slow in jsdom with antd; a change event is what the form listens to. */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const openRegister = async () => {
  await ui.click(await screen.findByRole('button', { name: /Create an account|立即注册/ }));
};

describe.each(['desktop', 'mobile'] as const)('login dialog (%s)', (device) => {
  const render = (dialog: ReactNode, options: Parameters<typeof renderDialog>[1] = {}) =>
    renderDialog(dialog, { ...options, device });
  let onClose: Mock<() => void>;
  beforeEach(() => {
    onClose = vi.fn();
    mock.onGet('/api/user/user/GetUserInfo').reply(200, { code: 0, message: '', data: user });
  });
  afterEach(() => {
    mock.reset();
    forgetResendWaits();
    useLoginStore.getState().logout();
  });

  it('opens on the SMS tab; the code button needs a valid phone and then counts down', async () => {
    mock.onGet('/api/user/Account/SendVerificationCode').reply(200, {
      code: 0,
      message: 'Verification code sent',
      data: { resendAfterSeconds: 60 },
    });
    await render(<LoginDialog open onClose={onClose} />);
    expect(await screen.findByRole('tab', { name: 'Verification code', selected: true })).toBeTruthy();
    const button = codeButton();
    expect(button).toHaveProperty('disabled', true);
    fill(screen.getByPlaceholderText('Enter your mobile number'), '12912345678');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button).toHaveProperty('disabled', true);
    fill(screen.getByPlaceholderText('Enter your mobile number'), '13912345678');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await ui.click(button);
    await waitFor(() => expect(button.textContent).toMatch(/^(60|59)s$/));
    expect(button).toHaveProperty('disabled', true);
    expect(decode(String(mock.history.get[0]!.params.account))).toBe('13912345678');
  });

  it('keeps the button enabled and shows the refusal when the server will not send', async () => {
    mock.onGet('/api/user/Account/SendVerificationCode').reply(200, {
      code: 3006,
      message: 'Please wait 42 seconds before requesting another code.',
      data: null,
    });
    await render(<LoginDialog open onClose={onClose} />);
    fill(await screen.findByPlaceholderText('Enter your mobile number'), '13912345678');
    await waitFor(() => expect(codeButton()).toHaveProperty('disabled', false));
    await ui.click(codeButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Please wait 42 seconds');
    expect(codeButton().textContent).toBe('Get verification code');
    expect(codeButton()).toHaveProperty('disabled', false);
  });

  it('counts down from the seconds the server says are left when it refuses a send as too soon', async () => {
    mock.onGet('/api/user/Account/SendVerificationCode').reply(200, {
      code: 3006,
      message: 'Please wait 54 seconds before requesting another code.',
      data: { resendAfterSeconds: 54 },
    });
    await render(<LoginDialog open onClose={onClose} />);
    fill(await screen.findByPlaceholderText('Enter your mobile number'), '13912345670');
    await waitFor(() => expect(codeButton()).toHaveProperty('disabled', false));
    await ui.click(codeButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Please wait 54 seconds');
    await waitFor(() => expect(codeButton().textContent).toMatch(/^(54|53)s$/));
    expect(codeButton()).toHaveProperty('disabled', true);
  });

  it('shows the picture check beside the phone once the server asks for it, and sends it along', async () => {
    const sends: Array<Record<string, string>> = [];
    mock.onGet('/api/user/Account/SendVerificationCode').reply((config) => {
      sends.push(config.params as Record<string, string>);
      return sends.length === 1
        ? [200, { code: 3013, message: en('accounts.captchaRequired'), data: null }]
        : [200, { code: 0, message: 'Verification code sent', data: { resendAfterSeconds: 60 } }];
    });
    mock
      .onGet('/api/user/Account/GetVerificationCodeImage')
      .reply(200, { code: 0, message: '', data: { image: 'data:image/png;base64,AA==', key: 'k-1' } });
    await render(<LoginDialog open onClose={onClose} />);
    fill(await screen.findByPlaceholderText('Enter your mobile number'), '13912345678');
    expect(screen.queryByPlaceholderText('Characters in the image')).toBeNull();
    await waitFor(() => expect(codeButton()).toHaveProperty('disabled', false));
    await ui.click(codeButton());
    expect((await screen.findByRole('alert')).textContent).toContain(en('accounts.captchaRequired'));
    const captcha = await screen.findByPlaceholderText('Characters in the image');
    await ui.click(codeButton());
    expect((await screen.findByRole('alert')).textContent).toContain(en('validation.imageCode'));
    expect(sends).toHaveLength(1);
    fill(captcha, ' K7MX ');
    await ui.click(codeButton());
    await waitFor(() => expect(codeButton().textContent).toMatch(/^(60|59)s$/));
    expect(sends[1]).toMatchObject({ key: 'k-1', code: 'K7MX' });
    expect(sends[0]).not.toHaveProperty('key');
    // The picture is single use: a new one is fetched and the text emptied.
    await waitFor(() => expect(mock.history.get.filter((r) => r.url?.includes('CodeImage'))).toHaveLength(2));
    expect((captcha as HTMLInputElement).value).toBe('');
  });

  it('signs in by SMS with phone and code in Base64, then follows the redirect', async () => {
    mock
      .onPost('/api/user/Account/LoginByCode')
      .reply(200, { code: 0, message: 'Login successful', data: { token: 'tok-sms' } });
    const onSignedIn = vi.fn(async () => false);
    const router = await render(<LoginDialog open onClose={onClose} onSignedIn={onSignedIn} />, {
      path: '/position?redirect=%2Fapply',
    });
    fill(await screen.findByPlaceholderText('Enter your mobile number'), '13912345678');
    fill(screen.getByPlaceholderText('6-digit code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
    expect(body()).toEqual({ phone: btoa('13912345678'), code: btoa('123456') });
    expect(readToken()).toBe('tok-sms');
    expect(onClose).toHaveBeenCalled();
    expect(onSignedIn).toHaveBeenCalled();
    expect(useLoginStore.getState().userinfo?.chinesename).toBe('张三');
  });

  it('stays put when the shell shows the evaluation invitation', async () => {
    mock.onPost('/api/user/Account/LoginByCode').reply(200, { code: 0, message: '', data: { token: 't' } });
    const router = await render(<LoginDialog open onClose={onClose} onSignedIn={async () => true} />, {
      path: '/position?redirect=%2Fapply',
    });
    fill(await screen.findByPlaceholderText('Enter your mobile number'), '13912345678');
    fill(screen.getByPlaceholderText('6-digit code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/position');
  });

  it('signs in by password with the trimmed login name; a refusal shows in the alert and resets the token', async () => {
    useLoginStore.getState().setToken('old-token');
    mock
      .onPost('/api/user/Account/Login')
      .replyOnce(200, { code: 3001, message: 'Incorrect account or password', data: null })
      .onPost('/api/user/Account/Login')
      .replyOnce(200, { code: 0, message: '', data: { token: 'tok-pwd' } });
    const router = await render(<LoginDialog open onClose={onClose} />);
    await ui.click(await screen.findByRole('tab', { name: 'Password' }));
    await ui.click(passwordForm().getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(en('validation.loginName'))).toBeTruthy();
    expect(screen.getByText(en('validation.loginPwd'))).toBeTruthy();
    fill(screen.getByPlaceholderText('Enter your mobile number or email'), '  a@b.co ');
    fill(screen.getByPlaceholderText('Enter your password'), 'pass word1');
    await ui.click(passwordForm().getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect account or password');
    expect(readToken()).toBeUndefined();
    expect(body()).toEqual({ LoginName: btoa('a@b.co'), LoginPwd: btoa('pass word1') });
    // The button's name keeps the loading icon while its leaving animation runs.
    await ui.click(passwordForm().getByRole('button', { name: /Log In$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readToken()).toBe('tok-pwd');
  });

  it('takes an HR manager who signed in from the header to the console, not the job list', async () => {
    mock
      .onGet('/api/user/user/GetUserInfo')
      .reply(200, { code: 0, message: '', data: { ...user, roles: [2] } });
    mock.onPost('/api/user/Account/Login').reply(200, { code: 0, message: '', data: { token: 'tok-hr' } });
    const router = await render(<LoginDialog open onClose={onClose} />);
    await ui.click(await screen.findByRole('tab', { name: 'Password' }));
    fill(screen.getByPlaceholderText('Enter your mobile number or email'), 'hr@example.com');
    fill(screen.getByPlaceholderText('Enter your password'), 'pass word1');
    await ui.click(passwordForm().getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr'));
  });

  it('offers the email customer the password form only', async () => {
    await render(<LoginDialog open onClose={onClose} />, {
      config: { systemType: 2, customerid: 2 },
    });
    expect(await screen.findByPlaceholderText('name@example.com')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Get verification code')).toBeNull();
  });

  it.each([
    ['en-US', en, /^Register$/],
    ['zh-CN', zh, /^注\s?册$/],
  ] as const)('registration says every rule in %s, as the contracts do', async (language, say, submit) => {
    await render(<LoginDialog open onClose={onClose} />, { language });
    await openRegister();
    await ui.click(screen.getByRole('button', { name: submit }));
    for (const key of [
      'validation.phone',
      'validation.codeRequired',
      'validation.password',
      'validation.agreement',
    ] as const) {
      expect(await screen.findByText(say(key))).toBeTruthy();
    }
    const dialog = screen.getByRole('dialog');
    const inputs = within(dialog);
    const field = (en: string, cn: string) => inputs.getByLabelText(language === 'en-US' ? en : cn);
    fill(field('Verification code', '验证码'), '12a');
    expect(await screen.findByText(say('validation.code'))).toBeTruthy();
    fill(field('Password', '密码'), 'password');
    expect(await screen.findByText(say('validation.password'))).toBeTruthy();
    fill(field('Password', '密码'), 'password1');
    expect(await screen.findByText(say('validation.passwordCommon'))).toBeTruthy();
    fill(field('Email (optional)', '邮箱（选填）'), 'not-an-email');
    expect(await screen.findByText(say('validation.email'))).toBeTruthy();
  });

  it('re-checks the confirmation, once left, when the password changes', async () => {
    await render(<LoginDialog open onClose={onClose} />);
    await openRegister();
    const dialog = within(screen.getByRole('dialog'));
    fill(dialog.getByLabelText('Password'), 'Tmp2026good');
    fill(dialog.getByLabelText('Confirm password'), 'Tmp2026good');
    fireEvent.blur(dialog.getByLabelText('Confirm password'));
    expect(screen.queryByText(en('validation.confirmPassword'))).toBeNull();
    fill(dialog.getByLabelText('Password'), 'Tmp2026goodx');
    expect(await screen.findByText(en('validation.confirmPassword'))).toBeTruthy();
  });

  it('ticks the agreement only from the popup, once it is read to the end', async () => {
    await render(<LoginDialog open onClose={onClose} />);
    await openRegister();
    const checkbox = screen.getByRole('checkbox', { name: 'User Agreement and Privacy Policy' });
    await ui.click(checkbox);
    expect(checkbox).toHaveProperty('checked', false);
    const agree = await screen.findByRole('button', {
      name: 'Please scroll up to finish reading this policy',
    });
    expect(agree).toHaveProperty('disabled', true);
    expect(screen.getByRole('heading', { name: 'User Agreement' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    const scroller = screen.getByTestId('agreement-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { value: 2000, configurable: true });
    Object.defineProperty(scroller, 'clientHeight', { value: 500, configurable: true });
    scroller.scrollTop = 1400;
    fireEvent.scroll(scroller);
    expect(agree).toHaveProperty('disabled', true);
    scroller.scrollTop = 1486;
    fireEvent.scroll(scroller);
    const ready = screen.getByRole('button', {
      name: 'Read and agree to the User Agreement and Privacy Policy',
    });
    expect(ready).toHaveProperty('disabled', false);
    await ui.click(ready);
    await waitFor(() => expect(checkbox).toHaveProperty('checked', true));
    expect(screen.queryByText(en('validation.agreement'))).toBeNull();
  });

  it('closes the agreement popup on browser back', async () => {
    await render(<LoginDialog open onClose={onClose} />);
    await openRegister();
    await ui.click(screen.getByRole('button', { name: 'User Agreement and Privacy Policy' }));
    expect(
      await screen.findByRole('button', { name: 'Please scroll up to finish reading this policy' }),
    ).toBeTruthy();
    window.dispatchEvent(new PopStateEvent('popstate'));
    // antd keeps a closed modal in the DOM while it animates out.
    if (device === 'desktop')
      await waitFor(() => expect(document.querySelector('.agreement-dialog')!.className).toMatch(/leave/));
    else await waitFor(() => expect(screen.queryByTestId('agreement-scroll')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });

  it('registers by phone with Base64 credentials, then signs in with them', async () => {
    mock.onPost('/api/user/Account/NameRegisteredUser').reply(200, { code: 0, message: '', data: null });
    mock.onPost('/api/user/Account/Login').reply(200, { code: 0, message: '', data: { token: 'tok-new' } });
    const router = await render(<LoginDialog open onClose={onClose} />, {
      path: '/position?redirect=%2Fapply',
    });
    await openRegister();
    const dialog = within(screen.getByRole('dialog'));
    fill(dialog.getByLabelText('Mobile number'), '13912345678');
    fill(dialog.getByLabelText('Verification code'), '654321');
    fill(dialog.getByLabelText('Password'), 'Tmp2026good');
    fill(dialog.getByLabelText('Confirm password'), 'Tmp2026good');
    fill(dialog.getByLabelText('Full name'), ' 张三 ');
    await ui.click(dialog.getByRole('button', { name: 'User Agreement and Privacy Policy' }));
    const scroller = await screen.findByTestId('agreement-scroll');
    Object.defineProperty(scroller, 'scrollHeight', { value: 900, configurable: true });
    Object.defineProperty(scroller, 'clientHeight', { value: 500, configurable: true });
    scroller.scrollTop = 400;
    fireEvent.scroll(scroller);
    await ui.click(
      screen.getByRole('button', { name: 'Read and agree to the User Agreement and Privacy Policy' }),
    );
    await ui.click(dialog.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
    expect(body(0)).toEqual({
      account: btoa('13912345678'),
      code: '654321',
      password: btoa('Tmp2026good'),
      confirmpassword: btoa('Tmp2026good'),
      fullname: '张三',
    });
    expect(body(1)).toEqual({ LoginName: btoa('13912345678'), LoginPwd: btoa('Tmp2026good') });
    expect(readToken()).toBe('tok-new');
  });

  it('resets the password of an email account with question and captcha, then signs in', async () => {
    mock.onGet('/api/user/Account/GetVerificationCodeImage').reply(200, {
      code: 0,
      message: '',
      data: { image: 'data:image/svg+xml;base64,PHN2Zy8+', key: 'cap-1' },
    });
    mock.onGet('/api/user/Account/GetSelectItemSecurityQuestion').reply(200, {
      code: 0,
      message: '',
      data: [{ value: 3, text: 'Your first school?', hrid: 3, parentValue: null }],
    });
    mock.onPost('/api/user/Account/ForgotPassword').reply(200, { code: 0, message: '', data: null });
    mock.onPost('/api/user/Account/Login').reply(200, { code: 0, message: '', data: { token: 'tok-r' } });
    await render(<LoginDialog open onClose={onClose} />, {
      config: { systemType: 2, customerid: 2 },
    });
    await ui.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = within(screen.getByRole('dialog'));
    fill(dialog.getByLabelText('Email'), 'Someone@Example.com');
    if (device === 'desktop') {
      await ui.click(dialog.getByRole('combobox'));
      await ui.click(await screen.findByTitle('Your first school?'));
    } else {
      await ui.click(await dialog.findByRole('button', { name: 'Security question' }));
      // The wheel's confirm button (its text is the locale's, which the phone's shell provides).
      await waitFor(() =>
        expect(document.querySelector('.adm-picker-header-button:last-child')).toBeTruthy(),
      );
      await ui.click(document.querySelector('.adm-picker-header-button:last-child')!);
    }
    fill(dialog.getByLabelText('Answer'), 'Maple');
    fill(dialog.getByLabelText('Image code'), 'x7Kp');
    fill(dialog.getByLabelText('New password'), 'Tmp2026good');
    fill(dialog.getByLabelText('Confirm password'), 'Tmp2026good');
    await ui.click(dialog.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(readToken()).toBe('tok-r'));
    expect(body(0)).toEqual({
      account: btoa('Someone@Example.com'),
      password: btoa('Tmp2026good'),
      confirmPassword: btoa('Tmp2026good'),
      code: 'x7Kp',
      key: 'cap-1',
      question: 3,
      answer: 'Maple',
    });
    expect(body(1)).toEqual({ LoginName: btoa('Someone@Example.com'), LoginPwd: btoa('Tmp2026good') });
  });
});

describe('post-login sequence', () => {
  const reload = vi.fn();
  const original = window.location;
  beforeEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    mock.onGet('/api/user/user/GetUserInfo').reply(200, { code: 0, message: '', data: user });
    mock.onPost('/api/user/Account/LoginByCode').reply(200, { code: 0, message: '', data: { token: 't' } });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
    reload.mockReset();
    mock.reset();
    useLoginStore.getState().logout();
  });

  const signInBySms = async () => {
    fill(await screen.findByPlaceholderText('Enter your mobile number'), '13912345678');
    fill(screen.getByPlaceholderText('6-digit code'), '123456');
    await ui.click(screen.getByRole('button', { name: 'Log In' }));
  };

  it('goes to /delivery when the country of the page needs a login to apply', async () => {
    const onSignedIn = vi.fn(async () => true);
    const router = await renderDialog(<LoginDialog open onClose={() => {}} onSignedIn={onSignedIn} />, {
      path: '/position?id=7&countryid=2',
    });
    await signInBySms();
    await waitFor(() => expect(router.state.location.pathname).toBe('/delivery'));
    expect(router.state.location.search).toBe('?id=7&countryid=2');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('reloads the page after a login the server forced', async () => {
    useLoginStore.getState().setOpenLogin(true);
    const onSignedIn = vi.fn(async () => false);
    await renderDialog(<LoginDialog open onClose={() => {}} onSignedIn={onSignedIn} />);
    await signInBySms();
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
