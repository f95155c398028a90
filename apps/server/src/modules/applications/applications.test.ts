import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  AppErrorCode,
  type TApplyRecord,
  type TPage,
  type TRecommendRecord,
  type TUserInfo,
} from '@tmp/contracts';
import { applicationEvents, applications, jobs, resumes, sourceLogs } from '../../db/schema/index.ts';
import { b64, bearer, latestCode, sendCode, tokenFor } from '../../test/accounts-helpers.ts';
import { completeResume, minimalResume } from '../../test/resume-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp({ devOutbox: true });
const A = '/api/resume/ApplyForm';
let seq = 0;

/** A fresh candidate of customer 1, signed in. */
const newCandidate = async (name: string) => {
  const phone = `1370000${String(1000 + (seq += 1))}`;
  await sendCode(ctx.app, phone);
  const code = await latestCode(ctx.database.db, 1, phone);
  await callApi(ctx.app, {
    method: 'POST',
    url: '/api/user/Account/NameRegisteredUser',
    body: {
      account: b64(phone),
      code,
      password: b64('Apply2026ok'),
      confirmpassword: b64('Apply2026ok'),
      fullname: name,
    },
  });
  return { phone, token: await tokenFor(ctx.app, phone, 1, 'Apply2026ok') };
};

const resumeOf = (name: string, phone: string) => completeResume(ctx.app, name, phone);

const onlineJob = async (required: (r: string[]) => boolean) => {
  const rows = await ctx.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.customerId, 1), eq(jobs.isOnline, true)));
  return rows.find((j) => required(j.requiredFields))!;
};

const apply = (token: string, body: Record<string, unknown>, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  callApi<{ applicationId: number | null }>(ctx.app, {
    method: 'POST',
    url: '/api/resume/Resume/SaveUserResume',
    headers: bearer(token),
    body,
    lang,
  });

const records = (token: string, body: Record<string, unknown> = { pageIndex: 1, pageSize: 10 }) =>
  callApi<TPage<TApplyRecord>>(ctx.app, {
    method: 'POST',
    url: `${A}/QueryPagingApplyRecords`,
    headers: bearer(token),
    body,
  });

describe('applying', () => {
  it('names the missing required fields, in the request language, and applies nothing', async () => {
    const me = await newCandidate('周一');
    const job = await onlineJob((r) => r.includes('basic.gender') || r.includes('workHistory'));
    const res = await apply(me.token, { resume: minimalResume('周一', me.phone), positionId: job.id });
    expect(res.body.code).toBe(AppErrorCode.MissingResumeFields);
    expect(res.body.message).toMatch(/^Please complete these required fields first: /);
    const missing = (res.body.data as unknown as { missingFields: string[] }).missingFields;
    expect(missing.length).toBeGreaterThan(0);
    const zh = await apply(
      me.token,
      { resume: minimalResume('周一', me.phone), positionId: job.id },
      'zh-cn',
    );
    expect(zh.body.message).toMatch(/^请先填写以下必填项：/);
    expect((await records(me.token)).body.data.recordcount).toBe(0);
  });

  it('applies once with a snapshot of the resume, shows it under My applications, and refuses a second time', async () => {
    const me = await newCandidate('吴二');
    const job = await onlineJob(() => true);
    const first = await apply(me.token, {
      resume: await resumeOf('吴二', me.phone),
      positionId: job.id,
      sourceid: 7,
    });
    expect(first.body.code).toBe(0);
    expect(first.body.data.applicationId).toEqual(expect.any(Number));
    // A second try, with an edited resume, is refused and changes nothing: not even the saved resume.
    const resume = await resumeOf('吴二', me.phone);
    const edited = { ...resume, basic: { ...resume.basic, name: '吴二改' } };
    const again = await apply(me.token, { resume: edited, positionId: job.id });
    expect(again.body).toMatchObject({
      code: AppErrorCode.DuplicateApplication,
      message: 'You have already applied for this position',
    });
    const [mine] = await ctx.database.db
      .select({ userId: applications.userId })
      .from(applications)
      .where(eq(applications.id, first.body.data.applicationId!));
    const [saved] = await ctx.database.db.select().from(resumes).where(eq(resumes.userId, mine!.userId));
    expect(saved!.data.basic.name).toBe('吴二');
    const events = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, first.body.data.applicationId!));
    expect(events).toHaveLength(1);

    const list = await records(me.token);
    expect(list.body.data.recordcount).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      positionId: job.id,
      positionName: job.titleEn,
      status: 1,
      statusName: 'Submitted',
      offerId: null,
      history: [expect.objectContaining({ status: 1, statusName: 'Submitted' })],
    });
    const [row] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, first.body.data.applicationId!));
    expect(row!.resumeSnapshot.basic.name).toBe('吴二');
    expect(row!.sourceId).toBe(7);
  });

  it('refuses an offline requisition', async () => {
    const me = await newCandidate('郑三');
    const [offline] = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.customerId, 1), eq(jobs.isOnline, false)))
      .limit(1);
    const res = await apply(me.token, { resume: await resumeOf('郑三', me.phone), positionId: offline!.id });
    expect(res.body).toMatchObject({
      code: AppErrorCode.RequisitionOffline,
      message: 'This requisition is offline',
    });
  });

  it("refuses another customer's job as not found", async () => {
    const me = await newCandidate('王四');
    const [foreign] = await ctx.database.db.select().from(jobs).where(eq(jobs.customerId, 2)).limit(1);
    const res = await apply(me.token, { resume: await resumeOf('王四', me.phone), positionId: foreign!.id });
    expect(res.body.code).toBe(AppErrorCode.PositionNotFound);
  });
});

describe('referrals', () => {
  it("records who shared the link and lists it under the sharer's recommendations", async () => {
    const sharer = await newCandidate('Li Lei');
    const info = await callApi<TUserInfo>(ctx.app, {
      url: '/api/user/user/GetUserInfo',
      headers: bearer(sharer.token),
    });
    const friend = await newCandidate('Han Meimei');
    const job = await onlineJob(() => true);
    const log = await callApi(ctx.app, {
      method: 'POST',
      url: `${A}/SaveSourceLog`,
      headers: bearer(friend.token),
      body: { recommendCode: info.body.data.recommendCode, positionId: job.id, sourceid: 3 },
    });
    expect(log.body.code).toBe(0);
    const logged = await ctx.database.db.select().from(sourceLogs).where(eq(sourceLogs.jobId, job.id));
    expect(logged.some((l) => l.recommendCode === info.body.data.recommendCode && l.userId !== null)).toBe(
      true,
    );

    const res = await apply(friend.token, {
      resume: await resumeOf('Han Meimei', friend.phone),
      positionId: job.id,
      recommendCode: info.body.data.recommendCode.toLowerCase(),
    });
    expect(res.body.code).toBe(0);
    const mine = await callApi<TPage<TRecommendRecord>>(ctx.app, {
      method: 'POST',
      url: `${A}/QueryPagingRecommendRecords`,
      headers: bearer(sharer.token),
      body: { pageIndex: 1, pageSize: 10 },
      lang: 'zh-cn',
    });
    expect(mine.body.data.recordcount).toBe(1);
    expect(mine.body.data.list[0]).toMatchObject({
      candidateName: 'H** M***',
      positionId: job.id,
      status: 1,
      statusName: '已投递',
    });
    const friends = await callApi<TPage<TRecommendRecord>>(ctx.app, {
      method: 'POST',
      url: `${A}/QueryPagingRecommendRecords`,
      headers: bearer(friend.token),
      body: { pageIndex: 1, pageSize: 10 },
    });
    expect(friends.body.data.recordcount).toBe(0);
  });

  it('ignores a self-referral and an unknown code', async () => {
    const me = await newCandidate('Self Ref');
    const info = await callApi<TUserInfo>(ctx.app, {
      url: '/api/user/user/GetUserInfo',
      headers: bearer(me.token),
    });
    const jobsList = await ctx.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.customerId, 1), eq(jobs.isOnline, true)));
    const a = await apply(me.token, {
      resume: await resumeOf('Self Ref', me.phone),
      positionId: jobsList[0]!.id,
      recommendCode: info.body.data.recommendCode,
    });
    const b = await apply(me.token, {
      resume: await resumeOf('Self Ref', me.phone),
      positionId: jobsList[1]!.id,
      recommendCode: 'NOSUCHCODE',
    });
    const rows = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, a.body.data.applicationId!));
    const rowsB = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, b.body.data.applicationId!));
    expect(rows[0]!.referrerUserId).toBeNull();
    expect(rowsB[0]!.referrerUserId).toBeNull();
  });

  it('logs a visitor source without a token', async () => {
    const res = await callApi(ctx.app, { method: 'POST', url: `${A}/SaveSourceLog`, body: { sourceid: 12 } });
    expect(res.body.code).toBe(0);
  });
});

describe('records paging', () => {
  it('pages my applications and filters by status', async () => {
    const me = await newCandidate('Paging Person');
    const candidates = (
      await ctx.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.customerId, 1), eq(jobs.isOnline, true)))
    ).slice(0, 5);
    for (const job of candidates) {
      expect(
        (await apply(me.token, { resume: await resumeOf('Paging Person', me.phone), positionId: job.id }))
          .body.code,
      ).toBe(0);
    }
    const p1 = await records(me.token, { pageIndex: 1, pageSize: 2 });
    const p3 = await records(me.token, { pageIndex: 3, pageSize: 2 });
    expect(p1.body.data.recordcount).toBe(5);
    expect(p1.body.data.list).toHaveLength(2);
    expect(p3.body.data.list).toHaveLength(1);
    expect((await records(me.token, { pageIndex: 1, pageSize: 10, status: 4 })).body.data.recordcount).toBe(
      0,
    );
    expect((await records(me.token, { pageIndex: 1, pageSize: 101 })).status).toBe(400);
    expect(
      (await callApi(ctx.app, { method: 'POST', url: `${A}/QueryPagingApplyRecords`, body: {} })).status,
    ).toBe(401);
  });
});
