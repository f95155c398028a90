import type { APIRequestContext, Page } from '@playwright/test';
import { apiHeaders, data, registerCandidate, useSession } from '../fixtures/accounts.ts';
import {
  chooseCategory,
  expect,
  findCategoryWithJobs,
  isMobile,
  searchKeyword,
  test,
  whenInteractive,
} from '../fixtures/portal.ts';

const PASSWORD = 'Alerts2026pass';

/** A keyword of a job in the category, so that the search with both finds something. */
const keywordOf = async (request: APIRequestContext, category: number) => {
  const page = await data<{ list: Array<{ title: string }> }>(
    await request.post('/api/job/Position/QueryPagingPositions', {
      headers: apiHeaders(),
      data: { pageIndex: 1, pageSize: 1, category },
    }),
  );
  const title = page.list[0]!.title;
  return title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? title.split(/\s+/)[0]!;
};

/** The path and query of the newest confirmation link sent to an address (the development outbox). */
const confirmationLink = async (request: APIRequestContext, address: string) => {
  const messages = await data<Array<{ text: string }>>(
    await request.get(`/api/dev/outbox?account=${encodeURIComponent(address)}`, { headers: apiHeaders() }),
  );
  const link = messages.map((m) => /\/alerts\/confirm\?token=[\w-]+/.exec(m.text)?.[0]).find(Boolean);
  expect(link, `a confirmation link sent to ${address}`).toBeTruthy();
  return link!;
};

/**
 * The job list is rendered on the server and then hydrated (a phone of the mobile project is told apart only
 * by its width, so its page changes skin first): controls answer once that is done.
 */
const openJobList = async (page: Page, url: string) => {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(isMobile(page) ? '.site-shell--mobile' : '.site-shell--desktop')).toBeVisible();
  await whenInteractive(page.locator('header button').first());
};

const cards = (page: Page) => page.locator('.position-card-wrap');

const alertDialog = (page: Page) =>
  isMobile(page) ? page.locator('.alert-sheet [role="dialog"]') : page.getByRole('dialog');

const freshEmail = (tag: string) =>
  `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

test(
  'a candidate saves a job, finds it on Saved jobs, and lists an alert made from a search',
  { tag: '@phone' },
  async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const { phone, token } = await registerCandidate(request, {
      prefix: '16',
      fullname: 'Sam Saver',
      password: PASSWORD,
    });
    await useSession(context, baseURL!, token);
    const { category } = await findCategoryWithJobs(request);
    const keyword = await keywordOf(request, category.value);

    await openJobList(page, '/position');
    await searchKeyword(page, keyword);
    await chooseCategory(page, category.text);
    await expect(page).toHaveURL(new RegExp(`category=${category.value}`));
    await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`));

    // Save the first job of the search: the star says so at once and after a reload.
    const first = cards(page).first();
    const title = (await first.locator('h2').innerText()).trim();
    const star = first.getByRole('button', { name: `Save job ${title}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(
      cards(page)
        .first()
        .getByRole('button', { name: `Save job ${title}` }),
    ).toHaveAttribute('aria-pressed', 'true');

    // An alert for the same search: its words, the candidate's own number prefilled, weekly. The number
    // was proven at registration: the alert is on at once, with no message and no picture check.
    await page.getByRole('button', { name: 'Get job alerts' }).first().click();
    const dialog = alertDialog(page);
    await expect(dialog.getByText(`“${keyword}”`)).toBeVisible();
    await expect(dialog.getByText(category.text, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Your mobile number or email address')).toHaveValue(phone);
    await expect(dialog.getByLabel('Characters in the picture')).toHaveCount(0);
    await dialog.getByText('Weekly', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog.getByText(`New jobs matching this search will come to ${phone}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.goto('/saved');
    await expect(page.getByRole('heading', { name: 'Saved jobs' })).toBeVisible();
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.getByRole('button', { name: `Remove ${title} from saved jobs` }).click();
    await expect(page.getByText('No saved jobs yet.', { exact: false })).toBeVisible();

    await page.goto('/alerts');
    await expect(page.getByRole('heading', { name: 'My job alerts' })).toBeVisible();
    const row = page.locator('.alert-row').filter({ hasText: keyword });
    await expect(row).toContainText(category.text);
    await expect(row).toContainText('Weekly');
    await expect(row).toContainText('Confirmed');
    await row.getByRole('button', { name: /^Delete alert/ }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect(page.getByText('No job alerts yet.', { exact: false })).toBeVisible();
  },
);

test(
  'a visitor creates an alert, confirms it from the message, and a broken link says so',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.setTimeout(60_000);
    const { category } = await findCategoryWithJobs(request);
    const keyword = await keywordOf(request, category.value);
    const email = freshEmail('visitor');

    await openJobList(page, `/position?keyword=${encodeURIComponent(keyword)}&category=${category.value}`);
    await page.getByRole('button', { name: 'Get job alerts' }).first().click();
    const dialog = alertDialog(page);
    await expect(dialog.getByText(`“${keyword}”`)).toBeVisible();
    const address = dialog.getByLabel('Your mobile number or email address');
    await expect(address).toHaveValue('');
    await address.fill('not-an-address@');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog.getByText('Invalid email', { exact: true })).toBeVisible();
    await address.fill(email);
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await expect(dialog.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();

    // The link of the message works without signing in, and again when opened twice.
    const link = await confirmationLink(request, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your job alert is on' })).toBeVisible();
    await expect(page.getByText(keyword, { exact: false }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your job alert is on' })).toBeVisible();

    await page.goto('/alerts/unsubscribe?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse open positions' }).click();
    await expect(page).toHaveURL(/\/position$/);
  },
);

test('a visitor’s alert by SMS asks for the picture check beside the number', async ({ page, request }) => {
  test.setTimeout(60_000);
  const phone = `139${String(Date.now()).slice(-8)}`;
  await openJobList(page, '/position');
  await page.getByRole('button', { name: 'Get job alerts' }).first().click();
  const dialog = alertDialog(page);
  const picture = page.waitForResponse((r) => r.url().includes('GetVerificationCodeImage'));
  await dialog.getByLabel('Your mobile number or email address').fill(phone);
  const { key } = (await (await picture).json()).data as { key: string };
  await expect(dialog.getByRole('img', { name: 'Picture check, click for a new one' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog.getByText('Please enter the characters in the image')).toBeVisible();
  const { answer } = await data<{ answer: string }>(
    await request.get(`/api/dev/captcha/${key}`, { headers: apiHeaders() }),
  );
  await dialog.getByLabel('Characters in the picture').fill(answer);
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog.getByText(`We sent a confirmation link to ${phone}.`)).toBeVisible();
  const [sms] = await data<Array<{ channel: string; text: string }>>(
    await request.get(`/api/dev/outbox?account=${phone}`, { headers: apiHeaders() }),
  );
  expect(sms!.channel).toBe('sms');
  expect(sms!.text).toContain('/alerts/confirm?token=');
});

test('一位访客用中文订阅职位提醒并确认', async ({ page, request, context, baseURL }) => {
  await context.addCookies([{ name: 'TMP-language', value: 'zh-CN', url: baseURL! }]);
  const email = freshEmail('zh');
  await openJobList(page, '/position');
  await page.getByRole('button', { name: '订阅职位提醒' }).first().click();
  const dialog = alertDialog(page);
  await expect(dialog.getByText('全部职位')).toBeVisible();
  await dialog.getByRole('button', { name: '创建提醒' }).click();
  await expect(dialog.getByText('请输入邮箱或手机号')).toBeVisible();
  await dialog.getByLabel('您的手机号或邮箱').fill(email);
  await dialog.getByRole('button', { name: '创建提醒' }).click();
  await expect(dialog.getByText(`确认链接已发送至${email}`, { exact: false })).toBeVisible();

  await page.goto(await confirmationLink(request, email));
  await expect(page.getByRole('heading', { name: '职位提醒已生效' })).toBeVisible();
  await expect(page.getByRole('link', { name: '浏览在招职位' })).toBeVisible();
});
