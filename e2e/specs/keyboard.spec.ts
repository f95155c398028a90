import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiHeaders, expectApplicationSubmitted, registerCandidate } from '../fixtures/accounts.ts';
import { login, publishJob } from '../fixtures/hiring-loop.ts';
import { expect, test } from '../fixtures/portal.ts';

/**
 * Keyboard-only journeys on a desktop: after the page opens, every step is a key press or typed text,
 * never a click, so a person who cannot use a mouse can sign in and apply. The mobile project leaves this
 * file out (playwright.config.ts).
 */

const PASSWORD = 'Keys2026pass';
const headers = apiHeaders();
const newCandidate = { prefix: '17', fullname: 'Kim Keyboard', password: PASSWORD };

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

/**
 * A job of its own, published by HR with no resume section required, whose application asks only for plain
 * text fields besides the name and mobile (the demo's jobs each ask for more, and other journeys' jobs come
 * and go).
 */
const findTypableJob = async (request: APIRequestContext) => {
  const hrToken = await login(request, 'hr@example.com', 'demo2026pass');
  const stamp = Date.now().toString(36);
  const title = `Keyboard Support Agent ${stamp}`;
  const { id } = await publishJob(request, hrToken, title, `键盘客服 ${stamp}`);
  const form = (await (
    await request.get(`/api/resume/Resume/GetCustomerResumeFields?positionId=${id}`, { headers })
  ).json()) as { data: { sections: TSection[] } };
  const sections = form.data.sections;
  expect(sections.some((s) => s.repeatable && s.required)).toBe(false);
  const missing = sections
    .filter((s) => !s.repeatable)
    .flatMap((s) => s.fields)
    .filter((f) => f.required && f.key !== 'basic.name' && f.key !== 'basic.mobile');
  expect(missing.every((f) => f.type === 'text' || f.type === 'email')).toBe(true);
  return { id, title, missing };
};

test('signs in with a password using only the keyboard', async ({ page, request }) => {
  const candidate = await registerCandidate(request, newCandidate);
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
  const candidate = await registerCandidate(request, newCandidate);
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

  await expectApplicationSubmitted(page, job.title);
  await tabTo(page, page.getByRole('button', { name: 'View my applications' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByRole('row').filter({ hasText: job.title })).toContainText('Submitted');
});
