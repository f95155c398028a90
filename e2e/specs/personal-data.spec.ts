import { expect, test } from '@playwright/test';
import {
  applyTo,
  body,
  headers,
  login,
  publishJob,
  registerCandidate,
  signedInContext,
} from '../fixtures/hiring-loop.ts';
import { pdfFile } from '../fixtures/files.ts';

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

test('HR reading a candidate’s resume, file and answers shows in the audit log and on the candidate’s privacy page', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const hrToken = await login(request, 'hr@example.com', 'demo2026pass');
  const stamp = Date.now().toString(36);
  const job = await publishJob(request, hrToken, `Privacy check ${stamp}`, `隐私核对 ${stamp}`);
  const name = `Audit ${stamp}`;
  const { phone, token } = await registerCandidate(request, name);
  await body(
    await request.post('/api/resume/Resume/UploadCustomResume', {
      headers: headers(token),
      multipart: { file: pdfFile(`cv-${stamp}.pdf`) },
    }),
  );
  const { applicationId } = await applyTo(request, token, job.id, name, phone);
  const [questionnaire] = await body<Array<{ id: number }>>(
    await request.get('/api/hr/Assessment/GetQuestionnaires', { headers: headers(hrToken) }),
  );
  const { assigned } = await body<{ assigned: Array<{ assignmentId: number }> }>(
    await request.post('/api/hr/Assessment/AssignAssessment', {
      headers: headers(hrToken),
      data: { applicationIds: [applicationId], questionnaireId: questionnaire!.id, deadlineOn: inAWeek() },
    }),
  );

  // HR opens the resume, downloads its PDF and reads the assessment's answers.
  const hr = await signedInContext(browser, baseURL!, hrToken, { language: 'en-US', mobile: false });
  const page = await hr.newPage();
  await page.goto(`/hr/applicants?id=${applicationId}`);
  const applicant = page.getByRole('dialog', { name: 'Applicant' });
  await applicant.getByRole('tab', { name: 'Files (1)' }).click();
  const download = page.waitForEvent('download');
  await applicant.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe(`cv-${stamp}.pdf`);
  const result = page.waitForResponse((r) => r.url().includes('/GetAssessmentResult') && r.ok());
  await page.goto(`/hr/assessments?applicationId=${applicationId}&id=${assigned[0]!.assignmentId}`);
  await result;

  // The customer admin's audit log: the three reads, the candidate's own rows once filtered by them.
  await page.goto('/hr/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const firstRow = page.locator('tbody tr').filter({ hasText: 'Read assessment answers' }).first();
  await firstRow.getByRole('button', { name: /Show only candidate/ }).click();
  const rows = page.locator('tbody tr');
  for (const action of ['Viewed a resume', 'Downloaded a resume file', 'Read assessment answers'])
    await expect(rows.filter({ hasText: action }).filter({ hasText: 'HR Manager' }).first()).toBeVisible();
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  await hr.close();

  // The candidate, in Chinese, sees the same three on their privacy page.
  const mine = await signedInContext(browser, baseURL!, token, { language: 'zh-CN', mobile: false });
  const privacy = await mine.newPage();
  await privacy.goto('/privacy');
  const log = privacy.getByRole('list', { name: '谁查看过您的资料' });
  for (const what of ['查看了您的简历', '下载了您上传的简历文件', '查看了您的测评答案'])
    await expect(log.getByText(what).first()).toBeVisible();
  await expect(log.getByText('HR Manager · HR 经理').first()).toBeVisible();
  await mine.close();
});
