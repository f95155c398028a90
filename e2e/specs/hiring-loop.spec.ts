import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal.ts';
import {
  body,
  headers,
  login,
  myApplication,
  myAssessments,
  registerCandidate,
  saveBasicResume,
  signedInContext,
} from '../fixtures/hiring-loop.ts';

/**
 * The hiring loop in the browser: an HR manager on a desktop publishes a job, a new candidate applies on a
 * phone in Chinese, HR moves the application with a note and assigns an assessment, the candidate takes it
 * on the phone, HR reads the result and issues an offer, and the candidate accepts it. HR and the candidate
 * use two browser contexts of their own sizes, so the journey runs once (in the desktop project).
 */

const QUESTIONNAIRE = 'Workplace Policies Quiz';
const QUESTIONNAIRE_ZH = '职场规范小测验';

/** HR creates the job offline, then publishes it from the list. */
const createAndPublishJob = async (hr: Page, titleEn: string, titleZh: string) => {
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
};

/** HR selects the applicant in the list and assigns the questionnaire from the row selection. */
const assignFromApplicants = async (hr: Page, name: string) => {
  const row = hr.getByRole('row').filter({ hasText: name });
  await row.getByRole('checkbox').check();
  await hr.getByRole('button', { name: 'Assign assessment (1)' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Assign an assessment' });
  await expect(dialog.getByText(`To ${name}.`, { exact: false })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Questionnaire' }).click();
  await hr.locator('.ant-select-dropdown:visible').getByTitle(QUESTIONNAIRE).click();
  await dialog.getByLabel('Duration (minutes)').fill('20');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  // The success toast shows for half a second only: the dialog closing, then the candidate's list, say it.
  await expect(dialog).toBeHidden();
};

test.describe('hiring loop', () => {
  test('HR publishes, assigns an assessment and issues an offer; the candidate applies, takes it and accepts on a phone', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const suffix = String(Date.now()).slice(-6);
    const titleEn = `Hiring Loop Analyst ${suffix}`;
    const titleZh = `招聘流程分析师 ${suffix}`;
    const note = `Interview on Monday 10:00 (${suffix})`;

    const hrToken = await login(request, 'hr@example.com', 'demo2026pass');
    const hrContext = await signedInContext(browser, baseURL!, hrToken, { language: 'en-US', mobile: false });
    const hr = await hrContext.newPage();
    await createAndPublishJob(hr, titleEn, titleZh);
    const jobs = await body<{ list: Array<{ id: number; title: string }> }>(
      await request.post('/api/job/Position/QueryPagingPositions', {
        headers: headers(),
        data: { pageIndex: 1, pageSize: 10, keyword: titleEn },
      }),
    );
    const jobId = jobs.list.find((job) => job.title === titleEn)?.id;
    expect(jobId, 'the published job is on the careers site').toBeTruthy();

    // A new candidate (resume basics saved beforehand) applies on a phone in Chinese.
    const candidate = await registerCandidate(request, '陈晨');
    await saveBasicResume(request, candidate.token, '陈晨', candidate.phone);
    const phoneContext = await signedInContext(browser, baseURL!, candidate.token, {
      language: 'zh-CN',
      mobile: true,
    });
    const phone = await phoneContext.newPage();
    await phone.goto(`/detail?id=${jobId}`);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(titleZh, { timeout: 30_000 });
    await phone.getByRole('button', { name: '立即申请' }).first().click();
    await expect(phone).toHaveURL(new RegExp(`/delivery\\?id=${jobId}`));
    await phone.getByRole('button', { name: '提交申请' }).click();
    await expect(phone.getByText('投递成功').first()).toBeVisible();
    expect((await myApplication(request, candidate.token, jobId!))?.status).toBe(1);

    // HR opens the applicant and moves the status with a note.
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
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    // HR assigns an assessment from the applicants list.
    await assignFromApplicants(hr, '陈晨');
    const [assignment] = (await myAssessments(request, candidate.token)).filter(
      (a) => a.questionnairename === QUESTIONNAIRE_ZH,
    );
    expect(assignment?.status).toBe(1);

    // The candidate takes it on the phone: one right answer, then submit.
    await phone.goto('/evaluation');
    const card = phone.locator(`[data-assessment-id="${assignment!.id}"]`);
    await expect(card).toContainText(QUESTIONNAIRE_ZH);
    await card.getByRole('button', { name: '开始测评' }).click();
    await expect(phone).toHaveURL(new RegExp(`/onlineTest\\?id=${assignment!.id}$`));
    await phone.getByRole('button', { name: '立即开始' }).click();
    await phone.locator('.exam-option').filter({ hasText: 'IT服务台' }).click();
    await expect(phone.getByText('已答 1 / 4 题')).toBeVisible();
    await phone.locator('.exam-bar').getByRole('button', { name: '提交' }).click();
    const confirm = phone.locator('.ant-modal-confirm, .adm-dialog-body');
    await expect(confirm).toContainText('还有 3 道题未作答');
    await confirm.getByRole('button', { name: '提交' }).click();
    await expect(phone.getByRole('heading', { name: '测评已提交' })).toBeVisible();

    // HR reads the result in the console: status, score and the candidate's answer.
    await hr.goto(`/hr/assessments?jobId=${jobId}`);
    const resultRow = hr.getByRole('row').filter({ hasText: '陈晨' });
    await expect(resultRow).toContainText('Submitted');
    await expect(resultRow).toContainText('2 / 10');
    await resultRow.getByRole('button', { name: 'Open' }).click();
    const result = hr.getByRole('dialog', { name: 'Assessment result' });
    await expect(result.getByRole('heading', { name: '陈晨' })).toBeVisible();
    await expect(result).toContainText(QUESTIONNAIRE);
    await expect(result).toContainText('Not passed');
    await expect(result.getByText('B. To the IT service desk').first()).toBeVisible();
    await result.getByRole('tab', { name: /Integrity/ }).click();
    await expect(result.getByText('Full-screen exits')).toBeVisible();

    // HR issues the offer from the applicant.
    await hr.goto(`/hr/applicants?jobId=${jobId}`);
    await hr.getByRole('button', { name: /陈晨/ }).click();
    await expect(drawer.getByRole('heading', { name: '陈晨' })).toBeVisible({ timeout: 20_000 });
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

    // The candidate sees the note, then accepts the offer on the phone.
    const before = await myApplication(request, candidate.token, jobId!);
    expect(before?.history.some((event) => event.note === note)).toBe(true);
    expect(before?.offerId).toBeTruthy();
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
