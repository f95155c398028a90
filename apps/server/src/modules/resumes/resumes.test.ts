import { describe, expect, it } from 'vitest';
import {
  AppErrorCode,
  emptyResume,
  findMissingFields,
  RESUME_FIELD_KEYS,
  type TResumeFile,
  type TResumeSectionConfig,
  type TSelectionItem,
} from '@tmp/contracts';
import { jobs } from '../../db/schema/index.ts';
import { bearer, DEMO_PHONE, tokenFor } from '../../test/accounts-helpers.ts';
import { multipartFile, samplePdf, samplePng } from '../../test/files.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const R = '/api/resume/Resume';

const options = async (group: string) =>
  (await callApi<TSelectionItem[]>(ctx.app, { url: `/api/found/Option/GetSelection${group}` })).body.data;

const fullResume = async () => ({
  basic: {
    name: '王小明',
    gender: (await options('Gender'))[0]!.value,
    birthDate: '1996-04-02',
    address: '上海市浦东新区',
    mobile: DEMO_PHONE,
    email: 'xiaoming@example.com',
  },
  other: {
    idNumber: '310101199604021234',
    expectedSalaryMin: 12000,
    expectedSalaryMax: 18000,
    emergencyPhone: '+86 139-0000-0000',
  },
  workHistory: [
    { company: 'Acme', position: 'Engineer', startDate: '2019-07-01', endDate: '2023-06-30', salary: 15000 },
  ],
  education: [
    {
      degree: (await options('Degree'))[0]!.value,
      school: 'Fudan University',
      major: 'CS',
      startDate: '2015-09-01',
      endDate: '2019-06-30',
    },
  ],
  additional: { currentStatus: 'available', earliestStartDate: '2026-12-01', seriousIllness: false },
  skills: [{ type: 'language', name: 'English', level: (await options('LanguageProficiency'))[0]!.value }],
  homeOffice: { separateRoom: true, network: 'fiber', soundproofing: true, acceptPhysicalCheck: true },
});

const save = (token: string, body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  callApi<{ applicationId: number | null; updatedAt: string }>(ctx.app, {
    method: 'POST',
    url: `${R}/SaveUserResume`,
    headers: bearer(token),
    body,
    lang,
  });

describe('resume form configuration', () => {
  it('lists every section of the privacy text with labels, options and required fields', async () => {
    const res = await callApi<{ sections: TResumeSectionConfig[] }>(ctx.app, {
      url: `${R}/GetCustomerResumeFields`,
      lang: 'zh-cn',
    });
    expect(res.body.data.sections.map((s) => s.key)).toEqual([
      'basic',
      'other',
      'workHistory',
      'education',
      'additional',
      'skills',
      'homeOffice',
    ]);
    const basic = res.body.data.sections[0]!;
    expect(basic.name).toBe('基本信息');
    expect(basic.fields.find((f) => f.name === 'name')).toMatchObject({ label: '姓名', required: true });
    expect(basic.fields.find((f) => f.name === 'gender')!.options!.length).toBeGreaterThan(1);
    const other = res.body.data.sections.find((s) => s.key === 'additional')!;
    expect(other.fields.find((f) => f.name === 'criminalRecord')!.reason).toMatch(/[\u4e00-\u9fff]/);
    const items = await callApi<Array<{ id: number; key: string }>>(ctx.app, { url: `${R}/GetResumeItems` });
    expect(items.body.data.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("marks a job's required fields when given the position", async () => {
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .limit(50)
      .then((rows) =>
        rows.filter((j) => j.requiredFields.includes('education') && j.customerId === 1 && j.isOnline),
      );
    const res = await callApi<{ sections: TResumeSectionConfig[] }>(ctx.app, {
      url: `${R}/GetCustomerResumeFields`,
      query: { positionId: String(job!.id) },
    });
    expect(res.body.data.sections.find((s) => s.key === 'education')!.required).toBe(true);
  });

  it('requires the ID type wherever the ID number is required', async () => {
    const [job] = await ctx.database.db
      .select()
      .from(jobs)
      .then((rows) => rows.filter((j) => j.requiredFields.includes('other.idNumber') && j.customerId === 1));
    const res = await callApi<{ sections: TResumeSectionConfig[] }>(ctx.app, {
      url: `${R}/GetCustomerResumeFields`,
      query: { positionId: String(job!.id) },
    });
    const other = res.body.data.sections.find((s) => s.key === 'other')!;
    const requiredOf = (name: string) => other.fields.find((f) => f.name === name)!.required;
    expect([requiredOf('idNumber'), requiredOf('idType')]).toEqual([true, true]);
    const resume = { ...emptyResume(), other: { idNumber: '110101199003070011' } };
    expect(findMissingFields(resume, ['other.idNumber'])).toEqual(['other.idType']);
  });

  it('only names field keys the resume has in the demo jobs', async () => {
    const rows = await ctx.database.db.select({ required: jobs.requiredFields }).from(jobs);
    const unknown = rows.flatMap((r) => r.required).filter((k) => !RESUME_FIELD_KEYS.includes(k));
    expect(unknown).toEqual([]);
  });
});

describe('resume', () => {
  it('prefills a new resume from the account, then saves and reads back a full resume', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const before = await callApi<{ resume: Record<string, any>; updatedAt: string | null }>(ctx.app, {
      url: `${R}/GetUserResumeDetail`,
      headers: bearer(token),
    });
    expect(before.body.data.resume.basic.mobile).toBe(DEMO_PHONE);
    expect(before.headers['cache-control']).toBe('no-store');
    const resume = await fullResume();
    const saved = await save(token, { resume });
    expect(saved.body).toMatchObject({ code: 0, message: 'Resume saved', data: { applicationId: null } });
    const after = await callApi<{ resume: Record<string, any>; updatedAt: string }>(ctx.app, {
      url: `${R}/GetUserResumeDetail`,
      headers: bearer(token),
    });
    expect(after.body.data.resume).toEqual(resume);
    expect(after.body.data.updatedAt).toBe(saved.body.data.updatedAt);
  });

  it('refuses every invalid value with its translated message and keeps the stored resume', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const good = await fullResume();
    await save(token, { resume: good });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { ...good, basic: { ...good.basic, birthDate: '1996-02-30' } },
        'resume.basic.birthDate',
        'Please enter a date as yyyy-mm-dd',
      ],
      [
        { ...good, basic: { ...good.basic, mobile: '12345' } },
        'resume.basic.mobile',
        'Please enter a valid mobile number',
      ],
      [{ ...good, basic: { ...good.basic, email: 'nope' } }, 'resume.basic.email', 'Invalid email'],
      [
        {
          ...good,
          workHistory: [{ ...good.workHistory[0], startDate: '2024-01-01', endDate: '2023-01-01' }],
        },
        'resume.workHistory.0.endDate',
        'Start time cannot exceed end time',
      ],
      [
        { ...good, other: { ...good.other, expectedSalaryMax: 100 } },
        'resume.other.expectedSalaryMax',
        'Maximum cannot be below minimum',
      ],
      [
        { ...good, other: { ...good.other, expectedSalaryMin: -1 } },
        'resume.other.expectedSalaryMin',
        'Please enter a number of 0 or more',
      ],
      [
        { ...good, additional: { currentStatus: 'sleeping' } },
        'resume.additional.currentStatus',
        'Input error',
      ],
      [
        { ...good, basic: { ...good.basic, name: 'x'.repeat(51) } },
        'resume.basic.name',
        'The text is too long',
      ],
    ];
    for (const [resume, field, message] of cases) {
      const res = await save(token, { resume });
      expect(res.status, field).toBe(400);
      expect(res.body.data, field).toMatchObject({ fields: { [field]: message } });
    }
    const badOption = await save(token, { resume: { ...good, basic: { ...good.basic, gender: 999999 } } });
    expect(badOption.body).toMatchObject({
      code: AppErrorCode.BadOption,
      data: { fields: { 'resume.basic.gender': 'Please choose a value from the list' } },
    });
    const zh = await save(token, { resume: { ...good, basic: { ...good.basic, mobile: '1' } } }, 'zh-cn');
    expect(zh.body.message).toBe('请输入正确的手机号');
    const after = await callApi<{ resume: Record<string, unknown> }>(ctx.app, {
      url: `${R}/GetUserResumeDetail`,
      headers: bearer(token),
    });
    expect(after.body.data.resume).toEqual(good);
  });

  it('needs a token', async () => {
    expect((await callApi(ctx.app, { url: `${R}/GetUserResumeDetail` })).status).toBe(401);
  });
});

describe('custom resume files', () => {
  const upload = (token: string, fileName: string, data: Buffer, type = 'application/pdf') => {
    const { payload, contentType } = multipartFile(fileName, data, type);
    return ctx.app.inject({
      method: 'POST',
      url: `${R}/UploadCustomResume`,
      headers: { ...bearer(token), customerid: '1', lang: 'en-us', 'content-type': contentType },
      payload,
    });
  };

  it('uploads a PDF, lists it, downloads it as an attachment, and deletes it', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const pdf = samplePdf('Wang Xiaoming');
    const res = await upload(token, '../../etc/我的简历"\u0000.pdf', pdf);
    expect(res.json()).toMatchObject({ code: 0, message: 'Upload succeeded', data: { size: pdf.length } });
    const file = res.json().data as TResumeFile;
    expect(file.fileName).toBe('我的简历.pdf');
    const list = await callApi<TResumeFile[]>(ctx.app, {
      url: `${R}/GetUserUploadCustomResume`,
      headers: bearer(token),
    });
    expect(list.body.data.map((f) => f.id)).toContain(file.id);

    const download = await ctx.app.inject({
      url: `${R}/DownloadCustomResume/${file.id}`,
      headers: { ...bearer(token), customerid: '1' },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename=".*\.pdf"; filename\*=UTF-8''/,
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const del = await callApi(ctx.app, {
      method: 'POST',
      url: `${R}/DeleteCustomResume/${file.id}`,
      headers: bearer(token),
    });
    expect(del.body.code).toBe(0);
    const gone = await ctx.app.inject({
      url: `${R}/DownloadCustomResume/${file.id}`,
      headers: { ...bearer(token), customerid: '1' },
    });
    expect(gone.json().code).toBe(AppErrorCode.FileNotFound);
  });

  it('refuses a renamed PNG, a file over 10 MB, and a request without a file', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    const png = await upload(token, 'photo.pdf', samplePng());
    expect(png.json()).toMatchObject({
      code: AppErrorCode.UploadRejected,
      message: 'Only PDF files can be uploaded',
    });
    const big = Buffer.concat([samplePdf(), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const large = await upload(token, 'big.pdf', big);
    expect(large.statusCode).toBe(400);
    expect(large.json().message).toBe('The file must not exceed 10 MB');
    const none = await callApi(ctx.app, {
      method: 'POST',
      url: `${R}/UploadCustomResume`,
      headers: bearer(token),
      body: {},
    });
    expect(none.body.message).toBe('Upload Failed');
  });

  it('keeps a file another candidate tries to delete or download', async () => {
    const owner = await tokenFor(ctx.app, DEMO_PHONE);
    const file = (await upload(owner, 'cv.pdf', samplePdf())).json().data as TResumeFile;
    const other = await tokenFor(ctx.app, 'hr@example.com');
    const del = await callApi(ctx.app, {
      method: 'POST',
      url: `${R}/DeleteCustomResume/${file.id}`,
      headers: bearer(other),
    });
    expect(del.body.code).toBe(AppErrorCode.FileNotFound);
    const peek = await ctx.app.inject({
      url: `${R}/DownloadCustomResume/${file.id}`,
      headers: { ...bearer(other), customerid: '1' },
    });
    expect(peek.json().code).toBe(AppErrorCode.FileNotFound);
    const still = await ctx.app.inject({
      url: `${R}/DownloadCustomResume/${file.id}`,
      headers: { ...bearer(owner), customerid: '1' },
    });
    expect(still.statusCode).toBe(200);
  });
});
