import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AppErrorCode,
  ZResume,
  type TParsedResume,
  type TResumeFile,
  type TSelectionItem,
} from '@tmp/contracts';
import { bearer, DEMO_PHONE, tokenFor } from '../../test/accounts-helpers.ts';
import { multipartFile } from '../../test/files.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const R = '/api/resume/Resume';
const CORPUS = path.join(import.meta.dirname, 'resume-parse', 'corpus', 'files');

/** A PDF whose only page is a drawing, as a scanner or a photo of a resume gives. */
const scannedPdf = () =>
  Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj',
      '4 0 obj << /Length 36 >> stream\n0.5 g 50 50 495 742 re f 0 g 1 w S\nendstream endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
  );

const upload = async (token: string, data: Buffer) => {
  const { payload, contentType } = multipartFile('resume.pdf', data);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${R}/UploadCustomResume`,
    headers: { ...bearer(token), customerid: '1', lang: 'en-us', 'content-type': contentType },
    payload,
  });
  return (res.json() as { data: TResumeFile }).data;
};

const parse = (token: string, id: number | string, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  callApi<TParsedResume>(ctx.app, {
    method: 'POST',
    url: `${R}/ParseCustomResume/${id}`,
    headers: bearer(token),
    lang,
  });

const corpusPdf = (id: string) => readFileSync(path.join(CORPUS, `${id}.pdfkit.pdf`));

describe('reading an uploaded resume into a proposal', () => {
  it('proposes a saveable resume with a confidence and source per field, and saves nothing', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const before = await callApi(ctx.app, { url: `${R}/GetUserResumeDetail`, headers: bearer(token) });
    const file = await upload(token, corpusPdf('zh-inline-zhang-wei'));
    const res = await parse(token, file.id, 'zh-cn');
    expect(res.body).toMatchObject({ code: 0, message: '已读取简历，请逐项核对' });
    const { resume, fields, updatedAt, columns } = res.body.data;
    expect(updatedAt).toBeNull();
    expect(columns).toBe(1);
    expect(resume.basic).toMatchObject({ name: '张伟', mobile: '13800138000', email: 'zhangwei1995@qq.com' });
    expect(resume.workHistory).toMatchObject([
      { company: '北京字节跳动科技有限公司', position: '高级后端开发工程师', startDate: '2021-07-01' },
      { company: '美团', startDate: '2019-07-01', endDate: '2021-06-01' },
    ]);
    const degrees = (
      await callApi<TSelectionItem[]>(ctx.app, { url: '/api/found/Option/GetSelectionDegree', lang: 'zh-cn' })
    ).body.data;
    const master = degrees.find((d) => d.text === '硕士')!.value;
    expect(resume.education).toMatchObject([
      { school: '北京邮电大学', degree: master },
      { school: '山东大学' },
    ]);
    const genders = (
      await callApi<TSelectionItem[]>(ctx.app, { url: '/api/found/Option/GetSelectionGender', lang: 'zh-cn' })
    ).body.data;
    expect(resume.basic).toMatchObject({ gender: genders.find((g) => g.text === '男')!.value });
    expect(fields['basic.name']).toMatchObject({ source: expect.stringContaining('张伟') });
    expect(fields['basic.name']!.confidence).toBeGreaterThan(0.5);
    expect(fields['workHistory.0.company']!.source).toContain('北京字节跳动科技有限公司');
    expect(Object.values(fields).every((f) => f.confidence > 0 && f.confidence <= 1)).toBe(true);
    expect(ZResume.safeParse(resume).success).toBe(true);
    const after = await callApi(ctx.app, { url: `${R}/GetUserResumeDetail`, headers: bearer(token) });
    expect(after.body.data).toEqual(before.body.data);
  });

  it('reads a two-column resume without mixing the sidebar into the experience', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const file = await upload(token, corpusPdf('en-sidebar-left-li-wei'));
    const { data } = (await parse(token, file.id)).body;
    expect(data.columns).toBe(2);
    expect(data.resume.workHistory).toMatchObject([
      { company: 'Ctrip Computer Technology', position: 'Backend Engineer', startDate: '2020-07-01' },
      { company: 'SAP Labs China', position: 'Software Engineer Intern' },
    ]);
    expect((data.resume.workHistory as Array<{ endDate?: string }>)[0]!.endDate).toBeUndefined();
  });

  it("answers another candidate's file, an unknown id and a bad id as not found or invalid", async () => {
    const owner = await tokenFor(ctx.app, DEMO_PHONE);
    const file = await upload(owner, corpusPdf('en-classic-daniel-reyes'));
    const other = await tokenFor(ctx.app, 'hr@example.com');
    for (const [token, id] of [
      [other, file.id],
      [owner, 2_000_000],
    ] as const) {
      const res = await parse(token, id);
      expect(res.body).toMatchObject({
        code: AppErrorCode.FileNotFound,
        message: 'This file does not exist',
      });
    }
    const bad = await parse(owner, 'abc');
    expect(bad.status).toBe(400);
    expect(
      (await callApi(ctx.app, { method: 'POST', url: `${R}/ParseCustomResume/${file.id}` })).status,
    ).toBe(401);
  });

  it('refuses a scanned PDF with no text and a broken PDF, in the request language', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const scanned = await upload(token, scannedPdf());
    const en = await parse(token, scanned.id);
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({
      code: AppErrorCode.ResumeNoText,
      message: expect.stringMatching(/^No text found/),
    });
    const zh = await parse(token, scanned.id, 'zh-cn');
    expect(zh.body.message).toMatch(/^未在该PDF中找到文字/);
    // A broken PDF no longer gets stored: the upload opens it with pdf.js and refuses it.
    const { payload, contentType } = multipartFile(
      'resume.pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x41)]),
    );
    const broken = await ctx.app.inject({
      method: 'POST',
      url: `${R}/UploadCustomResume`,
      headers: { ...bearer(token), customerid: '1', lang: 'en-us', 'content-type': contentType },
      payload,
    });
    expect(broken.json()).toMatchObject({
      code: AppErrorCode.UploadRejected,
      message: expect.stringMatching(/^This file is not a readable PDF/),
    });
  });
});
