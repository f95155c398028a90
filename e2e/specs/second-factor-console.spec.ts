import { expect, test } from '../fixtures/portal.ts';
import { login, useSession } from '../fixtures/accounts.ts';
import { totpNow } from '../fixtures/second-factor.ts';

const PASSWORD = 'demo2026pass';

test.describe('HR console: account security', () => {
  test.describe.configure({ timeout: 90_000 });

  test('HR sets up an authenticator from the QR code, renews recovery codes and turns it off', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    // One account changes here, on the desktop run only (untagged); the phone layout is checked on the demo
    // HR below, without changing it.
    const emailURL = baseURL!.replace('//localhost', '//email.localhost');
    await useSession(context, emailURL, await login(request, 'hr@example.com', PASSWORD, '2'));
    await page.goto(`${emailURL}/hr/security`);
    const card = page.locator('.second-factor-card');
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Set up authenticator' }).click();
    const key = (await card.locator('.authenticator-qr__secret').textContent())!.replace(/\s/g, '');
    await expect(card.getByRole('img', { name: 'QR code and key for your authenticator app' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('console-setup-en.png') });
    await card.getByLabel('6-digit code').fill(totpNow(0, key));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByTestId('recovery-codes').locator('code');
    await expect(codes).toHaveCount(10);
    const recovery = await codes.allTextContents();
    await card.getByRole('button', { name: 'I have saved them, continue' }).click();
    await expect(card.getByText('10 recovery codes left')).toBeVisible();

    await card.getByRole('button', { name: 'New recovery codes' }).click();
    await card.getByLabel('6-digit code or recovery code').fill(recovery[0]!);
    await card.getByRole('button', { name: 'New recovery codes' }).click();
    await expect(codes).toHaveCount(10);
    const renewed = await codes.allTextContents();
    expect(renewed).not.toContain(recovery[1]);
    await card.getByRole('button', { name: 'I have saved them, continue' }).click();

    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByLabel('6-digit code or recovery code').fill(recovery[1]!);
    await card.getByRole('button', { name: 'Turn off' }).click();
    await expect(card.getByRole('alert')).toContainText('The code is not correct');
    await card.getByLabel('6-digit code or recovery code').fill(renewed[0]!);
    await card.getByRole('button', { name: /Turn off$/ }).click();
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
  });

  test(
    'the demo HR sees that the customer requires it, in Chinese on a phone',
    { tag: '@phone-only' },
    async ({ page, context, request, baseURL }) => {
      await useSession(context, baseURL!, await login(request, 'hr@example.com', PASSWORD), 'zh-CN');
      await page.goto('/hr/security');
      const card = page.locator('.second-factor-card');
      await expect(card.getByText('贵公司要求HR账号开启两步验证。', { exact: false })).toBeVisible();
      await card.getByRole('button', { name: '生成新的恢复码' }).click();
      await expect(card.getByLabel('6位验证码或恢复码')).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('console-required-zh.png') });
      await card.getByRole('button', { name: '取消' }).click();
      await expect(card.getByRole('button', { name: '关闭' })).toBeVisible();
    },
  );
});
