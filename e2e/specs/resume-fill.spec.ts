import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiHeaders,
  data,
  expectApplicationSubmitted,
  registerCandidate,
  useSession,
} from '../fixtures/accounts.ts';
import { expect, isMobile, test } from '../fixtures/portal.ts';

const PASSWORD = 'FillFrom2026pass';
const CORPUS = path.join(
  import.meta.dirname,
  '../../apps/server/src/modules/resumes/resume-parse/corpus/files',
);
// Chromium's print of the resume: its CJK text comes out as Kangxi radicals until the reader folds them.
const pdfOf = (id: string) => fs.readFileSync(path.join(CORPUS, `${id}.chromium.pdf`));

interface TSection {
  key: string;
  repeatable: boolean;
  required: boolean;
  fields: Array<{ key: string; required: boolean }>;
}

/** The keys a proposal fills: `basic.name`…, and repeated sections that got an entry. */
const proposedKeys = async (request: APIRequestContext, token: string, pdf: Buffer) => {
  const headers = apiHeaders('1', token);
  const file = await data<{ id: number }>(
    await request.post('/api/resume/Resume/UploadCustomResume', {
      headers,
      multipart: { file: { name: 'copy.pdf', mimeType: 'application/pdf', buffer: pdf } },
    }),
  );
  const proposal = await data<{ fields: Record<string, unknown> }>(
    await request.post(`/api/resume/Resume/ParseCustomResume/${file.id}`, { headers }),
  );
  return new Set(Object.keys(proposal.fields).map((k) => k.replace(/\.\d+\..*$/, '')));
};

/** An online job whose required resume fields the resume file and the account fill between them. */
const findJobFilledBy = async (request: APIRequestContext, filled: Set<string>) => {
  const list = await data<{ list: Array<{ id: number; title: string }> }>(
    await request.post('/api/job/Position/QueryPagingPositions', {
      headers: apiHeaders(),
      data: { pageIndex: 1, pageSize: 40 },
    }),
  );
  for (const job of list.list) {
    const form = await data<{ sections: TSection[] }>(
      await request.get(`/api/resume/Resume/GetCustomerResumeFields?positionId=${job.id}`, {
        headers: apiHeaders(),
      }),
    );
    const required = form.sections.flatMap((s) =>
      s.repeatable ? (s.required ? [s.key] : []) : s.fields.filter((f) => f.required).map((f) => f.key),
    );
    if (required.includes('workHistory') && required.every((k) => filled.has(k))) return job;
  }
  throw new Error('no online job is filled by this resume file');
};

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
};

for (const lang of ['en-US', 'zh-CN'] as const) {
  const resumeId = lang === 'en-US' ? 'en-sidebar-left-li-wei' : 'zh-inline-zhang-wei';
  const t =
    lang === 'en-US'
      ? {
          fill: 'Fill from my resume file',
          read: 'Read this file',
          takeAll: /^Take all new/,
          submit: 'Submit application',
          low: 'Please check',
          taken: 'Taken',
        }
      : {
          fill: '从简历附件填写',
          read: '读取此文件',
          takeAll: /^采用全部新内容/,
          submit: '提交申请',
          low: '请核对',
          taken: '已采用',
        };

  test(
    `a candidate fills the application from a PDF resume and applies (${lang})`,
    { tag: '@phone' },
    async ({ page, context, request, baseURL }) => {
      // Under two minutes from opening the job's form to the application being sent.
      test.setTimeout(150_000);
      const { token } = await registerCandidate(request, {
        prefix: '19',
        fullname: lang === 'en-US' ? 'Wei Li' : '张伟',
        password: PASSWORD,
      });
      const job = await findJobFilledBy(
        request,
        new Set([...(await proposedKeys(request, token, pdfOf(resumeId))), 'basic.name', 'basic.mobile']),
      );
      await useSession(context, baseURL!, token, lang);
      const started = Date.now();
      await page.goto(`/delivery?id=${job.id}`);
      await page.getByRole('button', { name: t.fill }).click();

      // Upload the PDF inside the dialog, then read it.
      await page
        .getByTestId('fill-file-input')
        .setInputFiles({ name: `${resumeId}.pdf`, mimeType: 'application/pdf', buffer: pdfOf(resumeId) });
      const row = page.locator('li').filter({ hasText: `${resumeId}.pdf` });
      await row.getByRole('button', { name: t.read }).click();

      // The proposal: each item with its confidence; the low ones flagged; nothing changed yet.
      await expect(
        page.getByText(lang === 'en-US' ? 'Ctrip Computer Technology' : '北京字节跳动科技有限公司').first(),
      ).toBeVisible();
      await expect(page.getByText(/\d+%/).first()).toBeVisible();
      await shoot(page, `fill-proposal-${isMobile(page) ? 'mobile' : 'desktop'}-${lang}`);

      // One field on its own, then all the new ones at once.
      await page
        .getByRole('button', { name: lang === 'en-US' ? /^Take( |$)/ : /^采用( |$)/ })
        .first()
        .click();
      await expect(page.getByText(t.taken).first()).toBeVisible();
      await page.getByRole('button', { name: t.takeAll }).click();
      await expect(page.getByText(t.taken).first()).toBeVisible();
      await page
        .getByRole('button', { name: lang === 'en-US' ? 'Done' : '完成' })
        .first()
        .click();
      await expect(page.getByRole('button', { name: t.takeAll })).toBeHidden();

      // The form now holds the file's entries; the candidate applies.
      const company = lang === 'en-US' ? 'Ctrip Computer Technology' : '北京字节跳动科技有限公司';
      await expect(page.locator('[data-field="workHistory.0.company"] input')).toHaveValue(company);
      await shoot(page, `fill-applied-form-${isMobile(page) ? 'mobile' : 'desktop'}-${lang}`);
      await page.getByRole('button', { name: t.submit }).click();
      if (lang === 'en-US') await expectApplicationSubmitted(page, job.title);
      else await expect(page.getByText('投递成功').first()).toBeVisible();
      expect(Date.now() - started).toBeLessThan(120_000);
    },
  );
}

test(
  'on /resume, a candidate fills the editor from an uploaded PDF and saves',
  { tag: '@phone' },
  async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    const { token } = await registerCandidate(request, {
      prefix: '19',
      fullname: 'Anna Kowalska',
      password: PASSWORD,
    });
    await data(
      await request.post('/api/resume/Resume/UploadCustomResume', {
        headers: apiHeaders('1', token),
        multipart: {
          file: {
            name: 'anna-cv.pdf',
            mimeType: 'application/pdf',
            buffer: pdfOf('en-education-table-anna-kowalska'),
          },
        },
      }),
    );
    await useSession(context, baseURL!, token);
    await page.goto('/resume');
    await page.getByRole('button', { name: 'Fill from my resume file' }).click();
    await page
      .locator('li')
      .filter({ hasText: 'anna-cv.pdf' })
      .getByRole('button', { name: 'Read this file' })
      .click();
    // The education table's two rows become two entries; the candidate's own name stays as it is.
    await expect(page.getByText('Cracow University of Economics').first()).toBeVisible();
    await expect(page.getByText('Already there').first()).toBeVisible();
    await shoot(page, `fill-resume-page-${isMobile(page) ? 'mobile' : 'desktop'}`);
    await page.getByRole('button', { name: /^Take all new/ }).click();
    await page.getByRole('button', { name: 'Done' }).first().click();
    await expect(page.locator('[data-field="education.1.school"] input')).toHaveValue(
      'Jagiellonian University',
    );
    await expect(page.getByText('You have unsaved changes').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save resume' }).click();
    await expect(page.getByText(/^Last saved \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} \D+$/)).toBeVisible();
    await expect(page.getByText('You have unsaved changes')).toBeHidden();
  },
);
