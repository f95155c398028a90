import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { apiHeaders, b64, data, login, logOut, openLoginDialog } from '../fixtures/accounts.ts';
import {
  login as hiringLogin,
  PASSWORD as HIRING_PASSWORD,
  registerCandidate,
} from '../fixtures/hiring-loop.ts';
import { PHONE_USER_AGENT } from '../fixtures/first-visit.ts';
import { expect, holdAppCode, isMobile, test, whenInteractive } from '../fixtures/portal.ts';

const PASSWORD = 'demo2026pass';
// Customer 2 signs in by email with a password alone (customer 1's HR manager has a second factor).
const HOST = 'email.localhost';

const originOf = (host: string) => {
  const port = new URL(test.info().project.use.baseURL ?? 'http://localhost:8089').port;
  return `http://${host}:${port}`;
};

const dialogOf = (page: Page): Locator => page.locator('.account-dialog');

const field = (dialog: Locator, label: string) =>
  dialog.locator('input').and(dialog.getByLabel(label, { exact: true }));

const useSession = async (context: BrowserContext, token: string | undefined, language = 'en-US') => {
  await context.addCookies([
    ...(token ? [{ name: 'TMP-token', value: `abcd${token}wxyz`, domain: HOST, path: '/' }] : []),
    { name: 'TMP-language', value: language, domain: HOST, path: '/' },
  ]);
};

/** The page answers script at once: a tab caught in a loop does not. */
const expectResponsive = async (page: Page) => {
  const answer = await Promise.race([
    page.evaluate(() => 'alive'),
    new Promise((resolve) => setTimeout(() => resolve('hung'), 3000)),
  ]);
  expect(answer).toBe('alive');
};

// One guard sends every console link to the sign-in prompt and back: the console's entry, its two kinds of
// page (a list, a form) and the last link of its menu stand for the others.
const HR_LINKS = [
  ['/hr', '/hr/jobs'],
  ['/hr/jobs/new', '/hr/jobs/new'],
  ['/hr/applicants', '/hr/applicants'],
  ['/hr/fields', '/hr/fields'],
] as const;

test('an HR manager following a console link as a visitor signs in and lands on that page of the console', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const origin = originOf(HOST);
  for (const [link, landing] of HR_LINKS) {
    await test.step(link, async () => {
      await context.clearCookies();
      await useSession(context, undefined);
      await page.goto(`${origin}${link}`);
      await expect(page).toHaveURL(`${origin}/position?redirect=${encodeURIComponent(link)}`);
      const dialog = dialogOf(page);
      await expect(dialog.getByRole('status')).toHaveText(
        'Log in with your HR account to open the HR console.',
      );
      await field(dialog, 'Email').fill('hr@example.com');
      await field(dialog, 'Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(page).toHaveURL(`${origin}${landing}`, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'HR console' })).toBeVisible({ timeout: 20_000 });
      // Landed for good: the tab still answers and nothing sends it elsewhere afterwards.
      await expectResponsive(page);
      await expect(page).toHaveURL(`${origin}${landing}`);
    });
  }
});

const expectSignedOut = async (page: Page) => {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('.mobile-drawer .adm-list-item').filter({ hasText: 'Log In' })).toBeVisible();
  } else {
    await expect(page.locator('.site-header').getByRole('button', { name: 'Log In' })).toBeVisible();
  }
};

// Signing out is the shell's: one page of each kind stands for the rest (a form, a list, a page reached
// with an id, a public page, the HR console).
const SIGNED_IN_PAGES = [
  ['candidate@example.com', '/resume'],
  ['candidate@example.com', '/apply'],
  ['candidate@example.com', '/offerConfirmation?id=1'],
  ['candidate@example.com', '/detail?id=7'],
  ['hr@example.com', '/hr/applicants'],
] as const;

test('Log Out goes to the home page from every kind of signed-in page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const origin = originOf(HOST);
  for (const [account, path] of SIGNED_IN_PAGES) {
    await test.step(path, async () => {
      await context.clearCookies();
      await useSession(context, await login(request, account, PASSWORD, '2'));
      await page.goto(`${origin}${path}`);
      await expect(page).toHaveURL(`${origin}${path}`);
      // The console's page is ready once its heading shows (its routes arrive with the user's roles).
      if (path.startsWith('/hr')) {
        await expect(page.getByRole('heading', { name: 'HR console' })).toBeVisible({ timeout: 20_000 });
      }
      await logOut(page);
      // "/" shows the job list, with nothing remembered of the previous user's page.
      await expect(page).toHaveURL(`${origin}/position`);
      await expectSignedOut(page);
      await expect(dialogOf(page)).toBeHidden();
    });
  }
});

test.describe('a protected link opened as a visitor', () => {
  test('opens the login dialog at once and says why, in English and Chinese', async ({ page, context }) => {
    const origin = originOf(HOST);
    await useSession(context, undefined);
    await page.goto(`${origin}/offerConfirmation?id=1`);
    await expect(page).toHaveURL(
      `${origin}/position?redirect=${encodeURIComponent('/offerConfirmation?id=1')}`,
    );
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('status')).toHaveText('Log in to read your offer and answer it.');
    // Closed, it stays closed over the job list.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.position-card').first()).toBeVisible();

    await useSession(context, undefined, 'zh-CN');
    await page.goto(`${origin}/evaluation`);
    await expect(dialogOf(page).getByRole('status')).toHaveText('请登录后参加您的测评。');
  });

  test('says nothing on a plain visit to the job list', async ({ page, context }) => {
    const origin = originOf(HOST);
    await useSession(context, undefined);
    await page.goto(`${origin}/position`);
    await expect(page.locator('.position-card').first()).toBeVisible();
    await expect(dialogOf(page)).toBeHidden();
  });
});

test.describe('a tap made before the app has a protected link’s page', { tag: '@phone' }, () => {
  // The phone visits as a phone, so the server sends the phone's page and the tapped button stays.
  test.use({
    userAgent: async ({ isMobile, userAgent }, use) => use(isMobile ? PHONE_USER_AGENT : userAgent),
  });

  test('is not made again over the sign-in prompt, and signing in leads on', async ({ page, context }) => {
    const origin = originOf(HOST);
    await useSession(context, undefined);
    // The page is the server's until the test lets the app's code through.
    const release = await holdAppCode(page);
    await page.goto(`${origin}/position?redirect=${encodeURIComponent('/apply')}`);
    await (
      isMobile(page)
        ? page.getByRole('button', { name: 'Menu' })
        : page.locator('.site-header').getByRole('button', { name: 'Log In', exact: true })
    ).click();
    release();
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('status')).toHaveText('Log in to see your applications.');
    await field(dialog, 'Email').fill('candidate@example.com');
    await field(dialog, 'Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/apply`);
    await expect(dialog).toBeHidden();
    // Nothing of the early tap is left behind: no dialog comes back, and the phone's menu stays closed.
    await page.waitForLoadState('networkidle');
    await expect(dialog).toBeHidden();
    await expect(page.locator('.mobile-drawer .adm-list-item').first()).toBeHidden();
  });
});

test.describe('phone polish', { tag: '@phone-only' }, () => {
  test('the footer keeps its padding and ends the page without a band below', async ({ page, context }) => {
    await useSession(context, undefined);
    await page.goto(`${originOf(HOST)}/home`);
    // The server may render the desktop shell first (it cannot see the width); measure the phone's.
    await expect(page.locator('.site-shell--mobile')).toBeVisible();
    const footer = page.locator('.site-shell--mobile .site-footer');
    await footer.scrollIntoViewIfNeeded();
    const box = (await footer.boundingBox())!;
    const text = (await footer.locator('span').first().boundingBox())!;
    expect(text.y - box.y).toBeGreaterThanOrEqual(12);
    expect(box.y + box.height - (text.y + text.height)).toBeLessThanOrEqual(32);
  });

  test('the drawer lines its entries up and leaves the menu button in reach', async ({
    page,
    context,
    request,
  }) => {
    await useSession(context, await login(request, 'candidate@example.com', PASSWORD, '2'));
    await page.goto(`${originOf(HOST)}/position`);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const entries = page.locator('.mobile-drawer .adm-list-item-content-main');
    await expect(entries.filter({ hasText: 'Log Out' })).toBeVisible();
    const lefts = new Set<number>();
    for (const entry of await entries.all()) lefts.add(Math.round((await entry.boundingBox())!.x));
    expect([...lefts]).toHaveLength(1);
    // The button is not under the drawer: a tap closes it.
    await menu.click();
    await expect(entries.first()).toBeHidden();
  });

  test('the registration form shows +86 and the password rule', async ({ page, context }) => {
    await useSession(context, undefined);
    await page.goto(`/position?redirect=${encodeURIComponent('/apply')}`);
    await page.locator('.account-switch button').click();
    await expect(dialogOf(page).locator('.account-phone-prefix')).toHaveText('+86');
    await expect(field(dialogOf(page), 'Password')).toHaveAttribute(
      'placeholder',
      '8-16 characters with at least one letter and one digit',
    );
  });

  test('the HR console keeps its tables within the screen, their actions in reach, and its tabs in reach', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await useSession(context, await login(request, 'hr@example.com', PASSWORD, '2'));
    const inView = async (cell: Locator) => {
      const box = (await cell.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 375;
    };
    for (const path of ['/hr/jobs', '/hr/applicants', '/hr/offers', '/hr/assessments']) {
      await page.goto(`${originOf(HOST)}${path}`);
      const head = page.getByRole('columnheader');
      const status = head.filter({ hasText: /^Status$/ });
      const actions = head.filter({ hasText: /^Actions$/ });
      await expect(actions).toBeAttached({ timeout: 20_000 });
      // The page keeps the screen's width: a table wider than it scrolls sideways inside its card, where its
      // actions column is in reach, after the status column.
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      await expect.poll(pageWidth, { message: path }).toBeLessThanOrEqual(375);
      // Scrolled to once the table has its rows (a table still filling can move it out of view again).
      await expect(async () => {
        await actions.scrollIntoViewIfNeeded();
        expect(await inView(actions), path).toBe(true);
      }).toPass({ timeout: 20_000 });
      const [statusBox, actionsBox] = [(await status.boundingBox())!, (await actions.boundingBox())!];
      expect(statusBox.x + statusBox.width, path).toBeLessThanOrEqual(actionsBox.x + 1);
    }
    // The section shown is named in view, and the strip of tabs scrolls to the others.
    await page.goto(`${originOf(HOST)}/hr/fields`);
    const nav = page.getByRole('navigation', { name: 'HR console sections' });
    const active = nav.locator('[aria-current="page"]');
    await expect(active).toHaveText('Resume fields', { timeout: 20_000 });
    expect(await inView(active)).toBe(true);
    const first = nav.getByRole('link').first();
    await first.scrollIntoViewIfNeeded();
    expect(await inView(first)).toBe(true);
    await first.click();
    await expect(page).toHaveURL(/\/hr\/jobs/);
  });

  test('the assessment invitation is centred and holds its content', async ({ page, context }) => {
    await useSession(context, undefined);
    await page.goto(`${originOf(HOST)}/position?redirect=${encodeURIComponent('/evaluation')}`);
    const dialog = dialogOf(page);
    await field(dialog, 'Email').fill('candidate@example.com');
    await field(dialog, 'Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    const body = page.locator('.adm-center-popup-body.invite-popup');
    await expect(body).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(500);
    const wrap = (await page.locator('.adm-center-popup-wrap').filter({ has: body }).boundingBox())!;
    const box = (await body.boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(wrap.width));
    expect(Math.abs(box.x - (375 - box.width) / 2)).toBeLessThanOrEqual(1);
  });
});

/**
 * The focus rings drawn around the focused element and its frame (up to the form item): visible outlines
 * and ring-like shadows (no offset, no blur, a spread), on elements that can be seen. An outline cut by an
 * ancestor that clips its overflow shows as two loose lines: it counts as "clipped outline".
 */
const focusRings = (page: Page) =>
  page.evaluate(() => {
    const isClipped = (element: Element, style: CSSStyleDeclaration) => {
      const grow = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset || '0');
      const box = element.getBoundingClientRect();
      for (let above = element.parentElement; above; above = above.parentElement) {
        if (getComputedStyle(above).overflow === 'visible') continue;
        const clip = above.getBoundingClientRect();
        if (box.left - grow < clip.left - 0.5 || box.right + grow > clip.right + 0.5) return true;
      }
      return false;
    };
    const rings: string[] = [];
    let element = document.activeElement;
    for (let depth = 0; element && depth < 5; depth += 1, element = element.parentElement) {
      if (element.matches('.ant-form-item, .adm-list-item, body')) break;
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.opacity === '0' || box.width === 0 || box.height === 0) continue;
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        rings.push(isClipped(element, style) ? 'clipped outline' : 'outline');
      const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
      for (const shadow of shadows) {
        const [x, y, blur, spread] = shadow
          .replace(/rgba?\([^)]*\)/, '')
          .trim()
          .split(/\s+/)
          .map(parseFloat);
        if (!shadow.includes('inset') && x === 0 && y === 0 && blur === 0 && (spread ?? 0) > 0)
          rings.push('shadow');
      }
    }
    return rings;
  });

test.describe('one focus ring a field', () => {
  test('desktop: text, date, select and number fields of the resume', async ({ page, context, request }) => {
    await useSession(context, await login(request, 'candidate@example.com', PASSWORD, '2'));
    await page.goto(`${originOf(HOST)}/resume`);
    const fields = {
      text: page.locator('#resume_basic_name'),
      date: page.locator('.ant-picker input').first(),
      select: page.locator('#resume_basic_gender'),
      number: page.locator('#resume_other_expectedSalaryMin'),
    };
    await expect(fields.text).toBeVisible({ timeout: 20_000 });
    for (const [kind, input] of Object.entries(fields)) {
      await input.focus();
      await expect.poll(() => focusRings(page), { message: kind }).toEqual(['outline']);
    }
  });

  test('phone: the email field of the sign-in sheet', { tag: '@phone-only' }, async ({ page, context }) => {
    await useSession(context, undefined);
    await page.goto(`${originOf(HOST)}/position?redirect=${encodeURIComponent('/apply')}`);
    const email = field(dialogOf(page), 'Email');
    await email.focus();
    await expect.poll(() => focusRings(page)).toEqual(['outline']);
  });
});

test('the new-job page is titled New Job', async ({ page, context, request }) => {
  await useSession(context, await login(request, 'hr@example.com', PASSWORD, '2'));
  await page.goto(`${originOf(HOST)}/hr/jobs/new`);
  await expect(page).toHaveTitle(/^New Job · HR Console/, { timeout: 20_000 });
  await useSession(context, undefined, 'zh-CN');
  await page.reload();
  await expect(page).toHaveTitle(/^新建职位 · 招聘管理/, { timeout: 20_000 });
});

test(
  'the job list shows the tagline and filters by state and city on both layouts',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/position');
    await expect(page.getByText(/^40\+ delivery centres and more than 25 languages/)).toBeVisible();
    if (!isMobile(page)) return;
    await page.locator('.adm-dropdown-item').filter({ hasText: 'Country' }).click();
    await page
      .locator('.adm-selector-item')
      .filter({ hasText: /^China$/ })
      .click();
    await page
      .locator('.adm-selector-item')
      .filter({ hasText: /^Shanghai$/ })
      .click();
    await expect(page.getByText('City', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/district=\d+/);
  },
);

/** Customer 1 (phone accounts) at the journeys' own address, with a fresh candidate where a test needs one. */
const candidateSession = async (context: BrowserContext, token: string | undefined, language = 'en-US') => {
  const baseURL = test.info().project.use.baseURL!;
  await context.addCookies([
    ...(token ? [{ name: 'TMP-token', value: `abcd${token}wxyz`, url: baseURL }] : []),
    { name: 'TMP-language', value: language, url: baseURL },
  ]);
};

const firstOnlineJob = async (request: APIRequestContext) => {
  const answer = await request.post('/api/job/Position/QueryPagingPositions', {
    headers: apiHeaders(),
    data: { pageIndex: 1, pageSize: 5 },
  });
  const page = await data<{ list: Array<{ id: number; title: string }> }>(answer);
  return page.list[0]!;
};

test.describe('issue 30: what a candidate and HR meet', () => {
  // Each registers a fresh candidate or signs in: slow on a busy machine.
  test.slow();
  test(
    'a signed-in page shows its shell and a skeleton while its code loads',
    { tag: '@phone' },
    async ({ page, context, request }) => {
      const { token } = await registerCandidate(request, 'Shell Reader');
      await candidateSession(context, token);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/privacy-page[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/privacy');
      await expect(page.getByRole('status', { name: 'Loading the page…' })).toBeVisible();
      await expect(page.getByText(/All rights reserved/)).toBeVisible();
      release();
      await expect(page.getByRole('heading', { name: 'My data and privacy' }).first()).toBeVisible();
    },
  );

  test('deleting one’s account ends on a page saying it is gone', async ({ page, context, request }) => {
    const { token } = await registerCandidate(request, 'Gone Soon');
    await candidateSession(context, token);
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const box = page.getByRole('dialog', { name: 'Delete your account?' });
    await box.getByLabel('Current password').fill(HIRING_PASSWORD);
    await box.getByRole('checkbox').check();
    await box.getByRole('button', { name: 'Delete my account permanently' }).click();
    await expect(page).toHaveURL(/\/privacy\/deleted$/);
    await expect(
      page.getByRole('heading', { name: 'Your account and data have been deleted' }),
    ).toBeVisible();
    await expect(page.locator('.account-dialog')).toBeHidden();
  });

  test('a visitor saves a job on the device and finds it in the account after signing in', async ({
    page,
    context,
    request,
  }) => {
    const job = await firstOnlineJob(request);
    const { phone } = await registerCandidate(request, 'Star Keeper');
    await candidateSession(context, undefined);
    await page.goto(`/detail?id=${job.id}`);
    const save = page.getByRole('button', { name: /Save job/ }).first();
    await whenInteractive(save);
    await save.click();
    await expect(page.locator('.account-dialog')).toBeHidden();
    await page.goto('/saved');
    await expect(page.getByRole('link', { name: job.title }).first()).toBeVisible();
    const token = await hiringLogin(request, phone, HIRING_PASSWORD);
    await candidateSession(context, token);
    await page.goto('/saved');
    await expect(page.getByRole('link', { name: job.title }).first()).toBeVisible();
    const saved = await data<{ recordcount: number }>(
      await request.post('/api/job/Favorite/QueryFavorites', {
        headers: apiHeaders('1', token),
        data: { pageIndex: 1, pageSize: 10 },
      }),
    );
    expect(saved.recordcount).toBe(1);
  });

  test('HR signing in from the header lands on the console', async ({ page, context }) => {
    await useSession(context, undefined);
    const origin = originOf(HOST);
    await page.goto(`${origin}/position`);
    const logIn = page.locator('.site-header').getByRole('button', { name: 'Log In' });
    await whenInteractive(logIn);
    await logIn.click();
    const dialog = dialogOf(page);
    await field(dialog, 'Email').fill('hr@example.com');
    await field(dialog, 'Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/hr/jobs`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'HR console' })).toBeVisible({ timeout: 20_000 });
  });

  test('a job applied for says so on /detail and /delivery, before any form', async ({
    page,
    context,
    request,
  }) => {
    // The demo candidate of customer 2 has applied for jobs already.
    const token = await login(request, 'candidate@example.com', PASSWORD, '2');
    const records = await data<{ list: Array<{ positionId: number }> }>(
      await request.post('/api/resume/ApplyForm/QueryPagingApplyRecords', {
        headers: apiHeaders('2', token),
        data: { pageIndex: 1, pageSize: 10 },
      }),
    );
    const jobId = records.list[0]!.positionId;
    await useSession(context, token);
    const origin = originOf(HOST);
    await page.goto(`${origin}/detail?id=${jobId}`);
    const notice = page
      .getByRole('status')
      .filter({ hasText: /^You applied on / })
      .first();
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'see your application' })).toHaveAttribute(
      'href',
      '/apply',
    );
    await page.goto(`${origin}/delivery?id=${jobId}`);
    await expect(page.getByRole('status').filter({ hasText: /^You applied on / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  });

  test('the SMS code button counts down from the server’s seconds after a refusal', async ({
    page,
    context,
    request,
  }) => {
    const phone = `137${String(Date.now()).slice(-8)}`;
    await data(
      await request.get(`/api/user/Account/SendVerificationCode?account=${encodeURIComponent(b64(phone))}`, {
        headers: apiHeaders(),
      }),
    );
    await candidateSession(context, undefined, 'zh-CN');
    await page.goto('/position');
    const dialog = await openLoginDialog(page, { login: '登录', menu: '菜单' });
    await dialog.getByPlaceholder('请输入手机号').fill(phone);
    const button = dialog.getByRole('button', { name: '获取验证码' });
    await button.click();
    const refusal = dialog.getByText(/请\d+秒后再获取验证码/);
    await expect(refusal).toBeVisible();
    const codeButton = dialog.locator('.account-code-button');
    await expect(codeButton).toHaveText(/^\d+s$/);
    await expect(codeButton).toBeDisabled();
    // It counts from the seconds the server said were left, not from a full minute.
    const said = Number(/请(\d+)秒/.exec((await refusal.textContent()) ?? '')?.[1]);
    const shown = Number.parseInt((await codeButton.textContent()) ?? '', 10);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(said);
  });
});
