import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  getMyDataAccessLogRoute,
  hrQueryAuditLogRoute,
  type TAuditEntry,
  type TDataAccessEntry,
  type TPage,
} from '@tmp/contracts';
import { bearer } from '../../test/accounts-helpers.ts';
import { multipartFile, samplePdf } from '../../test/files.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { api, assign, questionIds } from '../assessments/assessments.test-helpers.ts';
import { hrOf, newApplicant } from '../interviews/interviews.test-helpers.ts';
import { runAdmin } from '../operator/operator.ts';
import { csvCell } from './audit.view.ts';

const ctx = useTestApp();

const admin = async (...argv: string[]) => {
  const out: string[] = [];
  const code = await runAdmin(argv, {
    db: ctx.database.db,
    out: (line) => out.push(line),
    now: ctx.clock.now,
  });
  return { code, out: out.join('\n') };
};

/** A fresh applicant with an uploaded PDF and a submitted assessment. */
const applicantWithRecords = async () => {
  const who = await newApplicant(ctx, 'AU');
  const upload = multipartFile('cv.pdf', samplePdf('Audit'));
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/resume/Resume/UploadCustomResume',
    headers: { customerid: '1', 'content-type': upload.contentType, ...bearer(who.token) },
    payload: upload.payload,
  });
  const fileId = (uploaded.json() as { data: { id: number } }).data.id;
  const candidate = { token: who.token, customerId: 1, userId: who.userId };
  const assessmentId = await assign(ctx, candidate, 'aptitude');
  await api(ctx).start(candidate, assessmentId);
  const q = (await api(ctx).get(candidate, assessmentId)).body.data;
  const [essay] = questionIds(q, 'essay');
  await api(ctx).submit(candidate, assessmentId, [{ questionId: essay!, value: 'My answer', clientSeq: 1 }]);
  return { ...who, fileId, assessmentId };
};

describe('the audit log', () => {
  it("records an HR manager's reads of a resume, its PDF and exam answers for the admin and the candidate", async () => {
    const hr = await hrOf(ctx);
    const who = await applicantWithRecords();
    const asHr = { headers: bearer(hr.token), ip: '203.0.113.7' };
    const resume = await callApi(ctx.app, {
      url: '/api/hr/Applicant/GetApplicant',
      query: { id: String(who.applicationId) },
      ...asHr,
    });
    expect(resume.body.code).toBe(0);
    const pdf = await ctx.app.inject({
      url: `/api/hr/Applicant/DownloadResumeFile/${who.fileId}`,
      headers: { customerid: '1', ...bearer(hr.token) },
    });
    expect(pdf.statusCode).toBe(200);
    const answers = await callApi(ctx.app, {
      url: '/api/hr/Assessment/GetAssessmentResult',
      query: { id: String(who.assessmentId) },
      ...asHr,
    });
    expect(answers.body.code).toBe(0);
    // A list of applicants shows no one's resume: it is not recorded.
    await callApi(ctx.app, {
      method: 'POST',
      url: '/api/hr/Applicant/QueryPagingApplicants',
      body: {},
      ...asHr,
    });

    const log = await callApi<TPage<TAuditEntry>>(ctx.app, {
      url: hrQueryAuditLogRoute.path,
      query: { candidateId: String(who.userId) },
      ...asHr,
    });
    expect(log.body.data.recordcount).toBe(3);
    expect(log.body.data.list.map((e) => e.action)).toEqual([
      'assessment.view',
      'resumeFile.download',
      'resume.view',
    ]);
    expect(log.body.data.list[2]).toMatchObject({
      userId: hr.userId,
      roles: expect.arrayContaining([2, 3]),
      candidateId: who.userId,
      objectType: 'application',
      objectId: String(who.applicationId),
      ip: '203.0.113.7',
      requestId: expect.any(String),
      actionName: 'Viewed your resume',
    });
    const byAction = await callApi<TPage<TAuditEntry>>(ctx.app, {
      url: hrQueryAuditLogRoute.path,
      query: { action: 'resumeFile.download', userId: String(hr.userId), pageSize: '1' },
      ...asHr,
    });
    expect(byAction.body.data.list[0]).toMatchObject({
      objectId: String(who.fileId),
      candidateId: who.userId,
    });
    const now = ctx.clock.now().getTime();
    const between = async (from: number, to: number) =>
      (
        await callApi<TPage<TAuditEntry>>(ctx.app, {
          url: hrQueryAuditLogRoute.path,
          query: {
            candidateId: String(who.userId),
            from: new Date(from).toISOString(),
            to: new Date(to).toISOString(),
          },
          ...asHr,
        })
      ).body.data.recordcount;
    expect(await between(now - 3_600_000, now + 1000)).toBe(3);
    expect(await between(now - 7_200_000, now - 3_600_000)).toBe(0);
    const badDate = await callApi(ctx.app, {
      url: hrQueryAuditLogRoute.path,
      query: { from: 'yesterday' },
      lang: 'zh-cn',
      ...asHr,
    });
    expect(badDate).toMatchObject({ status: 400, body: { message: expect.stringContaining('输入错误') } });

    const mine = await callApi<TPage<TDataAccessEntry>>(ctx.app, {
      url: getMyDataAccessLogRoute.path,
      headers: bearer(who.token),
      lang: 'zh-cn',
    });
    expect(mine.body.data.recordcount).toBe(3);
    expect(mine.body.data.list.map((e) => e.what)).toEqual([
      '查看了您的测评答案',
      '下载了您上传的简历文件',
      '查看了您的简历',
    ]);
    expect(mine.body.data.list[0]).toMatchObject({ role: 'HR 经理', who: expect.any(String) });
    expect(JSON.stringify(mine.body.data)).not.toContain('203.0.113.7');

    // The candidate cannot read the admin's log; the export is CSV with its own line first.
    const refused = await callApi(ctx.app, { url: hrQueryAuditLogRoute.path, headers: bearer(who.token) });
    expect(refused.status).toBe(403);
    const csv = await ctx.app.inject({
      url: '/api/hr/Audit/ExportAuditLog',
      query: { candidateId: String(who.userId) },
      headers: { customerid: '1', ...bearer(hr.token) },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('"assessment.view"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1+2')).toBe(`"'-1+2"`);
  });

  it('records a change with the change itself: once when it is made, never when it is refused', async () => {
    const hr = await hrOf(ctx);
    const who = await newApplicant(ctx, 'CH');
    const change = (status: number) =>
      callApi(ctx.app, {
        method: 'POST',
        url: '/api/hr/Applicant/ChangeApplicantStatus',
        body: { id: who.applicationId, status, note: '' },
        headers: bearer(hr.token),
      });
    // Hired only comes from the candidate accepting an offer: refused, and nothing recorded.
    expect((await change(5)).body.code).not.toBe(0);
    expect((await change(2)).body.code).toBe(0);
    const log = await callApi<TPage<TAuditEntry>>(ctx.app, {
      url: hrQueryAuditLogRoute.path,
      query: { candidateId: String(who.userId) },
      headers: bearer(hr.token),
    });
    expect(log.body.data.list).toEqual([
      expect.objectContaining({
        action: 'application.status',
        objectType: 'application',
        objectId: String(who.applicationId),
        userId: hr.userId,
      }),
    ]);
    // A change of the company settings names no candidate.
    const settings = await callApi<Record<string, unknown>>(ctx.app, {
      url: '/api/hr/Company/GetSettings',
      headers: bearer(hr.token),
    });
    const { logo: _logo, ...input } = settings.body.data;
    const saved = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/hr/Company/SaveSettings',
      body: { ...input, retentionMonths: 18 },
      headers: bearer(hr.token),
    });
    expect(saved.body).toMatchObject({ code: 0, data: { retentionMonths: 18 } });
    const tooLong = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/hr/Company/SaveSettings',
      body: { ...input, retentionMonths: 121 },
      headers: bearer(hr.token),
    });
    expect(tooLong.body.message).toContain('1 to 120 months');
    const settingsLog = await callApi<TPage<TAuditEntry>>(ctx.app, {
      url: hrQueryAuditLogRoute.path,
      query: { action: 'settings.company' },
      headers: bearer(hr.token),
    });
    expect(settingsLog.body.data.list).toEqual([
      expect.objectContaining({ candidateId: null, actionName: 'Changed the company settings' }),
    ]);
  });

  it('refuses changes to its rows, and audit:verify names a row deleted behind its back', async () => {
    const db = ctx.database.db;
    expect(await admin('audit:verify', '--customer', '1')).toMatchObject({ code: 0 });
    await expect(db.execute(sql`UPDATE audit_log SET action = 'x' WHERE customer_id = 1`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log WHERE customer_id = 1`)).rejects.toThrow();
    // Only the table's owner switching the trigger off gets past it: the chain still tells.
    await db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    await db.execute(sql`DELETE FROM audit_log WHERE customer_id = 1 AND seq = 2`);
    await db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    const verdict = await admin('audit:verify', '--customer', '1');
    expect(verdict.code).toBe(1);
    expect(verdict.out).toContain('row seq 2 deleted');
  });
});
