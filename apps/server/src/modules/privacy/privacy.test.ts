import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { eq } from 'drizzle-orm';
import {
  AGREEMENT_VERSION,
  AppErrorCode,
  DOWNLOAD_MY_DATA_PATH,
  hrQueryApplicantsRoute,
  type TPage,
  type TResumeFile,
} from '@tmp/contracts';
import { resumeFiles, users } from '../../db/schema/index.ts';
import { b64, bearer, HR_EMAIL, latestCode, login, sendCode, tokenFor } from '../../test/accounts-helpers.ts';
import { multipartFile, samplePdf } from '../../test/files.ts';
import { completeResume } from '../../test/resume-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ devOutbox: true });

/** A fresh candidate who registered, saved a resume, uploaded a PDF and applied to a job. */
const activeCandidate = async (phone: string) => {
  await sendCode(ctx.app, phone);
  const code = await latestCode(ctx.database.db, 1, phone);
  await callApi(ctx.app, {
    method: 'POST',
    url: '/api/user/Account/NameRegisteredUser',
    body: {
      account: b64(phone),
      code,
      password: b64('Private2026'),
      confirmpassword: b64('Private2026'),
      fullname: '赵六',
    },
  });
  const token = await tokenFor(ctx.app, phone, 1, 'Private2026');
  const jobs = await callApi<TPage<{ id: number }>>(ctx.app, {
    method: 'POST',
    url: '/api/job/Position/QueryPagingPositions',
    body: {},
  });
  const resume = await completeResume(ctx.app, '赵六', phone);
  const jobId = jobs.body.data.list[0]!.id;
  await callApi(ctx.app, {
    method: 'POST',
    url: '/api/resume/Resume/SaveUserResume',
    headers: bearer(token),
    body: { resume },
  });
  const { payload, contentType } = multipartFile('cv.pdf', samplePdf('Zhao Liu'));
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/resume/Resume/UploadCustomResume',
    headers: { ...bearer(token), customerid: '1', 'content-type': contentType },
    payload,
  });
  const applied = await callApi<{ applicationId: number }>(ctx.app, {
    method: 'POST',
    url: '/api/resume/Resume/SaveUserResume',
    headers: bearer(token),
    body: { resume, positionId: jobId },
  });
  return {
    token,
    file: upload.json().data as TResumeFile,
    jobId,
    applicationId: applied.body.data.applicationId,
  };
};

describe('personal data', () => {
  it('records which agreement version a registration accepted, and when', async () => {
    await activeCandidate('13600000001');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.phone, '13600000001'));
    expect(row!.agreementVersion).toBe(AGREEMENT_VERSION);
    expect(row!.agreedAt).toBeInstanceOf(Date);
  });

  it('downloads everything held about the candidate as a zip of data.json and their files', async () => {
    const me = await activeCandidate('13600000002');
    const res = await ctx.app.inject({
      url: DOWNLOAD_MY_DATA_PATH,
      headers: { ...bearer(me.token), customerid: '1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(strFromU8(zip['data.json']!)) as Record<string, any>;
    expect(data.account).toMatchObject({ phone: '13600000002', name: '赵六' });
    expect(data.account).not.toHaveProperty('passwordHash');
    expect(data.resume.basic.name).toBe('赵六');
    expect(data.applications).toEqual([
      expect.objectContaining({
        id: me.applicationId,
        resumeAsSubmitted: expect.objectContaining({ basic: expect.any(Object) }),
      }),
    ]);
    expect(data.messages.some((m: { text: string }) => /\d{6}/.test(m.text))).toBe(true);
    expect(Buffer.from(zip[`files/${me.file.id}-cv.pdf`]!).equals(samplePdf('Zhao Liu'))).toBe(true);
    expect(
      (await ctx.app.inject({ url: DOWNLOAD_MY_DATA_PATH, headers: { customerid: '1' } })).statusCode,
    ).toBe(401);
  });

  it('deletes the account after the password is confirmed, keeping the application anonymised', async () => {
    const me = await activeCandidate('13600000003');
    const wrong = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/user/DeleteMyAccount',
      headers: bearer(me.token),
      body: { password: b64('nope12345') },
    });
    expect(wrong.body).toMatchObject({
      code: AppErrorCode.BadCredentials,
      message: 'The password is not correct',
    });

    const res = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/user/DeleteMyAccount',
      headers: bearer(me.token),
      body: { password: b64('Private2026') },
    });
    expect(res.body.code).toBe(0);
    expect(
      (await callApi(ctx.app, { url: '/api/user/user/GetUserInfo', headers: bearer(me.token) })).status,
    ).toBe(401);
    expect((await login(ctx.app, '13600000003', 'Private2026')).body.code).toBe(AppErrorCode.BadCredentials);
    expect(await ctx.database.db.select().from(resumeFiles).where(eq(resumeFiles.id, me.file.id))).toEqual(
      [],
    );

    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const applicants = await callApi<TPage<{ id: number; candidateName: string; contact: string }>>(ctx.app, {
      method: 'POST',
      url: hrQueryApplicantsRoute.path,
      headers: bearer(hr),
      body: { pageIndex: 1, pageSize: 10, jobId: me.jobId },
    });
    const kept = applicants.body.data.list.find((a) => a.id === me.applicationId)!;
    expect(kept).toMatchObject({ candidateName: 'Deleted user', contact: '' });

    // The number is free again: a new registration with it starts from nothing.
    ctx.clock.advance(61_000);
    await sendCode(ctx.app, '13600000003');
    const code = await latestCode(ctx.database.db, 1, '13600000003');
    const again = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/NameRegisteredUser',
      body: {
        account: b64('13600000003'),
        code,
        password: b64('Again2026ok'),
        confirmpassword: b64('Again2026ok'),
        fullname: 'New',
      },
    });
    expect(again.body.code).toBe(0);
  });
});
