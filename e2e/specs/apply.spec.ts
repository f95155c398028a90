import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectApplicationSubmitted } from '../fixtures/accounts.ts';
import { expect, isMobile, test } from '../fixtures/portal.ts';

const headers = (lang: 'en-us' | 'zh-cn' = 'en-us') => ({ customerid: '1', lang });
const b64 = (text: string) => Buffer.from(text).toString('base64');
const PASSWORD = 'Apply2026pass';

interface TField {
  key: string;
  name: string;
  label: string;
  type: string;
  required: boolean;
  requiredInEntry: boolean;
}
interface TSection {
  key: string;
  name: string;
  repeatable: boolean;
  required: boolean;
  fields: TField[];
}

const login = async (request: APIRequestContext, account: string) => {
  const response = await request.post('/api/user/Account/Login', {
    headers: headers(),
    data: { LoginName: b64(account), LoginPwd: b64(PASSWORD) },
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
};

/** A fresh candidate (the server sends at most 5 SMS codes a minute to one address: a refusal waits). */
const registerCandidate = async (request: APIRequestContext, fullname: string) => {
  const phone = `18${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const sent = await request.get(`/api/user/Account/SendVerificationCode?account=${b64(phone)}`, {
      headers: headers(),
    });
    if (sent.status() !== 429) break;
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
  const outbox = (await (
    await request.get(`/api/dev/outbox?account=${phone}`, { headers: headers() })
  ).json()) as {
    data: Array<{ code: string }>;
  };
  const registered = await request.post('/api/user/Account/NameRegisteredUser', {
    headers: headers(),
    data: {
      account: b64(phone),
      code: outbox.data[0]!.code,
      password: b64(PASSWORD),
      confirmpassword: b64(PASSWORD),
      fullname,
    },
  });
  expect(((await registered.json()) as { code: number }).code).toBe(0);
  return { phone, token: await login(request, phone) };
};

const signInAs = async (context: BrowserContext, baseURL: string, token: string, language = 'en-US') => {
  const domain = new URL(baseURL).hostname;
  await context.clearCookies();
  await context.addCookies([
    { name: 'TMP-token', value: `abcd${token}wxyz`, domain, path: '/' },
    { name: 'TMP-language', value: language, domain, path: '/' },
  ]);
};

/** An online job whose application needs a repeated section (work history or education) besides the basics. */
const findJobNeedingSection = async (request: APIRequestContext) => {
  const list = (await (
    await request.post('/api/job/Position/QueryPagingPositions', {
      headers: headers(),
      data: { pageIndex: 1, pageSize: 30 },
    })
  ).json()) as { data: { list: Array<{ id: number }> } };
  for (const { id } of list.data.list) {
    const detail = (await (
      await request.get(`/api/job/Position/GetPositionDetail?id=${id}`, { headers: headers() })
    ).json()) as { code: number; data: { id: number; title: string; requiredFields: string[] } };
    const fields = detail.data?.requiredFields ?? [];
    if (detail.code === 0 && (fields.includes('workHistory') || fields.includes('education')))
      return detail.data;
  }
  throw new Error('no online job needs a repeated resume section');
};

const field = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);

/** Confirms the open wheel picker of the phone layout (once a picker closed before has gone). */
const confirmPicker = async (page: Page) => {
  const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirm).toHaveCount(1);
  await confirm.click();
};

/** Opens a collapsed section of the phone layout (the desktop shows every section). */
const openSection = async (page: Page, key: string) => {
  if (!isMobile(page)) return;
  const title = page.locator(`.resume-m-section[data-section="${key}"]`);
  if ((await title.getAttribute('data-open')) !== 'true') await title.click();
  await expect(title).toHaveAttribute('data-open', 'true');
};

/** Fills one field the way its control takes input on this layout. */
const fill = async (page: Page, key: string, type: string) => {
  const box = field(page, key);
  switch (type) {
    case 'date':
      if (isMobile(page)) {
        await box.locator('button').click();
        await confirmPicker(page);
      } else {
        await box.locator('input').fill('2020-01-15');
        await box.locator('input').press('Enter');
      }
      return;
    case 'select':
    case 'enum':
      if (isMobile(page) && type === 'enum') {
        await box.locator('.adm-selector-item').first().click();
      } else if (isMobile(page)) {
        await box.locator('button').click();
        await confirmPicker(page);
      } else {
        await box.locator('.ant-select').click();
        await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
      }
      return;
    case 'boolean':
      await box.getByText('No', { exact: true }).click();
      return;
    case 'number':
      await box.locator('input').fill('5');
      return;
    case 'mobile':
    case 'phone':
      await box.locator('input').fill('13700000000');
      return;
    case 'email':
      await box.locator('input').fill(`applicant.${Date.now()}@example.com`);
      return;
    case 'textarea':
      await box.locator('textarea').fill('Looking for a new challenge.');
      return;
    default:
      await box.locator('input').fill('Northwind Trading');
  }
};

test('a shared job is applied for through its link, with its required fields, and shows as a referral', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const job = await findJobNeedingSection(request);
  const referrer = await registerCandidate(request, 'Robin Referrer');
  const applicant = await registerCandidate(request, 'Casey Brown');

  // The referrer shares the job: the copied link carries their recommend code.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAs(context, baseURL!, referrer.token);
  await page.goto(`/detail?id=${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Copy Succeeded!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/detail\\?id=${job.id}&recommendCode=\\w+$`));

  // The applicant opens the link and applies.
  await signInAs(context, baseURL!, applicant.token);
  await page.goto(link);
  await page.getByRole('button', { name: 'Apply now' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/delivery\\?id=${job.id}`));
  await expect(page.getByRole('heading', { name: job.title }).first()).toBeVisible();
  await expect(page.getByText("You are applying through a colleague's recommendation.")).toBeVisible();
  await expect(page.getByText('Required for this job').first()).toBeVisible();

  // Submitting with required fields empty is refused in the browser; the page goes to the first one.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  await expect(field(page, 'basic.email')).toContainText('This field is required');
  await expect(field(page, 'basic.email')).toBeInViewport();

  const form = (await (
    await request.get(`/api/resume/Resume/GetCustomerResumeFields?positionId=${job.id}`, {
      headers: headers(),
    })
  ).json()) as { data: { sections: TSection[] } };
  for (const section of form.data.sections) {
    if (section.repeatable) {
      if (!section.required) continue;
      await openSection(page, section.key);
      await expect(field(page, section.key)).toContainText('Add at least one entry.');
      await field(page, section.key).getByText(`Add ${section.name.toLowerCase()}`).click();
      for (const f of section.fields.filter((x) => x.requiredInEntry)) {
        await fill(page, `${section.key}.0.${f.name}`, f.type);
      }
    } else {
      const missing = section.fields.filter(
        (f) => f.required && f.key !== 'basic.name' && f.key !== 'basic.mobile',
      );
      if (missing.length) await openSection(page, section.key);
      for (const f of missing) await fill(page, f.key, f.type);
    }
  }
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expectApplicationSubmitted(page, job.title);

  await page.getByRole('button', { name: 'View my applications' }).click();
  await expect(page).toHaveURL(/\/apply$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  const row = isMobile(page)
    ? page.locator('.record-card').filter({ hasText: job.title })
    : page.getByRole('row').filter({ hasText: job.title });
  await expect(row).toContainText('Submitted');

  // Applying twice is refused with the server's message.
  await page.goto(`/delivery?id=${job.id}`);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('You have already applied for this position')).toBeVisible();

  // The referrer sees the referral, in Chinese.
  const zhTitle = (
    (await (
      await request.get(`/api/job/Position/GetPositionDetail?id=${job.id}`, { headers: headers('zh-cn') })
    ).json()) as { data: { title: string } }
  ).data.title;
  await signInAs(context, baseURL!, referrer.token, 'zh-CN');
  await page.goto('/recommend');
  await expect(page.getByRole('heading', { level: 1, name: '我的推荐' })).toBeVisible();
  const referral = isMobile(page)
    ? page.locator('.record-card').filter({ hasText: zhTitle })
    : page.getByRole('row').filter({ hasText: zhTitle });
  await expect(referral).toContainText(/C\*+ B\*+/);
  await expect(referral).toContainText('已投递');
  await expect(referral).not.toContainText('Casey Brown');
});
