import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, isMobile, test } from '../fixtures/portal.ts';
import { apiHeaders, createLoginCache, data, useSession } from '../fixtures/accounts.ts';
import { a11yTexts, type TLanguage } from '../fixtures/a11y-texts.ts';

/**
 * Accessibility: axe-core on every page of the app and the sign-in dialogs, at both widths and in both
 * languages: English on the desktop, Chinese on the phone (the same screens are drawn by each device's kit
 * in either language, so each kit is scanned once, in one language each). The HR console is a desktop tool,
 * scanned in English. Any serious or critical violation fails, naming the page, the rule and the elements.
 * Each test audits a group of pages with one signed-in browser context.
 */

test.describe.configure({ timeout: 180_000 });
test.use({ reducedMotion: 'reduce' });

const PASSWORD = 'demo2026pass';
const CANDIDATE = '13800000000';
const HR = 'hr@example.com';
const LANGUAGES: TLanguage[] = ['en-US', 'zh-CN'];
const headers = (token?: string) => apiHeaders('1', token);

// Logins are rate limited per address: each account signs in once per worker and the token is reused.
const login = createLoginCache(PASSWORD);

const firstJobId = async (request: APIRequestContext): Promise<number> => {
  const page = await data<{ list: Array<{ id: number }> }>(
    await request.post('/api/job/Position/QueryPagingPositions', {
      headers: headers(),
      data: { pageIndex: 1, pageSize: 1 },
    }),
  );
  return page.list[0]!.id;
};

const offerIdOf = async (request: APIRequestContext, token: string): Promise<number> => {
  const records = await data<{ list: Array<{ offerId: number | null }> }>(
    await request.post('/api/resume/ApplyForm/QueryPagingApplyRecords', {
      headers: headers(token),
      data: { pageIndex: 1, pageSize: 50 },
    }),
  );
  const withOffer = records.list.find((r) => r.offerId !== null);
  expect(withOffer, 'the demo candidate has an offer').toBeTruthy();
  return withOffer!.offerId!;
};

/** HR assigns a fresh questionnaire to one of the demo candidate's applications; answers its id. */
const assignFresh = async (request: APIRequestContext): Promise<number> => {
  const hr = await login(request, HR);
  const applicants = await data<{ list: Array<{ id: number; contact: string }> }>(
    await request.post('/api/hr/Applicant/QueryPagingApplicants', {
      headers: headers(hr),
      data: { pageIndex: 1, pageSize: 50 },
    }),
  );
  const questionnaires = await data<Array<{ id: number; name: string }>>(
    await request.get('/api/hr/Assessment/GetQuestionnaires', { headers: headers(hr) }),
  );
  const deadlineOn = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
  const result = await data<{ assigned: Array<{ assignmentId: number }> }>(
    await request.post('/api/hr/Assessment/AssignAssessment', {
      headers: headers(hr),
      data: {
        applicationIds: [applicants.list.find((a) => a.contact === CANDIDATE)!.id],
        questionnaireId: questionnaires.find((q) => q.name === 'General Aptitude Assessment')!.id,
        deadlineOn,
      },
    }),
  );
  return result.assigned[0]!.assignmentId;
};

/** Waits for data, skeletons and transitions to finish, so axe sees the page as a person does. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .adm-skeleton, .ant-spin-spinning')).toHaveCount(0);
  // Entrance transitions end within a second; a looping indicator never does and is not waited for.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 1_500 },
    )
    .catch(() => undefined);
};

/** Audits what is on screen now; collects serious and critical violations as readable lines. */
class Audit {
  readonly pages = new Set<string>();
  readonly findings: string[] = [];
  constructor(
    private readonly page: Page,
    private readonly language: TLanguage,
  ) {}

  async check(name: string) {
    await settle(this.page);
    await expect(this.page.locator('html')).toHaveAttribute('lang', this.language);
    const results = await new AxeBuilder({ page: this.page })
      // antd's zero-height row that measures column widths: hidden from everyone, holds no content.
      .exclude('.ant-table-measure-row')
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const v of results.violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical') continue;
      const targets = v.nodes.slice(0, 5).map((n) => n.target.join(' '));
      this.findings.push(`${name} [${this.language}]: ${v.id} (${v.impact}) at ${targets.join(' | ')}`);
    }
    this.pages.add(name);
  }

  async visit(path: string, name = path) {
    await this.page.goto(path);
    await this.check(name);
  }

  assertClean() {
    expect(this.findings, `serious or critical axe violations:\n${this.findings.join('\n')}`).toEqual([]);
  }
}

for (const language of LANGUAGES) {
  test.describe(`accessibility in ${language}`, () => {
    const t = a11yTexts(language);
    // English runs in the desktop project only, Chinese in the phone project only.
    const device = { tag: language === 'en-US' ? '@desktop' : '@phone-only' };

    test('public pages and the sign-in dialogs', device, async ({ page, context, request, baseURL }) => {
      await useSession(context, baseURL!, undefined, language, { clear: true });
      const jobId = await firstJobId(request);
      const audit = new Audit(page, language);
      for (const path of ['/position', `/detail?id=${jobId}`, `/delivery?id=${jobId}`, '/home', '/404']) {
        await audit.visit(path);
      }
      await audit.visit('/dev/outbox');
      await audit.visit('/position');
      if (isMobile(page)) {
        await page.getByRole('button', { name: t.menu }).click();
        await page.locator('.adm-list-item').filter({ hasText: t.login }).click();
      } else {
        await page.getByRole('button', { name: t.login, exact: true }).click();
      }
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit.check('login dialog');
      await page.getByRole('button', { name: t.toRegister }).click();
      await audit.check('registration dialog');
      await page.getByRole('button', { name: t.agreementLink }).click();
      await expect(page.getByText(t.agreementScrollHint)).toBeVisible();
      await audit.check('agreement popup');
      audit.assertClean();
    });

    test('candidate pages', device, async ({ page, context, request, baseURL }) => {
      const token = await login(request, CANDIDATE);
      await useSession(context, baseURL!, token, language, { clear: true });
      const [jobId, offerId] = await Promise.all([firstJobId(request), offerIdOf(request, token)]);
      const audit = new Audit(page, language);
      for (const path of ['/resume', `/delivery?id=${jobId}`, '/apply', '/recommend', '/evaluation']) {
        await audit.visit(path);
      }
      await audit.visit(`/offerConfirmation?id=${offerId}`, '/offerConfirmation');
      await audit.visit('/privacy');
      await page.getByRole('button', { name: t.deleteAccount }).click();
      await expect(page.getByText(t.deleteDialogTitle)).toBeVisible();
      await audit.check('account deletion dialog');
      audit.assertClean();
    });

    test('the online exam', device, async ({ page, context, request, baseURL }) => {
      const id = await assignFresh(request);
      await useSession(context, baseURL!, await login(request, CANDIDATE), language, { clear: true });
      const audit = new Audit(page, language);
      await audit.visit(`/onlineTest?id=${id}`, 'exam start screen');
      await page.getByRole('button', { name: t.startNow }).click();
      await expect(page.getByRole('timer')).toBeVisible();
      await audit.check('/onlineTest');
      audit.assertClean();
    });

    if (language !== 'en-US') return;
    test('HR console', async ({ page, context, request, baseURL }) => {
      const token = await login(request, HR);
      await useSession(context, baseURL!, token, language, { clear: true });
      const jobId = await firstJobId(request);
      const audit = new Audit(page, language);
      for (const path of ['/hr/jobs', '/hr/jobs/new', '/hr/applicants', '/hr/offers', '/hr/referrals']) {
        await audit.visit(path);
      }
      await audit.visit(`/hr/jobs/${jobId}`, '/hr/jobs/:id');
      await audit.visit('/hr/assessments');
      await audit.visit('/hr/fields');
      audit.assertClean();
    });
  });
}
