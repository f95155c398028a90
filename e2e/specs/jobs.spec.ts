import {
  chooseCategory,
  expect,
  findCategoryWithJobs,
  findOfflineId,
  isMobile,
  searchKeyword,
  switchToChinese,
  test,
} from '../fixtures/portal.ts';

test(
  'a visitor filters, searches, opens a job and reads it in Chinese',
  { tag: '@phone' },
  async ({ page, request }) => {
    // The longest journey here, with a full reload for the language switch.
    test.setTimeout(60_000);
    const { category, count } = await findCategoryWithJobs(request);

    await page.goto('/');
    await expect(page).toHaveURL(/\/position$/);
    await expect(page).toHaveTitle('Jobs - TMP');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your next role');

    await chooseCategory(page, category.text);
    await expect(page).toHaveURL(new RegExp(`category=${category.value}`));
    const cards = page.locator('.position-card:not(.position-card--skeleton)');
    await expect(page.getByText(/open positions?$/)).toHaveText(
      `${count} open position${count === 1 ? '' : 's'}`,
    );
    await expect(cards.first()).toContainText(category.text);

    const title = (await cards.first().locator('h2').innerText()).trim();
    const keyword = title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? title.split(/\s+/)[0]!;
    await searchKeyword(page, keyword);
    await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`));
    await expect(page).toHaveURL(new RegExp(`category=${category.value}`));
    await expect(cards.first().locator('h2')).toContainText(new RegExp(keyword, 'i'));

    const chosen = (await cards.first().locator('h2').innerText()).trim();
    await cards.first().click();
    await expect(page).toHaveURL(/\/detail\?id=\d+$/);
    await expect(page).toHaveTitle('Job Details - TMP');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
    await expect(page.getByRole('heading', { name: 'Job description' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' }).first()).toBeVisible();

    await switchToChinese(page);
    await expect(page.getByRole('heading', { name: '职位描述' })).toBeVisible();
    await expect(page.getByRole('button', { name: '立即申请' }).first()).toBeVisible();
    await expect(page).toHaveTitle('职位详情 - TMP');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(chosen);
  },
);

test('sharing a job copies its link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/position');
  await page.locator('.position-card').first().click();
  await expect(page).toHaveURL(/\/detail\?id=(\d+)$/);
  const id = new URL(page.url()).searchParams.get('id');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Copy Succeeded!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${new URL(page.url()).origin}/detail?id=${id}`);
});

test('the apply button leads to the application, or to logging in first', async ({ page }) => {
  await page.goto('/position');
  await page.locator('.position-card').first().click();
  await page.getByRole('button', { name: 'Apply now' }).first().click();
  // Countries listed in the customer's configuration ask a visitor to log in before applying.
  await expect(page).toHaveURL(/\/delivery\?id=\d+|\/position\?redirect=%2Fdelivery%3Fid%3D\d+/);
});

test('an offline requisition shows the server message', async ({ page, request }) => {
  const id = await findOfflineId(request);
  expect(id, 'the demo data has an offline requisition').toBeDefined();
  await page.goto(`/detail?id=${id}`);
  await expect(page.getByRole('heading', { name: 'This requisition is offline' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse open positions' }).click();
  await expect(page).toHaveURL(/\/position$/);
});

test('old links and private pages are routed as a visitor expects', async ({ page }) => {
  await page.goto('/position?id=7');
  await expect(page).toHaveURL(/\/detail\?id=7$/);

  await page.goto('/apply');
  await expect(page).toHaveURL(/\/position\?redirect=%2Fapply$/);

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/position$/);
});

test('the list pages through all positions', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/position');
  const cards = page.locator('.position-card:not(.position-card--skeleton)');
  await expect(cards).toHaveCount(10);
  const first = await cards.first().locator('h2').innerText();
  if (isMobile(page)) {
    await page.getByText('Loading…').scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(20);
  } else {
    await page.getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first().locator('h2')).not.toHaveText(first);
  }
});

test("a desktop's filters load their code when first reached for, and open from the keyboard", async ({
  page,
}) => {
  const filterCode: string[] = [];
  page.on('request', (req) => {
    if (/position-filters-live-desktop-[\w-]+\.js$/.test(req.url())) filterCode.push(req.url());
  });
  await page.goto('/position');
  await expect(page.locator('.position-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The first visit shows the filters without downloading antd's select and cascader.
  expect(filterCode).toEqual([]);
  const jobType = page.getByRole('combobox', { name: 'Job type' });
  await expect(jobType).toHaveAttribute('aria-expanded', 'false');
  await jobType.focus();
  await page.keyboard.press('ArrowDown');
  // The real select takes the stand-in's place, open and focused: the keyboard goes on choosing.
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
  );
  await expect(options.first()).toBeVisible();
  expect(filterCode).toHaveLength(1);
  const first = (await options.first().getAttribute('title')) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/nature=\d+/);
  await expect(page.getByRole('combobox', { name: 'Job type' })).toBeFocused();
  await expect(page.locator('.jobs-filters')).toContainText(first);
  // The address keeps the choice: a new visit shows it on the stand-in, before any code for the filters.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Job type' })).toContainText(first);
});
