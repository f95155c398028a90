import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiHeaders, createLoginCache, data } from '../fixtures/accounts.ts';
import { expect, isMobile, test } from '../fixtures/portal.ts';

/**
 * Assessments, from the assessment center to the result. Every journey works on an assignment of its own:
 * HR assigns a fresh one to a demo candidate's application through the API first, so the journeys (and
 * the desktop and mobile projects) never touch the same assignment, and the seeded ones stay as they are.
 */

// Each journey runs a whole attempt against the server's clock; allow for a busy machine.
test.describe.configure({ timeout: 60_000 });

const PASSWORD = 'demo2026pass';

interface TCustomer {
  id: '1' | '2';
  host: string;
  candidate: string;
}
const PHONE_CUSTOMER: TCustomer = { id: '1', host: 'localhost', candidate: '13800000000' };
const EMAIL_CUSTOMER: TCustomer = { id: '2', host: 'email.localhost', candidate: 'candidate@example.com' };

const headers = (customer: TCustomer, token?: string) => apiHeaders(customer.id, token);

// Logins are rate limited per address and the whole suite shares one: each account signs in once per worker.
const cachedLogin = createLoginCache(PASSWORD);
const login = (request: APIRequestContext, customer: TCustomer, account: string): Promise<string> =>
  cachedLogin(request, account, customer.id);

/** HR assigns `questionnaire` to one of the demo candidate's applications; answers the assignment id. */
const assignFresh = async (
  request: APIRequestContext,
  customer: TCustomer,
  questionnaire: string,
  daysToStart = 7,
) => {
  const hr = await login(request, customer, 'hr@example.com');
  const applicants = await data<{ list: Array<{ id: number; contact: string }> }>(
    await request.post('/api/hr/Applicant/QueryPagingApplicants', {
      headers: headers(customer, hr),
      data: { pageIndex: 1, pageSize: 50 },
    }),
  );
  const application = applicants.list.find((a) => a.contact === customer.candidate);
  const questionnaires = await data<Array<{ id: number; name: string }>>(
    await request.get('/api/hr/Assessment/GetQuestionnaires', { headers: headers(customer, hr) }),
  );
  // The last day to start, in the customer's time zone (UTC+8).
  const deadlineOn = new Date(Date.now() + 8 * 3_600_000 + daysToStart * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const result = await data<{ assigned: Array<{ assignmentId: number; pinNumber: string }> }>(
    await request.post('/api/hr/Assessment/AssignAssessment', {
      headers: headers(customer, hr),
      data: {
        applicationIds: [application!.id],
        questionnaireId: questionnaires.find((q) => q.name === questionnaire)!.id,
        deadlineOn,
      },
    }),
  );
  return result.assigned[0]!;
};

/** Signs the candidate in (token cookie) for the customer's host, in the given language. */
const signIn = async (
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  customer: TCustomer,
  language: 'en-US' | 'zh-CN' = 'en-US',
) => {
  const token = await login(request, customer, customer.candidate);
  const url = new URL(baseURL);
  url.hostname = customer.host;
  await context.addCookies([
    { name: 'TMP-token', value: `abcd${token}wxyz`, url: url.origin },
    { name: 'TMP-language', value: language, url: url.origin },
  ]);
  return url.origin;
};

const card = (page: Page, id: number) => page.locator(`[data-assessment-id="${id}"]`);

/** Opens the assessment center, starts the assignment from its card and confirms on the start screen. */
const startFromCenter = async (
  page: Page,
  origin: string,
  id: number,
  texts = { start: 'Start assessment', now: 'Start now' },
) => {
  await page.goto(`${origin}/evaluation`);
  await expect(card(page, id)).toBeVisible();
  await card(page, id).getByRole('button', { name: texts.start }).click();
  await expect(page).toHaveURL(new RegExp(`/onlineTest\\?id=${id}$`));
  await page.getByRole('button', { name: texts.now }).click();
};

const confirmSubmit = async (page: Page, name = 'Submit') => {
  await page.locator('.exam-bar').getByRole('button', { name }).click();
  const dialog = page.locator('.ant-modal-confirm, .adm-dialog-body');
  await expect(dialog).toBeVisible();
  return dialog;
};

test(
  'answers survive a reload; submitting shows the result',
  { tag: '@phone' },
  async ({ page, context, request, baseURL }) => {
    const { assignmentId: id } = await assignFresh(request, PHONE_CUSTOMER, 'General Aptitude Assessment');
    const origin = await signIn(context, request, baseURL!, PHONE_CUSTOMER);
    await startFromCenter(page, origin, id);

    await expect(page.getByText('Question 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/(29|30):\d\d/);
    // Without a connection the answer stays on the device and goes out when the connection is back.
    await context.setOffline(true);
    await page.locator('.exam-option').filter({ hasText: '32' }).click();
    await expect(page.getByText('Offline: answers kept on this device')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('All answers saved')).toBeVisible();
    await page.getByRole('button', { name: 'Question 4, not answered' }).click();
    await page.locator('.exam-option').filter({ hasText: 'False' }).click();
    await page.getByRole('button', { name: 'Question 6, not answered' }).click();
    await page.getByLabel('Blank 1').fill('60');
    await page.getByLabel('Blank 2').fill('24');
    await page.getByRole('button', { name: 'Question 7, not answered' }).click();
    const essay = 'I listened first, then fixed the root cause.';
    await page.getByPlaceholder('Write your answer here').fill(essay);
    // Reload at once, before the autosave pause has passed: the browser keeps the answers until saved.
    await page.reload();

    await expect(page.getByPlaceholder('Write your answer here')).toHaveValue(essay);
    await expect(page.getByText('All answers saved')).toBeVisible();
    await expect(page.getByText('4 of 7 answered')).toBeVisible();
    await page.getByRole('button', { name: 'Question 6, answered' }).click();
    await expect(page.getByLabel('Blank 1')).toHaveValue('60');
    await page.getByRole('button', { name: 'Question 1, answered' }).click();
    await expect(page.locator('.exam-option').filter({ hasText: '32' }).locator('input')).toBeChecked();

    const dialog = await confirmSubmit(page);
    await expect(dialog).toContainText('Unanswered questions: 3');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Assessment submitted' })).toBeVisible();
    await expect(page.getByText('Awaiting review')).toBeVisible();
    await expect(page.locator('.exam-result__facts')).toContainText(/\d+ \/ \d+/);

    // Submitting again is harmless: the same outcome.
    const again = await request.post('/api/evaluation/Questionnaire/SubmitAssessmentQuestionnaire', {
      headers: headers(PHONE_CUSTOMER, await login(request, PHONE_CUSTOMER, PHONE_CUSTOMER.candidate)),
      data: { id, answers: [] },
    });
    expect((await data<{ result: string }>(again)).result).toBe('pendingReview');

    await page.getByRole('button', { name: 'Back to Assessment Center' }).click();
    await page.getByRole('tab', { name: /Completed & past/ }).click();
    const submitted = card(page, id).filter({ visible: true });
    await expect(submitted).toContainText('Awaiting review');
    await expect(submitted).toContainText('5 / 21');
  },
);

test('the English typing test shows the server metrics', async ({ page, context, request, baseURL }) => {
  const { assignmentId: id } = await assignFresh(request, EMAIL_CUSTOMER, 'English Typing Test');
  const origin = await signIn(context, request, baseURL!, EMAIL_CUSTOMER);
  // The card names one duration: its text gives no time of its own beside the Duration.
  await page.goto(`${origin}/evaluation`);
  const typingCard = card(page, id).filter({ visible: true });
  const duration = typingCard.locator('.assess-card__facts > div').filter({ hasText: 'Duration' });
  await expect(duration.locator('dd')).toHaveText('10 minutes');
  await expect(typingCard.locator('.assess-card__desc')).toContainText('Type the passage');
  await expect(typingCard.locator('.assess-card__desc')).not.toContainText(/minute/);
  await startFromCenter(page, origin, id);

  const passage = await page.locator('.typing-passage').innerText();
  const box = page.getByLabel('Type the passage here');
  await box.click();
  await page.keyboard.type(passage.slice(0, 12), { delay: 20 });
  await page.keyboard.type('x');
  await expect(page.locator('.typing-char--incorrect')).toHaveCount(1);
  await page.keyboard.press('Backspace');
  await expect(page.locator('.typing-char--incorrect')).toHaveCount(0);
  await page.keyboard.type(passage.slice(12, 30), { delay: 20 });
  await expect(page.locator('.typing-char--correct')).toHaveCount(30);
  await expect(page.locator('.typing-test__stats')).toContainText('WPM');
  // One clock: the attempt's countdown, no second timer for the typing test.
  await expect(page.getByRole('timer').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText(/^\d{2}:\d{2}$/).filter({ visible: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Finish typing' }).click();
  await expect(box).toBeDisabled();

  const dialog = await confirmSubmit(page);
  await expect(dialog).toContainText('All questions are answered');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const metrics = page.getByRole('region', { name: 'Typing test results' });
  await expect(metrics).toBeVisible();
  await expect(metrics.locator('dt')).toHaveText([
    'Speed',
    'Accuracy',
    'Errors',
    'Total words',
    'Backspaces',
    'Time',
  ]);
  await expect(metrics.locator('dd').nth(0)).toHaveText(/^\d+(\.\d)? WPM$/);
  await expect(metrics.locator('dd').nth(2)).toHaveText('1');
  await expect(metrics.locator('dd').nth(4)).toHaveText('1');
});

test('typing without a pause is autosaved every few seconds and HR finds nothing to check', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const customer = EMAIL_CUSTOMER;
  const { assignmentId: id } = await assignFresh(request, customer, 'English Typing Test');
  const origin = await signIn(context, request, baseURL!, customer);
  await startFromCenter(page, origin, id);
  const passage = await page.locator('.typing-passage').innerText();
  const box = page.getByLabel('Type the passage here');
  await box.click();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('SaveAssessmentAnswers')) saves.push(r.postData() ?? '');
  });
  // 70 keys, one every 150 ms: never the 800 ms pause the autosave waits for, so only its maxWait saves.
  await page.keyboard.type(passage.slice(0, 70), { delay: 150 });
  // Saved while typing: at least twice in over 10 s, each time with more of the passage.
  expect(saves.length).toBeGreaterThanOrEqual(2);
  const typed = saves.map((body) => JSON.parse(body) as { answers: Array<{ value: { text: string } }> });
  const lengths = typed.map((b) => b.answers[0]!.value.text.length);
  expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
  expect(lengths[0]!).toBeLessThan(70);
  await page.getByRole('button', { name: 'Finish typing' }).click();
  const dialog = await confirmSubmit(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Typing test results' })).toBeVisible();

  // HR's record of the attempt: typed on the page as the server saw it, so no flag.
  const hr = await login(request, customer, 'hr@example.com');
  const results = await data<{
    list: Array<{ id: number; integrityFlags: string[]; typing: Array<{ flags: string[] }> }>;
  }>(
    await request.post('/api/hr/Assessment/QueryPagingAssessmentResults', {
      headers: headers(customer, hr),
      data: { pageIndex: 1, pageSize: 100 },
    }),
  );
  const result = results.list.find((r) => r.id === id);
  expect(result?.typing).toHaveLength(1);
  expect(result?.integrityFlags).toEqual([]);
  expect(result?.typing[0]!.flags).toEqual([]);
});

test('a Chinese typing test counts only committed input-method text', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { assignmentId: id } = await assignFresh(request, PHONE_CUSTOMER, 'Chinese Typing Test');
  const origin = await signIn(context, request, baseURL!, PHONE_CUSTOMER, 'zh-CN');
  await startFromCenter(page, origin, id, { start: '开始测评', now: '立即开始' });

  const passage = Array.from((await page.locator('.typing-passage').innerText()).replace(/\s/g, ''));
  await page.getByLabel('在此输入文章内容').click();
  const cdp = await context.newCDPSession(page);
  // An input method: the pinyin is composed first, then the characters are committed.
  for (const chunk of [passage.slice(0, 2).join(''), passage.slice(2, 4).join('')]) {
    await cdp.send('Input.imeSetComposition', { text: 'pinyin', selectionStart: 6, selectionEnd: 6 });
    await cdp.send('Input.insertText', { text: chunk });
  }
  await expect(page.locator('.typing-char--correct')).toHaveCount(4);
  await page.getByRole('button', { name: '完成打字' }).click();
  const dialog = await confirmSubmit(page, '提交');
  await dialog.getByRole('button', { name: '提交' }).click();
  const metrics = page.getByRole('region', { name: '打字测试结果' });
  await expect(metrics.locator('dd').nth(0)).toHaveText(/字\/分钟$/);
  await expect(metrics.locator('dd').nth(1)).toHaveText('100%');
  await expect(metrics.locator('dd').nth(3)).toHaveText('4');
});

test(
  'a reload keeps the typing so far: the box, its count and the highlight, and typing goes on',
  { tag: '@phone' },
  async ({ page, context, request, baseURL }) => {
    const { assignmentId: id } = await assignFresh(request, PHONE_CUSTOMER, 'Chinese Typing Test');
    const origin = await signIn(context, request, baseURL!, PHONE_CUSTOMER, 'zh-CN');
    await startFromCenter(page, origin, id, { start: '开始测评', now: '立即开始' });

    const passage = Array.from((await page.locator('.typing-passage').innerText()).replace(/\s/g, ''));
    const box = page.getByLabel('在此输入文章内容');
    const cdp = await context.newCDPSession(page);
    const commit = async (from: number, to: number) => {
      await cdp.send('Input.imeSetComposition', { text: 'pinyin', selectionStart: 6, selectionEnd: 6 });
      await cdp.send('Input.insertText', { text: passage.slice(from, to).join('') });
    };
    await box.click();
    await commit(0, 2);
    await commit(2, 4);
    const typed = page.locator('.typing-test__stats');
    await expect(typed).toContainText(`已输入 4/${passage.length}`);
    await expect(page.locator('.exam-save--saved')).toBeVisible();

    await page.reload();
    await expect(box).toHaveValue(passage.slice(0, 4).join(''));
    await expect(typed).toContainText(`已输入 4/${passage.length}`);
    await expect(page.locator('.typing-char--correct')).toHaveCount(4);
    await box.click();
    // Typing goes on from there (the server's test checks the result counts the keys before the reload).
    await commit(4, 6);
    await expect(typed).toContainText(`已输入 6/${passage.length}`);
    await expect(page.locator('.typing-char--correct')).toHaveCount(6);
  },
);

test('time running out submits the answers and says so', async ({ page, context, request, baseURL }) => {
  const { assignmentId: id } = await assignFresh(request, EMAIL_CUSTOMER, 'General Aptitude Assessment');
  const origin = await signIn(context, request, baseURL!, EMAIL_CUSTOMER);
  await page.clock.install();
  await startFromCenter(page, origin, id);
  await page.locator('.exam-option').filter({ hasText: '32' }).click();
  await expect(page.getByText('All answers saved')).toBeVisible();
  // Switching away from the tab is recorded on the assignment.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const token = await login(request, EMAIL_CUSTOMER, EMAIL_CUSTOMER.candidate);
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api/evaluation/Questionnaire/GetAssessmentQuestionnaireById?id=${id}`,
        {
          headers: headers(EMAIL_CUSTOMER, token),
        },
      );
      return (await data<{ tabSwitches: number }>(response)).tabSwitches;
    })
    .toBe(1);
  // The page follows the server's end time on its own monotonic clock; jump that clock past the end.
  await page.clock.fastForward('30:01');
  await expect(page.getByText('Very regret! Test time is up')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Assessment submitted' })).toBeVisible();
  await expect(page.locator('.exam-result__facts')).toContainText(/[1-9]\d* \/ \d+/);
});

test('a PIN is copied from the assessment center', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { assignmentId: id, pinNumber } = await assignFresh(
    request,
    PHONE_CUSTOMER,
    'Workplace Policies Quiz',
  );
  const origin = await signIn(context, request, baseURL!, PHONE_CUSTOMER, 'zh-CN');
  await page.goto(`${origin}/evaluation`);
  await card(page, id).getByRole('button', { name: '复制PIN码' }).click();
  await expect(page.getByText('复制成功！')).toBeVisible();
  await expect(card(page, id).locator('.assess-pin__value')).toHaveText(pinNumber);
  if (!isMobile(page)) expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pinNumber);
});

test(
  'after logging in the invitation lists what is to do and leads to the center',
  { tag: '@phone' },
  async ({ page, request }) => {
    // Due today, so it is on the invitation's first page whatever else is to do.
    await assignFresh(request, PHONE_CUSTOMER, 'Business English Assessment', 0);
    await page.goto('/position');
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('.adm-list-item').filter({ hasText: 'Log In' }).click();
    } else {
      await page.getByRole('button', { name: 'Log In' }).click();
    }
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByPlaceholder('Enter your mobile number or email').fill(PHONE_CUSTOMER.candidate);
    const password = page.getByPlaceholder('Enter your password');
    await password.fill(PASSWORD);
    await password.press('Enter');

    const invitation = page.locator('.invite');
    await expect(invitation).toBeVisible();
    await expect(invitation).toContainText('Business English Assessment');
    await expect(invitation).toContainText('Please complete within 20 minutes');
    await page.getByRole('button', { name: 'Go to Assessment Center' }).click();
    await expect(page).toHaveURL(/\/evaluation$/);
    await expect(page.getByRole('heading', { name: 'Assessment Center' })).toBeVisible();
  },
);
