import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal.ts';

/**
 * Keyboard-only journeys on a desktop: after the page opens, every step is a key press or typed text,
 * never a click, so a person who cannot use a mouse can sign in and apply. The mobile project leaves this
 * file out (playwright.config.ts).
 */

const PASSWORD = 'Keys2026pass';
const headers = { customerid: '1', lang: 'en-us' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

// The application form is long: reaching its end by Tab alone takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface TField {
  key: string;
  label: string;
  type: string;
  required: boolean;
}
interface TSection {
  key: string;
  repeatable: boolean;
  required: boolean;
  fields: TField[];
}

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never does. */
const tabTo = async (page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 200) => {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${String(target)} never received the keyboard focus`);
};

/** A fresh candidate (registered through the API) and their sign-in token. */
const registerCandidate = async (request: APIRequestContext) => {
  const phone = `17${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const sent = await request.get(`/api/user/Account/SendVerificationCode?account=${b64(phone)}`, {
      headers,
    });
    if (sent.status() !== 429) break;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  const outbox = (await (await request.get(`/api/dev/outbox?account=${phone}`, { headers })).json()) as {
    data: Array<{ code: string }>;
  };
  const registered = await request.post('/api/user/Account/NameRegisteredUser', {
    headers,
    data: {
      account: b64(phone),
      code: outbox.data[0]!.code,
      password: b64(PASSWORD),
      confirmpassword: b64(PASSWORD),
      fullname: 'Kim Keyboard',
    },
  });
  expect(((await registered.json()) as { code: number }).code).toBe(0);
  const login = await request.post('/api/user/Account/Login', {
    headers,
    data: { LoginName: b64(phone), LoginPwd: b64(PASSWORD) },
  });
  return { phone, token: ((await login.json()) as { data: { token: string } }).data.token };
};

/** An online job whose application asks only for plain text fields besides the name and mobile. */
const findTypableJob = async (request: APIRequestContext) => {
  const list = (await (
    await request.post('/api/job/Position/QueryPagingPositions', {
      headers,
      data: { pageIndex: 1, pageSize: 30 },
    })
  ).json()) as { data: { list: Array<{ id: number; title: string }> } };
  for (const job of list.data.list) {
    const form = (await (
      await request.get(`/api/resume/Resume/GetCustomerResumeFields?positionId=${job.id}`, { headers })
    ).json()) as { data: { sections: TSection[] } };
    const sections = form.data.sections;
    if (sections.some((s) => s.repeatable && s.required)) continue;
    const missing = sections
      .filter((s) => !s.repeatable)
      .flatMap((s) => s.fields)
      .filter((f) => f.required && f.key !== 'basic.name' && f.key !== 'basic.mobile');
    if (missing.every((f) => f.type === 'text' || f.type === 'email')) return { ...job, missing };
  }
  throw new Error('No online job asks only for text fields');
};

test('signs in with a password using only the keyboard', async ({ page, request }) => {
  const candidate = await registerCandidate(request);
  await page.goto('/position');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Log In', exact: true }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog opens on the SMS tab: move to the password tab with the arrow keys.
  await tabTo(page, dialog.getByRole('tab', { name: 'Verification code' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, dialog.getByLabel('Mobile number or email'));
  await page.keyboard.type(candidate.phone);
  await tabTo(page, dialog.locator('input[autocomplete="current-password"]'));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Hi, Kim Keyboard/ })).toBeVisible();
  // The focus ring is drawn (global :focus-visible), so a keyboard user sees where they are.
  await tabTo(page, page.getByRole('button', { name: /Hi, Kim Keyboard/ }), 'Shift+Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).toBe('solid');
});

test('applies for a job from its detail page using only the keyboard', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const job = await findTypableJob(request);
  const candidate = await registerCandidate(request);
  await context.addCookies([{ name: 'TMP-token', value: `abcd${candidate.token}wxyz`, url: baseURL! }]);
  await page.goto(`/detail?id=${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);

  await tabTo(page, page.getByRole('button', { name: 'Apply now' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/delivery\\?id=${job.id}`));
  for (const field of job.missing) {
    await tabTo(page, page.locator(`[data-field="${field.key}"] input`).first());
    await page.keyboard.type(field.type === 'email' ? 'kim.keyboard@example.com' : 'Keyboard answer');
  }
  await tabTo(page, page.getByRole('button', { name: 'Submit application' }));
  await page.keyboard.press('Enter');

  await expect(
    page
      .getByRole('heading', { name: 'Application submitted' })
      .or(page.getByText('Application submitted', { exact: true }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText(`Thank you for applying for ${job.title}.`)).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'View my applications' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByRole('row').filter({ hasText: job.title })).toContainText('Submitted');
});
