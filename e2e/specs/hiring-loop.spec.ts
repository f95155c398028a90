import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../fixtures/portal.ts';

/**
 * The hiring loop in the browser: an HR manager on a desktop publishes a job, a new candidate applies,
 * HR moves the application with a note and issues an offer, and the candidate accepts it on a phone in
 * Chinese. HR and the candidate use two browser contexts, so the journey runs once (desktop project).
 */

const PASSWORD = 'Hire2026loop';
const b64 = (text: string) => Buffer.from(text).toString('base64');
const headers = (token?: string, lang: 'en-us' | 'zh-cn' = 'en-us') => ({
  customerid: '1',
  lang,
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

interface TEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

const body = async <T>(response: { json: () => Promise<unknown> }): Promise<T> => {
  const envelope = (await response.json()) as TEnvelope<T>;
  expect(envelope.code, envelope.message).toBe(0);
  return envelope.data;
};

const login = async (request: APIRequestContext, account: string, password: string) =>
  (
    await body<{ token: string }>(
      await request.post('/api/user/Account/Login', {
        headers: headers(),
        data: { LoginName: b64(account), LoginPwd: b64(password) },
      }),
    )
  ).token;

/** A fresh phone account of customer 1, registered with the code from the development outbox. */
const registerCandidate = async (request: APIRequestContext, name: string) => {
  const phone = `136${String(Date.now()).slice(-8)}`;
  await body(
    await request.get(`/api/user/Account/SendVerificationCode?account=${encodeURIComponent(b64(phone))}`, {
      headers: headers(),
    }),
  );
  const outbox = await body<Array<{ code: string | null }>>(
    await request.get(`/api/dev/outbox?account=${phone}`, { headers: headers() }),
  );
  const code = outbox.find((message) => message.code)?.code;
  expect(code).toBeTruthy();
  await body(
    await request.post('/api/user/Account/NameRegisteredUser', {
      headers: headers(),
      data: {
        account: b64(phone),
        code,
        password: b64(PASSWORD),
        confirmpassword: b64(PASSWORD),
        fullname: name,
      },
    }),
  );
  return { phone, token: await login(request, phone, PASSWORD) };
};

const signedInContext = async (
  browser: Browser,
  baseURL: string,
  token: string,
  options: { language: 'en-US' | 'zh-CN'; mobile: boolean },
): Promise<BrowserContext> => {
  const context = await browser.newContext({
    baseURL,
    locale: options.language,
    viewport: options.mobile ? { width: 375, height: 812 } : { width: 1280, height: 800 },
    isMobile: options.mobile,
    hasTouch: options.mobile,
  });
  await context.addCookies([
    { name: 'TMP-token', value: `abcd${token}wxyz`, url: baseURL },
    { name: 'TMP-language', value: options.language, url: baseURL },
  ]);
  return context;
};

interface TApplyRecord {
  id: number;
  positionId: number;
  status: number;
  statusName: string;
  offerId: number | null;
  history: Array<{ status: number; note: string | null }>;
}

const myApplication = async (request: APIRequestContext, token: string, positionId: number) => {
  const page = await body<{ list: TApplyRecord[] }>(
    await request.post('/api/resume/ApplyForm/QueryPagingApplyRecords', {
      headers: headers(token, 'zh-cn'),
      data: { pageIndex: 1, pageSize: 50 },
    }),
  );
  return page.list.find((record) => record.positionId === positionId);
};

test.describe('hiring loop', () => {
  test.skip(({ isMobile }) => isMobile, 'HR works on a desktop and the candidate on a phone in one journey');

  test('HR publishes a job, moves the applicant and issues an offer; the candidate accepts on a phone', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const suffix = String(Date.now()).slice(-6);
    const titleEn = `Hiring Loop Analyst ${suffix}`;
    const titleZh = `招聘流程分析师 ${suffix}`;
    const note = `Interview on Monday 10:00 (${suffix})`;

    // HR creates the job offline on a desktop, then publishes it from the list.
    const hrToken = await login(request, 'hr@example.com', 'demo2026pass');
    const hrContext = await signedInContext(browser, baseURL!, hrToken, { language: 'en-US', mobile: false });
    const hr = await hrContext.newPage();
    await hr.goto('/hr/jobs/new');
    await expect(hr.getByRole('heading', { name: 'New job' })).toBeVisible({ timeout: 30_000 });
    await hr.getByLabel('Title (English)').fill(titleEn);
    await hr.getByLabel('Title (Chinese)').fill(titleZh);
    for (const name of ['Category', 'Job type', 'Site']) {
      const box = hr.getByRole('combobox', { name });
      await box.click();
      await expect(
        hr.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first(),
      ).toBeVisible();
      await box.press('Enter');
    }
    await hr.getByRole('combobox', { name: 'Country / state / city' }).click();
    for (const place of ['China', 'Beijing', 'Haidian District']) {
      await hr.locator(`.ant-cascader-menu-item[title="${place}"]`).click();
    }
    await hr.getByRole('textbox', { name: 'Description (English)' }).fill('Analyse the hiring funnel.');
    await hr.getByRole('textbox', { name: 'Description (Chinese)' }).fill('分析招聘漏斗。');
    await hr.getByRole('switch', { name: 'Published on the careers site' }).click();
    await hr.getByRole('button', { name: 'Create job' }).click();

    await expect(hr).toHaveURL(/\/hr\/jobs$/);
    await hr.getByPlaceholder('Search by job title').fill(titleEn);
    await hr.getByPlaceholder('Search by job title').press('Enter');
    const row = hr.getByRole('row').filter({ hasText: titleEn });
    await expect(row.getByText('Offline')).toBeVisible();
    await row.getByRole('button', { name: 'Publish' }).click();
    await hr.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
    await expect(row.getByText('Online')).toBeVisible();

    const jobs = await body<{ list: Array<{ id: number; title: string }> }>(
      await request.post('/api/job/Position/QueryPagingPositions', {
        headers: headers(),
        data: { pageIndex: 1, pageSize: 10, keyword: titleEn },
      }),
    );
    const jobId = jobs.list.find((job) => job.title === titleEn)?.id;
    expect(jobId, 'the published job is on the careers site').toBeTruthy();

    // A new candidate applies through the API.
    const candidate = await registerCandidate(request, '陈晨');
    const applied = await body<{ applicationId: number | null }>(
      await request.post('/api/resume/Resume/SaveUserResume', {
        headers: headers(candidate.token),
        data: {
          positionId: jobId,
          resume: {
            basic: { name: '陈晨', mobile: candidate.phone, email: `${candidate.phone}@example.com` },
          },
        },
      }),
    );
    expect(applied.applicationId).toBeTruthy();

    // HR opens the applicant, moves the status with a note, and issues an offer.
    await hr.goto(`/hr/applicants?jobId=${jobId}`);
    await hr.getByRole('button', { name: /陈晨/ }).click();
    const drawer = hr.getByRole('dialog', { name: 'Applicant' });
    await expect(drawer.getByRole('heading', { name: '陈晨' })).toBeVisible({ timeout: 20_000 });
    await drawer.getByRole('button', { name: 'Move status' }).click();
    const statusDialog = hr.getByRole('dialog', { name: 'Move status' });
    await statusDialog.getByRole('combobox', { name: 'New status' }).click();
    await hr.locator('.ant-select-dropdown:visible').getByTitle('Interview').click();
    await statusDialog.getByLabel('Note to the candidate').fill(note);
    await statusDialog.getByRole('button', { name: 'Move status' }).click();
    await expect(statusDialog).toBeHidden();
    await expect(drawer.locator('.ant-tag').filter({ hasText: 'Interview' })).toBeVisible();
    await drawer.getByRole('tab', { name: 'History' }).click();
    await expect(drawer.getByText(note)).toBeVisible();

    await drawer.getByRole('button', { name: 'Issue offer' }).click();
    const offerDialog = hr.getByRole('dialog', { name: /Offer for 陈晨/ });
    await offerDialog.getByLabel('Salary', { exact: true }).fill('18000');
    await offerDialog.getByLabel('Work location (English)').fill('Dalian, China');
    await offerDialog.getByLabel('Work location (Chinese)').fill('中国 大连');
    await offerDialog.getByLabel('Notes for the candidate').fill('Welcome to the team.');
    await offerDialog.getByRole('button', { name: 'Issue offer' }).click();
    await expect(offerDialog).toBeHidden();
    await expect(drawer.locator('.ant-tag').filter({ hasText: 'Offer' }).first()).toBeVisible();
    await hrContext.close();

    // The candidate sees the note, then accepts the offer on a phone in Chinese.
    const before = await myApplication(request, candidate.token, jobId!);
    expect(before?.history.some((event) => event.note === note)).toBe(true);
    expect(before?.offerId).toBeTruthy();

    const phoneContext = await signedInContext(browser, baseURL!, candidate.token, {
      language: 'zh-CN',
      mobile: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(`/offerConfirmation?id=${before!.offerId}`);
    await expect(phone.getByRole('heading', { name: '录用通知书' })).toBeVisible({ timeout: 30_000 });
    await expect(phone.getByText(titleZh).first()).toBeVisible();
    await expect(phone.getByText('中国 大连')).toBeVisible();
    await phone.getByRole('button', { name: '接受Offer' }).click();
    await phone.getByRole('button', { name: '确认接受' }).click();
    await expect(phone.getByRole('heading', { name: '您已接受该Offer' })).toBeVisible();
    await expect(phone.getByRole('button', { name: '接受Offer' })).toHaveCount(0);
    await phoneContext.close();

    const after = await myApplication(request, candidate.token, jobId!);
    expect(after?.status).toBe(5);
    expect(after?.statusName).toBe('已录用');
  });
});
