import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import {
  applicationStatusName,
  hrChangeApplicantStatusRoute,
  hrSaveJobRoute,
  translate,
} from '@tmp/contracts';
import { registerCandidate, useSession } from '../fixtures/accounts.ts';
import { applyTo, login, publishJob } from '../fixtures/hiring-loop.ts';
import { expect, test } from '../fixtures/portal.ts';

/**
 * The HR console on a phone, in Chinese: the applicants' list, an applicant's full-screen panel, the status
 * sheet with its wheel, and the job form's own errors, each within the phone's width. The desktop walks the
 * same screens in English elsewhere; only the phone's parts (antd-mobile) are new here.
 */

const PASSWORD = 'Phone2026hr';
const ZH = 'zh-cn';
const WIDTH = 375;

// The web's own words for the console, so the journey reads what a Chinese HR manager reads.
const hrTexts = JSON.parse(
  fs.readFileSync(new URL('../../apps/web/src/locales/zh-CN/hr.json', import.meta.url), 'utf8'),
) as Record<string, Record<string, string>>;

/** A text of the console by its section and key, failing at once when the web no longer has it. */
const t = (path: string): string => {
  const [section, key] = path.split('.') as [string, string];
  const text = hrTexts[section]?.[key];
  if (!text) throw new Error(`No text at hr.${path}`);
  return text;
};

/** The page never scrolls sideways: what is wider than the phone scrolls inside its own box. */
const expectWithinPhone = (page: Page, step: string) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: step })
    .toBeLessThanOrEqual(WIDTH);

/** A picture of each step, kept with the run's results, to see what the phone showed. */
const shoot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

/** A job of its own with one fresh applicant, so that no other journey moves the application first. */
const seedApplicant = async (request: Parameters<typeof login>[0], suffix: string) => {
  const hrToken = await login(request, 'hr@example.com', 'demo2026pass');
  const job = await publishJob(request, hrToken, `Phone Console ${suffix}`, `手机控制台 ${suffix}`);
  const name = `王小明${suffix}`;
  const candidate = await registerCandidate(request, { prefix: '15', fullname: name, password: PASSWORD });
  await applyTo(request, candidate.token, job.id, name, candidate.phone);
  return { hrToken, jobId: job.id, name };
};

test.use({ locale: 'zh-CN' });

test(
  'an HR manager on a phone in Chinese moves an applicant and is stopped by an empty job form',
  { tag: '@phone-only' },
  async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const suffix = String(Date.now()).slice(-6);
    const { hrToken, jobId, name } = await seedApplicant(request, suffix);
    await useSession(context, baseURL!, hrToken, 'zh-CN');

    await test.step('the applicants of the job, and one applicant full screen', async () => {
      await page.goto(`/hr/applicants?jobId=${jobId}`);
      await expect(page.getByRole('heading', { name: t('applicants.heading'), exact: true })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('columnheader', { name: t('applicants.candidate') })).toBeVisible();
      await expectWithinPhone(page, 'the list');
      await shoot(page, '1-list');
      await page.getByRole('button', { name: new RegExp(name) }).click();
      const panel = page.getByRole('dialog', { name: t('applicant.title') });
      await expect(panel.getByRole('heading', { name })).toBeVisible({ timeout: 20_000 });
      // The panel covers the whole screen, once it has slid in.
      await expect.poll(async () => (await panel.boundingBox())?.x ?? WIDTH).toBeLessThanOrEqual(1);
      expect((await panel.boundingBox())!.width).toBeGreaterThanOrEqual(WIDTH - 1);
      await expectWithinPhone(page, 'the panel');
      await shoot(page, '2-panel');
    });

    await test.step('the status sheet: a next status from the wheel, a note, and the new status shown', async () => {
      const panel = page.getByRole('dialog', { name: t('applicant.title') });
      await panel.getByRole('button', { name: t('applicant.changeStatus') }).click();
      const sheet = page.getByRole('dialog', { name: t('applicant.changeStatus') });
      await sheet.getByLabel(t('applicant.newStatus')).click();
      const interview = applicationStatusName(3, ZH);
      const wheel = page.locator('.adm-picker');
      await wheel.locator('.adm-picker-view-column-item').filter({ hasText: interview }).tap();
      await expect(wheel.locator('.adm-picker-view-column-item-active')).toHaveText(interview);
      await shoot(page, '3-wheel');
      await wheel.locator('.adm-picker-header-button').last().click();
      await expect(sheet.getByLabel(t('applicant.newStatus'))).toHaveText(interview);
      const note = `周一上午10点面试 ${suffix}`;
      await sheet.getByLabel(t('applicant.note')).fill(note);
      await expectWithinPhone(page, 'the status sheet');
      await shoot(page, '4-sheet');
      const answered = page.waitForResponse((r) => r.url().endsWith(hrChangeApplicantStatusRoute.path));
      // The success toast shows for half a second: it is caught as it appears.
      const toast = page.waitForFunction(() => document.querySelector('.adm-toast-main')?.textContent);
      await sheet.getByRole('button', { name: t('applicant.saveStatus') }).click();
      const { message } = (await (await answered).json()) as { message: string };
      await expect(sheet).toBeHidden();
      // The server's word of success, then the new status at the head of the panel.
      expect(await (await toast).jsonValue()).toBe(message);
      await expect(panel.locator('.hr-applicant__head')).toContainText(interview);
      await shoot(page, '5-moved');
      await panel.getByRole('button', { name: t('common.close') }).click();
      await expect(panel).toBeHidden();
    });

    await test.step('the empty job form says what is missing, in Chinese, and sends nothing', async () => {
      const saves: Request[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith(hrSaveJobRoute.path)) saves.push(r);
      });
      await page.goto('/hr/jobs/new');
      await expect(page.getByRole('heading', { name: t('form.newHeading') })).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('button', { name: t('form.create') }).click();
      const errors = page.locator('.kit-field__error');
      for (const key of ['hr.titleEnMissing', 'hr.titleZhMissing', 'hr.categoryMissing', 'hr.siteMissing']) {
        await expect(errors.filter({ hasText: translate(key, ZH) })).toBeVisible();
      }
      await expectWithinPhone(page, 'the job form');
      await shoot(page, '6-job-form');
      expect(saves).toHaveLength(0);
    });
  },
);
