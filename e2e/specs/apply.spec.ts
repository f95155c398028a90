import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiHeaders,
  expectApplicationSubmitted,
  registerCandidate as register,
  useSession,
  type TApiLang,
} from '../fixtures/accounts.ts';
import { chooseFirstAntdOption, expect, isMobile, test } from '../fixtures/portal.ts';
import {
  confirmPicker,
  openResumeSection as openSection,
  resumeField as field,
} from '../fixtures/resume-form.ts';

const headers = (lang?: TApiLang) => apiHeaders('1', undefined, lang);
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

/** A fresh candidate of this spec. */
const registerCandidate = (request: APIRequestContext, fullname: string) =>
  register(request, { prefix: '18', fullname, password: PASSWORD });

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

/** Fills one field the way its control takes input on this layout. */
const fill = async (page: Page, key: string, type: string) => {
  const box = field(page, key);
  switch (type) {
    case 'date':
      if (isMobile(page)) {
        await box.locator('.kit-picker').click();
        await confirmPicker(page);
      } else {
        await box.locator('input').fill('2020-01-15');
        await box.locator('input').press('Enter');
      }
      return;
    case 'select':
    case 'enum':
      if (isMobile(page) && type === 'enum') {
        await box.locator('.adm-radio').first().click();
      } else if (isMobile(page)) {
        await box.locator('button').click();
        await confirmPicker(page);
      } else {
        await chooseFirstAntdOption(page, box);
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

test(
  'a shared job is applied for through its link, with its required fields, and shows as a referral',
  { tag: '@phone' },
  async ({ page, context, request, baseURL }) => {
    test.setTimeout(150_000);
    const job = await findJobNeedingSection(request);
    const referrer = await registerCandidate(request, 'Robin Referrer');
    const applicant = await registerCandidate(request, 'Casey Brown');

    // The referrer shares the job: the copied link carries their recommend code.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await useSession(context, baseURL!, referrer.token, 'en-US', { clear: true });
    await page.goto(`/detail?id=${job.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Copy Succeeded!')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/detail\\?id=${job.id}&recommendCode=\\w+$`));

    // The applicant opens the link and applies.
    await useSession(context, baseURL!, applicant.token, 'en-US', { clear: true });
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

    // Applying twice is said up front, before the form (the server refuses a second application too).
    await page.goto(`/delivery?id=${job.id}`);
    await expect(page.getByRole('status').filter({ hasText: /^You applied on / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);

    // The referrer sees the referral, in Chinese.
    const zhTitle = (
      (await (
        await request.get(`/api/job/Position/GetPositionDetail?id=${job.id}`, { headers: headers('zh-cn') })
      ).json()) as { data: { title: string } }
    ).data.title;
    await useSession(context, baseURL!, referrer.token, 'zh-CN', { clear: true });
    await page.goto('/recommend');
    await expect(page.getByRole('heading', { level: 1, name: '我的推荐' })).toBeVisible();
    const referral = isMobile(page)
      ? page.locator('.record-card').filter({ hasText: zhTitle })
      : page.getByRole('row').filter({ hasText: zhTitle });
    await expect(referral).toContainText(/C\*+ B\*+/);
    await expect(referral).toContainText('已投递');
    await expect(referral).not.toContainText('Casey Brown');
  },
);
