import { expect, isMobile, test, whenInteractive } from '../fixtures/portal.ts';
import type { Page } from '@playwright/test';

/** The count the job list states above its cards ("12 open positions", "共 12 个在招职位"). */
const listedCount = async (page: Page) => {
  const text = page.locator('.jobs-results__count');
  await expect(text).toHaveText(/\d/);
  return Number((await text.innerText()).replace(/\D/g, ''));
};

const facet = (page: Page, list: 'categories' | 'locations') =>
  page.getByTestId(`home-${list}`).getByRole('link');

test(
  'home: the tagline, and a search that lands on the job list with the keyword',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/home?lang=en-US');
    await expect(page).toHaveTitle('Home - TMP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find your next role at TMP Global Delivery',
    );
    await expect(page.getByText('40+ delivery centres and more than 25 languages')).toBeVisible();
    for (const name of [
      'Featured jobs',
      'Newest jobs',
      'Jobs by category',
      'Jobs by location',
      'How applying works',
    ])
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    const box = page.getByPlaceholder('Search by job title or keyword');
    await whenInteractive(box);
    await box.fill('  accounting ');
    if (isMobile(page)) await box.press('Enter');
    else await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\/position\?keyword=accounting$/);
    // The keyword is looked for in titles and descriptions (jobs other journeys publish copy a description).
    const cards = page.locator('.position-card:not(.position-card--skeleton)');
    await expect(
      cards
        .locator('h2')
        .filter({ hasText: /accounting/i })
        .first(),
    ).toBeVisible();
    expect(await listedCount(page)).toBeGreaterThan(0);
  },
);

test.describe('without JavaScript', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('home: the search form opens the job list with the keyword', async ({ page }) => {
    await page.goto('/home?lang=en-US');
    const box = page.getByPlaceholder('Search by job title or keyword');
    await box.fill('accounting');
    if (isMobile(page)) await box.press('Enter');
    else await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\/position\?keyword=accounting$/);
    await expect(page.getByPlaceholder('Search by job title or keyword')).toHaveValue('accounting');
    await expect(page.locator('.position-card').first()).toBeVisible();
  });
});

test('home in Chinese: a category and a city lead to lists of exactly the counts shown', async ({ page }) => {
  await page.goto('/home?lang=zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TMP 全球交付正在招聘');
  await expect(page.getByText('40+ 交付中心，25 种以上语言')).toBeVisible();
  await expect(page.getByRole('heading', { name: '申请流程' })).toBeVisible();

  for (const list of ['categories', 'locations'] as const) {
    const link = facet(page, list).nth(1);
    const shown = Number(await link.locator('.home-facet__count').innerText());
    expect(shown).toBeGreaterThan(0);
    await link.click();
    await expect(page).toHaveURL(
      list === 'categories' ? /\/position\?category=\d+$/ : /country=\d+&district=\d+$/,
    );
    expect(await listedCount(page)).toBe(shown);
    await page.goBack();
    await expect(page).toHaveURL(/\/home/);
  }
});

test('home of the email customer: its own name, title and tagline, and a search in Chinese', async ({
  page,
  baseURL,
}) => {
  const port = new URL(baseURL!).port;
  await page.goto(`http://email.localhost:${port}/home?lang=zh-CN`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('北风服务正在招聘');
  // The company settings' Chinese site title and the customer's own tagline.
  await expect(page).toHaveTitle('首页 - 北风招聘');
  await expect(page.getByText('12 个国家的服务团队，同一份用心。')).toBeVisible();
  const total = Number((await page.locator('.home-browse__link').innerText()).replace(/\D/g, ''));
  const box = page.getByPlaceholder('搜索职位名称或关键词');
  await whenInteractive(box);
  await box.fill('客服');
  if (isMobile(page)) await box.press('Enter');
  else await page.getByRole('button', { name: '搜索职位' }).click();
  await expect(page).toHaveURL(/\/position\?keyword=%E5%AE%A2%E6%9C%8D$/);
  const found = await listedCount(page);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(total);
});
