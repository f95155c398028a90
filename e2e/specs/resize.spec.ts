import type { Page } from '@playwright/test';
import { apiHeaders, data, registerCandidate, useSession } from '../fixtures/accounts.ts';
import { expect, test } from '../fixtures/portal.ts';

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 800, height: 800 };

/** The layout on show: the phone header's menu button or the desktop header's navigation. */
const expectLayout = async (page: Page, layout: 'desktop' | 'mobile') => {
  await expect(page.locator('body')).toHaveClass(layout === 'mobile' ? /phone/ : /pc/);
  const menu = page.getByRole('button', { name: 'Menu' });
  if (layout === 'mobile') await expect(menu.or(page.locator('.site-shell--mobile')).first()).toBeVisible();
  else await expect(page.locator('.site-shell--mobile')).toHaveCount(0);
  await expect(page.getByText('Something went wrong while loading this page.')).toHaveCount(0);
};

test.describe('resizing across the phone breakpoint', () => {
  // The test sets the window's sizes itself (untagged, so it runs in the desktop project only).
  test.describe.configure({ mode: 'serial' });
  let token = '';
  let jobId = 0;

  test.beforeAll(async ({ request }) => {
    ({ token } = await registerCandidate(request, {
      prefix: '13',
      fullname: 'Riley Resize',
      password: 'Resize2026',
    }));
    const jobs = await data<{ list: Array<{ id: number }> }>(
      await request.post('/api/job/Position/QueryPagingPositions', {
        headers: apiHeaders(),
        data: { pageIndex: 1, pageSize: 1 },
      }),
    );
    jobId = jobs.list[0]!.id;
  });

  const pages = () => [
    '/position',
    `/detail?id=${jobId}`,
    '/resume',
    `/delivery?id=${jobId}`,
    '/apply',
    '/recommend',
    '/evaluation',
    '/privacy',
    '/offerConfirmation?id=1',
    '/onlineTest?id=1',
    '/home',
  ];

  for (const [from, to] of [
    [WIDE, NARROW],
    [NARROW, WIDE],
  ] as const) {
    const direction = from === WIDE ? 'desktop → phone → desktop' : 'phone → desktop → phone';
    test(`every page keeps working ${direction}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await useSession(context, baseURL!, token);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const [first, second] =
        from === WIDE ? (['desktop', 'mobile'] as const) : (['mobile', 'desktop'] as const);
      for (const path of pages()) {
        await page.setViewportSize(from);
        await page.goto(path);
        await expectLayout(page, first);
        await page.setViewportSize(to);
        await expectLayout(page, second);
        await page.setViewportSize(from);
        await expectLayout(page, first);
        expect(errors, path).toEqual([]);
      }
    });
  }
});
