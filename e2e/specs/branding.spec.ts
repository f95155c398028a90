import { expect, test } from '../fixtures/portal.ts';

interface TConfig {
  siteTitle: string;
  logo: string;
  customerName: { en: string };
}

test('each customer sees its own brand', async ({ page, request, baseURL }) => {
  const port = new URL(baseURL!).port;
  const emailHost = `http://email.localhost:${port}`;
  const main = (await (await request.get('/config.json')).json()) as TConfig;
  // Node does not resolve *.localhost as browsers do, so the API request names the host in its header.
  const other = (await (
    await request.get('/config.json', { headers: { host: `email.localhost:${port}` } })
  ).json()) as TConfig;
  expect(other.logo).not.toBe(main.logo);

  await page.goto(`${emailHost}/`);
  await expect(page).toHaveURL(/\/position$/);
  await expect(page).toHaveTitle(`Jobs - ${other.siteTitle}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(other.customerName.en);
  const logo = page.getByRole('banner').getByRole('img', { name: other.siteTitle });
  await expect(logo).toHaveAttribute('src', other.logo);
  await expect(page.locator('.position-card').first()).toBeVisible();

  await page.goto('/position');
  await expect(page).toHaveTitle(`Jobs - ${main.siteTitle}`);
  await expect(page.getByRole('banner').getByRole('img', { name: main.siteTitle })).toHaveAttribute(
    'src',
    main.logo,
  );
});
