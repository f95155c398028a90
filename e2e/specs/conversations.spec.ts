import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal.ts';
import {
  applyTo,
  body,
  headers,
  login,
  outbox,
  publishJob,
  registerCandidate,
  signedInContext,
} from '../fixtures/hiring-loop.ts';

/**
 * Candidates never left waiting: a candidate on a phone, in Chinese, asks HR about an application from
 * /apply; HR on a desktop, in English, answers from the inbox with a reply template; the candidate is told
 * by SMS and reads the answer; the answer-by date shows on /apply and moves when HR extends it once; once
 * that date and five working days have passed, the application closes with a courteous note; the candidate
 * withdraws another application and answers the closing survey, which is offered once.
 */

/** A yyyy-mm-dd day as /apply writes it out in Chinese. */
const zhDay = (day: string) =>
  new Intl.DateTimeFormat('zh-CN', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/** The day `days` after a yyyy-mm-dd day. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An application's card on the phone's /apply, found by its job's title. */
const card = (page: Page, job: string): Locator => page.locator('article.record-card', { hasText: job });

test('a candidate asks on a phone, HR answers from the inbox, the answer-by date moves, closes and the survey is offered once', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const suffix = String(Date.now()).slice(-6);
  const name = `周宁${suffix}`;
  const hrToken = await login(request, 'hr@example.com', 'demo2026pass');
  const asked = { en: `Inbox Analyst ${suffix}`, zh: `收件分析师 ${suffix}` };
  const other = { en: `Inbox Designer ${suffix}`, zh: `收件设计师 ${suffix}` };
  const jobA = await publishJob(request, hrToken, asked.en, asked.zh);
  const jobB = await publishJob(request, hrToken, other.en, other.zh);
  const candidate = await registerCandidate(request, name);
  const { applicationId } = await applyTo(request, candidate.token, jobA.id, name, candidate.phone);
  await applyTo(request, candidate.token, jobB.id, name, candidate.phone);
  const template = `Under review ${suffix}`;
  await body(
    await request.post('/api/hr/Conversation/SaveTemplate', {
      headers: headers(hrToken),
      data: {
        name: template,
        textEn: 'Dear {name}, your application for {job} is under review.',
        textZh: '{name}您好，您申请的{job}正在审核中，我们会在{date}前答复您。',
      },
    }),
  );

  // The candidate, on a phone in Chinese, asks about the first application.
  const phoneContext = await signedInContext(browser, baseURL!, candidate.token, {
    language: 'zh-CN',
    mobile: true,
  });
  const phone = await phoneContext.newPage();
  await phone.goto('/apply');
  const askedCard = card(phone, asked.zh);
  await askedCard.getByRole('button', { name: '联系HR' }).click();
  const thread = phone.getByRole('dialog', { name: `消息 · ${asked.zh}` });
  await thread.getByRole('textbox', { name: '消息内容' }).fill('请问我的申请有进展吗？');
  await thread.getByRole('button', { name: '发送' }).click();
  await expect(thread.getByText('请问我的申请有进展吗？')).toBeVisible();
  await thread.getByRole('button', { name: '关闭' }).click();

  // HR, on a desktop in English, finds it unread in the inbox and answers with the template in Chinese.
  const hrContext = await signedInContext(browser, baseURL!, hrToken, { language: 'en-US', mobile: false });
  const hr = await hrContext.newPage();
  await hr.goto('/hr/inbox');
  const row = hr.getByRole('button', { name: new RegExp(name) });
  await expect(row).toContainText('1 unread', { timeout: 20_000 });
  await row.click();
  const panel = hr.getByRole('dialog', { name: `${name} · ${asked.en}` });
  await expect(panel.getByText('请问我的申请有进展吗？')).toBeVisible();
  await panel.getByRole('combobox', { name: 'Use a template' }).click();
  await hr.locator('.ant-select-dropdown:visible').getByText(`${template} · 中文`, { exact: true }).click();
  const reply = panel.getByRole('textbox', { name: 'Reply' });
  await expect(reply).toHaveValue(new RegExp(`^${name}您好，您申请的${asked.en}正在审核中`));
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText('Not read yet')).toBeVisible();

  // The candidate's phone gets the notice with its link, and the answer is read on /apply.
  await expect
    .poll(async () => (await outbox(request, candidate.phone)).map((m) => m.text).join('\n'))
    .toMatch(/(新消息|new message)[\s\S]*\/apply/);
  await phone.reload();
  await card(phone, asked.zh).getByRole('button', { name: '联系HR' }).click();
  await expect(thread.getByText(`${name}您好`, { exact: false })).toBeVisible();
  await thread.getByRole('button', { name: '关闭' }).click();

  // The answer-by date shows on /apply; HR extends it once, with a reason the candidate reads.
  const conversation = await body<{ answerBy: string }>(
    await hr.request.get(`/api/hr/Conversation/GetConversation?applicationId=${applicationId}`, {
      headers: headers(hrToken),
    }),
  );
  await expect(card(phone, asked.zh)).toContainText(`预计${zhDay(conversation.answerBy)}前答复`);
  const later = addDays(conversation.answerBy, 7);
  await hr.goto(`/hr/applicants?id=${applicationId}`);
  const applicant = hr.getByRole('dialog', { name: 'Applicant' });
  await applicant.getByRole('tab', { name: 'Messages' }).click();
  await applicant.getByRole('button', { name: 'Extend answer-by date' }).click();
  const extend = hr.getByRole('dialog', { name: 'Extend the answer-by date' });
  const date = extend.getByLabel('New date');
  await date.click();
  await date.fill(later);
  await date.press('Enter');
  await extend.getByRole('textbox', { name: 'Reason' }).fill('面试官本周出差');
  await extend.getByRole('button', { name: 'Extend answer-by date' }).click();
  await expect(extend).toBeHidden();
  await expect(applicant.getByRole('button', { name: 'Extend answer-by date' })).toBeDisabled();
  await phone.reload();
  await expect(card(phone, asked.zh)).toContainText(`预计${zhDay(later)}前答复`);
  await expect(card(phone, asked.zh)).toContainText('面试官本周出差');

  // Past the date and five working days, the application closes with a courteous note.
  const elapsed = await body<{ closed: boolean }>(
    await request.post('/api/dev/applications/elapse', {
      headers: headers(),
      data: { applicationId, days: 30 },
    }),
  );
  expect(elapsed.closed).toBe(true);
  await phone.reload();
  const closed = card(phone, asked.zh);
  await expect(closed).toContainText('不合适');
  await closed.getByRole('button', { name: '查看记录' }).click();
  await expect(closed).toContainText('很抱歉未能及时给您答复');

  // The candidate withdraws the other application.
  await card(phone, other.zh).getByRole('button', { name: '撤回申请' }).click();
  const withdraw = phone.getByRole('dialog', { name: '确定撤回此申请？' });
  await withdraw.getByRole('button', { name: '确认撤回' }).click();
  await expect(withdraw).toBeHidden();
  await expect(card(phone, other.zh)).toContainText('已撤回');

  // The closing survey is offered, answered, and not offered again.
  const survey = phone.getByRole('region', { name: '您对这次申请体验满意吗？' });
  await expect(survey).toBeVisible();
  await survey.getByText('9', { exact: true }).click();
  await survey.getByText('是', { exact: true }).click();
  await survey.getByRole('button', { name: '提交' }).click();
  await expect(survey).toContainText('感谢您的反馈');
  await phone.reload();
  await expect(card(phone, other.zh)).toBeVisible();
  await expect(phone.getByRole('region', { name: '您对这次申请体验满意吗？' })).toHaveCount(0);

  await hrContext.close();
  await phoneContext.close();
});
