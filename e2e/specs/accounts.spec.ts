import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  accountDialog,
  apiHeaders,
  dialogField as field,
  dialogRefusal as refusal,
  expectGreeting,
  elapseResendWait,
  latestSmsCode as latestCode,
  loginResponse as apiLogin,
  loginTab as tab,
  logOut,
  openLoginDialog as openLogin,
  registerCandidate,
  useSession,
} from '../fixtures/accounts.ts';
import { expect, isMobile, test } from '../fixtures/portal.ts';

type TLang = 'en' | 'zh';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a person sees, in both languages. */
const TEXT = {
  en: {
    login: 'Log In',
    logout: 'Log Out',
    menu: 'Menu',
    passwordTab: 'Password',
    smsTab: 'Verification code',
    toRegister: 'Create an account',
    forgot: 'Forgot password?',
    phone: 'Mobile number',
    code: 'Verification code',
    getCode: 'Get verification code',
    password: 'Password',
    newPassword: 'New password',
    confirm: 'Confirm password',
    fullname: 'Full name',
    email: 'Email',
    loginName: 'Mobile number or email',
    answer: 'Answer',
    captcha: 'Image code',
    question: 'Choose a question',
    agreementLink: 'User Agreement and Privacy Policy',
    scrollHint: 'Please scroll up to finish reading this policy',
    agree: 'Read and agree to the User Agreement and Privacy Policy',
    register: 'Register',
    reset: 'Reset password',
    greeting: (name: string) => `Hi, ${name}`,
    loginSuccess: 'Login successful',
    agreementFirst: 'Please agree to the User Agreement and Privacy Policy first',
    applyReason: 'Log in to see your applications.',
  },
  zh: {
    login: '登录',
    logout: '退出登录',
    menu: '菜单',
    passwordTab: '密码登录',
    smsTab: '验证码登录',
    toRegister: '立即注册',
    forgot: '忘记密码？',
    phone: '手机号',
    code: '验证码',
    getCode: '获取验证码',
    password: '密码',
    newPassword: '新密码',
    confirm: '确认密码',
    fullname: '姓名',
    email: '邮箱',
    loginName: '手机号或邮箱',
    answer: '答案',
    captcha: '图片验证码',
    question: '请选择安全问题',
    agreementLink: '《用户协议和隐私政策》',
    scrollHint: '请向上滑动以阅读完本政策',
    agree: '已阅读并同意《用户协议和隐私政策》',
    register: '注册',
    reset: '重置密码',
    greeting: (name: string) => `您好，${name}`,
    loginSuccess: '登录成功',
    agreementFirst: '请先同意用户协议和隐私政策',
    applyReason: '请登录后查看您的投递记录。',
  },
} as const;

/** Unique per run and per test: mainland numbers 1[5-8]x plus the clock and a counter. */
let serial = 0;
const uniquePhone = (prefix: string) =>
  `${prefix}${String(Date.now()).slice(-5)}${String((serial += 1) + Math.floor(Math.random() * 90)).padStart(3, '0')}`;

const useLanguage = (context: BrowserContext, host: string, lang: TLang) =>
  useSession(context, `http://${host}`, undefined, lang === 'zh' ? 'zh-CN' : 'en-US');

const expectSignedIn = (page: Page, t: (typeof TEXT)[TLang], name: string) =>
  expectGreeting(page, t, t.greeting(name));

/** Asks for an SMS code in the dialog (retrying while the server says to wait) and reads it from the outbox. */
const requestCode = async (page: Page, dialog: Locator, t: (typeof TEXT)[TLang], phone: string) => {
  const before = await latestCode(page.request, phone);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await dialog.getByRole('button', { name: t.getCode }).click();
    const countdown = dialog.getByRole('button', { name: /\d+s$/ });
    const refused = refusal(dialog);
    await expect(countdown.or(refused)).toBeVisible({ timeout: 20_000 });
    if (await countdown.isVisible()) break;
    await sleep(10_000);
  }
  await expect(dialog.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();
  let code = '';
  await expect(async () => {
    code = await latestCode(page.request, phone);
    expect(code).not.toBe(before);
  }).toPass();
  return code;
};

const agreeToPolicy = async (page: Page, dialog: Locator, t: (typeof TEXT)[TLang]) => {
  await dialog.getByRole('button', { name: t.agreementLink, exact: true }).click();
  const agree = page.getByRole('button', { name: t.scrollHint });
  await expect(agree).toBeDisabled();
  await page.getByTestId('agreement-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await page.getByRole('button', { name: t.agree }).click();
  if (isMobile(page))
    await expect(dialog.locator('.account-agreement .adm-checkbox')).toHaveClass(/adm-checkbox-checked/);
  else await expect(dialog.getByRole('checkbox')).toBeChecked();
};

const PASSWORD = 'Journey2026ok';
const NEW_PASSWORD = 'Renewed2026ok';

// One account's life, in order: later steps use the account the first one registers. The SMS sign-in and the
// reset pass the one-code-a-minute wait of their phones through the development outbox, not the clock.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.describe('accounts', () => {
  let lang: (step: number) => TLang;
  const account = { phone: '', name: '' };
  const resetAccount = { phone: '' };

  test.beforeAll(async ({ request }, info) => {
    // Desktop and mobile take turns with the languages, so each journey is seen in both.
    const desktop = info.project.name === 'desktop';
    lang = (step) => ((step % 2 === 0) === desktop ? 'en' : 'zh');
    resetAccount.phone = uniquePhone(desktop ? '157' : '158');
    await registerCandidate(request, {
      phone: resetAccount.phone,
      password: PASSWORD,
      fullname: 'Reset Tester',
    });
  });

  test(
    'registers by phone with the code from the outbox and lands signed in',
    { tag: '@phone' },
    async ({ page, context }) => {
      test.setTimeout(120_000);
      const t = TEXT[lang(1)];
      account.phone = uniquePhone(isMobile(page) ? '186' : '185');
      account.name = `${lang(1) === 'zh' ? '测试' : 'Tester '}${account.phone.slice(-4)}`;
      await useLanguage(context, 'localhost', lang(1));
      await page.goto('/position');
      const dialog = await openLogin(page, t);
      await dialog.getByText(t.toRegister, { exact: true }).click();
      await expect(dialog.getByRole('button', { name: t.getCode })).toBeDisabled();
      await field(dialog, t.phone).fill(account.phone);
      const code = await requestCode(page, dialog, t, account.phone);
      await field(dialog, t.code).fill(code);
      await field(dialog, t.password).fill(PASSWORD);
      await field(dialog, t.confirm).fill(PASSWORD);
      await field(dialog, t.fullname).fill(account.name);
      await dialog.getByRole('button', { name: t.register, exact: true }).click();
      await expect(dialog.getByText(t.agreementFirst)).toBeVisible();
      await agreeToPolicy(page, dialog, t);
      await dialog.getByRole('button', { name: t.register, exact: true }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await expect(page).toHaveURL(/\/position$/);
      await expectSignedIn(page, t, account.name);
      const token = (await context.cookies()).find((c) => c.name === 'TMP-token');
      expect(token?.value.length).toBeGreaterThan(8);
    },
  );

  test('signs out', { tag: '@phone' }, async ({ page, context, request }) => {
    const t = TEXT[lang(2)];
    const token = (await apiLogin(request, account.phone, PASSWORD)).data!.token!;
    await context.addCookies([{ name: 'TMP-token', value: `abcd${token}wxyz`, url: 'http://localhost' }]);
    await useLanguage(context, 'localhost', lang(2));
    await page.goto('/position');
    await expectSignedIn(page, t, account.name);
    await logOut(page, t);
    if (isMobile(page)) {
      await page.getByRole('button', { name: t.menu }).click();
      await expect(page.locator('.mobile-drawer .adm-list-item').filter({ hasText: t.login })).toBeVisible();
    } else {
      await expect(
        page.locator('.site-header').getByRole('button', { name: t.login, exact: true }),
      ).toBeVisible();
    }
    expect((await context.cookies()).find((c) => c.name === 'TMP-token')).toBeUndefined();
    // The server revoked the token too.
    const info = await request.get('/api/user/user/GetUserInfo', {
      headers: apiHeaders('1', token),
    });
    expect(info.status()).toBe(401);
  });

  test('signs in by password', async ({ page, context }) => {
    const t = TEXT[lang(3)];
    await useLanguage(context, 'localhost', lang(3));
    await page.goto('/position');
    const dialog = await openLogin(page, t);
    await tab(page, dialog, t.passwordTab).click();
    await field(dialog, t.loginName).fill(` ${account.phone} `);
    await field(dialog, t.password).fill('Wrong2026pass');
    await dialog.getByRole('button', { name: t.login, exact: true }).click();
    await expect(refusal(dialog)).toBeVisible();
    await field(dialog, t.password).fill(PASSWORD);
    await dialog.getByRole('button', { name: t.login, exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expectSignedIn(page, t, account.name);
  });

  test('sends a visitor from a protected page to the job list and back after login', async ({
    page,
    context,
  }) => {
    const t = TEXT[lang(4)];
    await useLanguage(context, 'localhost', lang(4));
    await page.goto('/apply');
    await expect(page).toHaveURL(/\/position\?redirect=%2Fapply$/);
    // The dialog opens by itself and says why.
    const dialog = accountDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(t.applyReason);
    await tab(page, dialog, t.passwordTab).click();
    await field(dialog, t.loginName).fill(account.phone);
    await field(dialog, t.password).fill(PASSWORD);
    await dialog.getByRole('button', { name: t.login, exact: true }).click();
    await expect(page).toHaveURL(/\/apply$/);
    await expectSignedIn(page, t, account.name);
  });

  test(
    'registers by email with the image code and a security question',
    { tag: '@phone' },
    async ({ page, context }) => {
      const t = TEXT[lang(5)];
      const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:8098').port;
      const email = `journey.${Date.now()}.${Math.floor(Math.random() * 1e4)}@example.com`;
      await useLanguage(context, `email.localhost:${port}`, lang(5));
      await page.goto(`http://email.localhost:${port}/position`);
      const dialog = await openLogin(page, t);
      await expect(dialog.locator('.ant-tabs, .adm-tabs')).toHaveCount(0);
      const captcha = page.waitForResponse((r) => r.url().includes('GetVerificationCodeImage'));
      await dialog.getByText(t.toRegister, { exact: true }).click();
      const { data } = (await (await captcha).json()) as { data: { key: string } };
      await field(dialog, t.email).fill(email);
      await field(dialog, t.password).fill(PASSWORD);
      await field(dialog, t.confirm).fill(PASSWORD);
      if (isMobile(page)) {
        await dialog.getByText(t.question).click();
        await page.locator('.adm-picker-header-button').last().click();
      } else {
        await dialog.getByRole('combobox').click();
        await page.locator('.ant-select-dropdown .ant-select-item-option').first().click();
      }
      await field(dialog, t.answer).fill('Maple Street');
      const answer = await page.request.get(`/api/dev/captcha/${data.key}`, { headers: apiHeaders('2') });
      await field(dialog, t.captcha).fill(
        ((await answer.json()) as { data: { answer: string } }).data.answer,
      );
      await agreeToPolicy(page, dialog, t);
      await dialog.getByRole('button', { name: t.register, exact: true }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await expectSignedIn(page, t, email);
    },
  );

  test('signs in by SMS code', { tag: '@phone' }, async ({ page, context }) => {
    test.setTimeout(150_000);
    const t = TEXT[lang(6)];
    // One code a minute per phone: the registration used this phone's last one.
    await elapseResendWait(page.request, account.phone);
    await useLanguage(context, 'localhost', lang(6));
    await page.goto('/position');
    const dialog = await openLogin(page, t);
    // The SMS tab comes first and is open.
    if (isMobile(page)) await expect(tab(page, dialog, t.smsTab)).toHaveClass(/adm-tabs-tab-active/);
    else await expect(tab(page, dialog, t.smsTab)).toHaveAttribute('aria-selected', 'true');
    await field(dialog, t.phone).fill(account.phone);
    const code = await requestCode(page, dialog, t, account.phone);
    await field(dialog, t.code).fill(code);
    // The toast stays half a second: watched from the page itself, not by polling, which a busy machine
    // spaces a second apart.
    const toastShown = page.evaluate(
      (text) =>
        new Promise<void>((resolve) => {
          const seen = () => document.body.innerText.includes(text);
          if (seen()) return resolve();
          const observer = new MutationObserver(() => {
            if (!seen()) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      t.loginSuccess,
    );
    await dialog.getByRole('button', { name: t.login, exact: true }).click();
    await toastShown;
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expectSignedIn(page, t, account.name);
  });

  test('resets the password and signs in with the new one', async ({ page, context, request }) => {
    test.setTimeout(150_000);
    const t = TEXT[lang(7)];
    await elapseResendWait(request, resetAccount.phone);
    await useLanguage(context, 'localhost', lang(7));
    await page.goto('/position');
    const dialog = await openLogin(page, t);
    await tab(page, dialog, t.passwordTab).click();
    await dialog.getByText(t.forgot, { exact: true }).click();
    await field(dialog, t.phone).fill(resetAccount.phone);
    const code = await requestCode(page, dialog, t, resetAccount.phone);
    await field(dialog, t.code).fill(code);
    await field(dialog, t.newPassword).fill(NEW_PASSWORD);
    await field(dialog, t.confirm).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: t.reset, exact: true }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expectSignedIn(page, t, 'Reset Tester');
    expect((await apiLogin(request, resetAccount.phone, NEW_PASSWORD)).code).toBe(0);
    expect((await apiLogin(request, resetAccount.phone, PASSWORD)).code).not.toBe(0);
  });
});
