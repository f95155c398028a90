import { expect, test } from '@playwright/test';
import { firstVisitContext, PHONE_USER_AGENT } from '../fixtures/first-visit.ts';
import { findOfflineId, holdAppCode } from '../fixtures/portal.ts';

const LANGUAGES = [
  { locale: 'en-US', jobs: 'open positions', next: 'More positions', pageTwo: 'Page 2' },
  { locale: 'zh-CN', jobs: '在招职位', next: '更多职位', pageTwo: '第 2 页' },
] as const;

for (const language of LANGUAGES) {
  test.describe(`without JavaScript (${language.locale})`, () => {
    test.use({
      javaScriptEnabled: false,
      locale: language.locale,
      // The phone project visits as a phone, so the phone's page is the one read without scripts.
      userAgent: async ({ isMobile, userAgent }, use) => use(isMobile ? PHONE_USER_AGENT : userAgent),
    });

    test(
      'the job list pages through real links and each job opens whole',
      { tag: '@phone' },
      async ({ page, isMobile }) => {
        await page.goto('/position');
        await expect(page.locator(isMobile ? '.site-shell--mobile' : '.site-shell--desktop')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language.locale);
        await expect(page.getByText(language.jobs).first()).toBeVisible();
        const firstPage = await page.locator('.position-card__title').allTextContents();
        expect(firstPage).toHaveLength(10);
        // The server picks the skin from the user agent: the desktop's page links, or the phone list's next link.
        await page
          .getByRole('link', { name: isMobile ? language.next : language.pageTwo, exact: true })
          .click();
        await expect(page).toHaveURL(/page=2/);
        const secondPage = await page.locator('.position-card__title').allTextContents();
        expect(secondPage).toHaveLength(10);
        expect(secondPage).not.toEqual(firstPage);
        const title = secondPage[0]!;
        await page.locator('.position-card').first().click();
        await expect(page).toHaveURL(/\/detail\?id=\d+/);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('.job-description')).not.toBeEmpty();
        await expect(page.locator('.position-facts')).toBeVisible();
      },
    );

    test("a keyword search keeps the list's other filters", async ({ page }) => {
      await page.goto('/position?category=1&page=2');
      const box = page.locator('form[role="search"] input:not([type="hidden"])');
      await box.fill('manager');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/position\?category=1&keyword=manager$/);
      await expect(box).toHaveValue('manager');
    });

    test('a job page carries a JobPosting with the fields search engines require', async ({ page }) => {
      // A demo job, not the newest: other journeys publish jobs with short made-up descriptions.
      await page.goto('/detail?id=1');
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const posting = blocks
        .map((text) => JSON.parse(text) as Record<string, any>)
        .find((data) => data['@type'] === 'JobPosting');
      expect(posting).toBeDefined();
      expect(posting!['@context']).toBe('https://schema.org');
      expect(posting!.title).toBe(title.trim());
      expect(String(posting!.description).length).toBeGreaterThan(20);
      expect(posting!.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}/);
      expect(posting!.hiringOrganization).toMatchObject({ '@type': 'Organization' });
      expect(posting!.hiringOrganization.name).toBeTruthy();
      expect(posting!.hiringOrganization.logo).toMatch(/^https?:\/\/.+/);
      expect(posting!.jobLocation).toMatchObject({ '@type': 'Place' });
      expect(posting!.jobLocation.address.addressCountry).toBeTruthy();
      expect(posting!.employmentType).toBeTruthy();
      expect(posting!.directApply).toBe(true);
    });
  });
}

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean }
        >)
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });

  for (const path of ['/position', '/detail?id=1']) {
    test(
      `${path} is hydrated without errors or layout shift, and follows the window across 992 px`,
      { tag: '@phone' },
      async ({ page, isMobile }) => {
        const problems: string[] = [];
        page.on(
          'console',
          (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()),
        );
        page.on('pageerror', (e) => problems.push(e.message));
        const served = await page.request.get(path);
        expect(await served.text()).toContain('id="page-state"');
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
        // The phone project sends a desktop browser's user agent: the server's desktop guess is corrected by a
        // switch of skins, which moves the page by design; a right guess must not move it.
        if (!isMobile)
          expect(
            await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
          ).toBeLessThan(0.05);
        const [shell, other] = isMobile
          ? ['site-shell--mobile', 'site-shell--desktop']
          : ['site-shell--desktop', 'site-shell--mobile'];
        await expect(page.locator(`.${shell}`)).toBeVisible();
        await page.setViewportSize(isMobile ? { width: 1280, height: 800 } : { width: 375, height: 812 });
        await expect(page.locator(`.${other}`)).toBeVisible();
        await expect(page.locator('h1').first()).toBeVisible();
        expect(problems).toEqual([]);
      },
    );
  }

  test("an offline or unknown job's page is taken over as served, its refusal not asked again", async ({
    page,
    request,
  }) => {
    const offline = await findOfflineId(request);
    expect(offline, 'the demo data has an offline requisition').toBeDefined();
    for (const [id, heading] of [
      [offline, 'This requisition is offline'],
      [999_999, 'This position does not exist'],
    ] as const) {
      const errors: string[] = [];
      const asked: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('request', (r) => r.url().includes('GetPositionDetail') && asked.push(r.url()));
      await page.goto(`/detail?id=${id}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // A hydration that failed would have thrown the server's page away (React's error #418).
      expect(errors).toEqual([]);
      expect(asked).toEqual([]);
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
    await page.getByRole('link', { name: 'Browse open positions' }).click();
    await expect(page).toHaveURL(/\/position$/);
  });

  test(
    'a tap made before the app has the page is made once it has it',
    { tag: '@phone' },
    async ({ browser, baseURL, isMobile }) => {
      // The phone visits as a phone, so the server sends the phone's page and no switch of skins follows.
      const context = await browser.newContext({
        ...firstVisitContext(isMobile ? 'mobile' : 'desktop'),
        baseURL,
      });
      try {
        const page = await context.newPage();
        // The page is the server's until the test lets the app's code through.
        const release = await holdAppCode(page);
        await page.goto('/position');
        const [button, opened] = isMobile
          ? [
              page.getByRole('button', { name: 'Menu' }),
              page.locator('.mobile-drawer .adm-list-item').filter({ hasText: 'Log In' }),
            ]
          : [
              page.locator('.site-header').getByRole('button', { name: 'Log In', exact: true }),
              page.locator('.account-dialog'),
            ];
        await button.click();
        await expect(page.locator('.position-card').first()).toBeVisible();
        // Nothing could answer the tap yet.
        await expect(opened).toBeHidden();
        release();
        await expect(opened).toBeVisible();
        // Made once: the menu, a toggle, stays open.
        await page.waitForLoadState('networkidle');
        await expect(opened).toBeVisible();
      } finally {
        await context.close();
      }
    },
  );
});
