import type { BrowserContext, Locator, Page } from '@playwright/test';
import {
  dialogField as field,
  dialogRefusal,
  expectGreeting,
  loginTab,
  openLoginDialog,
  useSession,
} from '../fixtures/accounts.ts';
import { expect, isMobile, test } from '../fixtures/portal.ts';
import { nextAuthenticatorCode, totpNow } from '../fixtures/second-factor.ts';

/** What the HR manager sees, in both languages. */
const TEXT = {
  en: {
    login: 'Log In',
    menu: 'Menu',
    passwordTab: 'Password',
    loginName: 'Mobile number or email',
    password: 'Password',
    title: 'Two-step verification',
    code: '6-digit code or recovery code',
    verify: 'Verify',
    wrong: 'The code is not correct. 4 tries left.',
    reused: /already been used/,
    greeting: 'Hi, HR Manager',
  },
  zh: {
    login: '登录',
    menu: '菜单',
    passwordTab: '密码登录',
    loginName: '手机号或邮箱',
    password: '密码',
    title: '两步验证',
    code: '6位验证码或恢复码',
    verify: '验证',
    wrong: '验证码不正确，还可尝试4次',
    reused: /已使用过/,
    greeting: '您好，HR Manager',
  },
} as const;
type TText = (typeof TEXT)['en' | 'zh'];
const HR_ACCOUNT = 'hr@example.com';

const useLanguage = (context: BrowserContext, lang: 'en' | 'zh') =>
  useSession(context, 'http://localhost', undefined, lang === 'zh' ? 'zh-CN' : 'en-US');

const openPasswordLogin = async (page: Page, t: TText) => {
  const dialog = await openLoginDialog(page, t);
  await loginTab(page, dialog, t.passwordTab).click();
  return dialog;
};

const expectSignedIn = (page: Page, t: TText) =>
  expectGreeting(page, t, t.greeting, { keepDrawerOpen: true });

/**
 * Types the authenticator's current code; a code another sign-in just took is refused as reused, and the
 * journey is let take it again (development only) rather than wait up to 30 s for the next one.
 */
const enterCurrentCode = async (page: Page, dialog: Locator, t: TText) => {
  const refusal = dialogRefusal(dialog);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await field(dialog, t.code).fill(totpNow());
    await dialog.getByRole('button', { name: t.verify, exact: true }).click();
    const reused = refusal.filter({ hasText: t.reused });
    await expect
      .poll(async () => (await dialog.isHidden()) || (await reused.isVisible()), { timeout: 20_000 })
      .toBe(true);
    if (!(await reused.isVisible())) return;
    await nextAuthenticatorCode(page.request, HR_ACCOUNT);
  }
};

test.describe('HR with a second factor signs in through the dialog', () => {
  test.describe.configure({ timeout: 150_000 });

  test(
    'password, then the authenticator code; a wrong code is refused with the tries left',
    { tag: '@phone' },
    async ({ page, context }) => {
      const lang = isMobile(page) ? 'zh' : 'en';
      const t = TEXT[lang];
      await useLanguage(context, lang);
      await page.goto('/position');
      const dialog = await openPasswordLogin(page, t);
      await field(dialog, t.loginName).fill(HR_ACCOUNT);
      await field(dialog, t.password).fill('demo2026pass');
      await dialog.getByRole('button', { name: t.login, exact: true }).click();

      await expect(dialog.getByText(t.title).first()).toBeVisible();
      await expect(field(dialog, t.code)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`second-factor-${lang}.png`) });
      await field(dialog, t.code).fill('000000');
      await dialog.getByRole('button', { name: t.verify, exact: true }).click();
      await expect(dialog.locator('.account-dialog__error')).toContainText(t.wrong);
      // After the refusal the button is named "Verify" again (a loading icon left behind would name it
      // "loading Verify" for screen readers, and the exact name below would not be found).
      await expect(dialog.getByRole('button', { name: t.verify, exact: true })).toBeEnabled();

      await enterCurrentCode(page, dialog, t);
      await expect(dialog).toBeHidden({ timeout: 20_000 });
      await expectSignedIn(page, t);
    },
  );
});
