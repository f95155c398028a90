import { describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  AppErrorCode,
  getMyConsentsRoute,
  getUserInfoRoute,
  hrQueryAuditLogRoute,
  keepMyDataRoute,
  queryPagingRecommendRecordsRoute,
  saveMyConsentsRoute,
  saveUserResumeRoute,
  type TApplicantDetail,
  type TAuditEntry,
  type TMyConsents,
  type TPage,
  type TRecommendRecord,
} from '@tmp/contracts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import {
  applications,
  assessmentAnswers,
  assessmentAssignments,
  jobs,
  resumeFiles,
  resumes,
} from '../../db/schema/index.ts';
import { bearer } from '../../test/accounts-helpers.ts';
import { multipartFile, samplePdf } from '../../test/files.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { api, assign, questionIds } from '../assessments/assessments.test-helpers.ts';
import { hrOf, newApplicant } from '../interviews/interviews.test-helpers.ts';

const ctx = useTestApp({ devOutbox: true });
const DAY = 24 * 60 * 60_000;

const tokenIn = (text: string) => /\/privacy\/keep\?token=([\w-]+)/.exec(text)?.[1];

describe('retention of personal data', () => {
  it('warns 30 days ahead, keeps 12 more months once the link is used (once), then deletes data and files but keeps counts', async () => {
    const { db } = ctx.database;
    const hr = await hrOf(ctx);
    const who = await newApplicant(ctx, 'RT');
    // A resume of their own, an uploaded PDF and assessment answers.
    const ownResume = await callApi(ctx.app, {
      method: 'POST',
      url: saveUserResumeRoute.path,
      body: { resume: { basic: { name: 'Ret Tention', mobile: who.phone, email: 'ret@example.com' } } },
      headers: bearer(who.token),
    });
    expect(ownResume.body.code).toBe(0);
    const upload = multipartFile('cv.pdf', samplePdf('Retention'));
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/resume/Resume/UploadCustomResume',
      headers: { customerid: '1', 'content-type': upload.contentType, ...bearer(who.token) },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const [file] = await db.select().from(resumeFiles).where(eq(resumeFiles.userId, who.userId));
    expect(await ctx.app.deps.adapters.storage.get(file!.storageKey)).toBeTruthy();
    const candidate = { token: who.token, customerId: 1, userId: who.userId };
    const assessmentId = await assign(ctx, candidate, 'aptitude');
    await api(ctx).start(candidate, assessmentId);
    const q = (await api(ctx).get(candidate, assessmentId)).body.data;
    const [essay] = questionIds(q, 'essay');
    await api(ctx).submit(candidate, assessmentId, [
      { questionId: essay!, value: 'Kept answer', clientSeq: 1 },
    ]);

    // HR closes the application: the 12 months (the customer's setting) start now.
    const closed = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/hr/Applicant/ChangeApplicantStatus',
      body: { id: who.applicationId, status: 6, note: 'Thank you.' },
      headers: bearer(hr.token),
    });
    expect(closed.body.code).toBe(0);
    const kept = async (token = hr.token) =>
      (
        await callApi<TApplicantDetail>(ctx.app, {
          url: '/api/hr/Applicant/GetApplicant',
          query: { id: String(who.applicationId) },
          headers: bearer(token),
        })
      ).body.data;
    expect((await kept()).personalDataDeletedAt).toBeNull();

    // 30 days before the 12 months end.
    ctx.clock.advance(335 * DAY);
    await ctx.app.deps.jobs.runDue();
    const notices = async () =>
      (await findOutboxMessages(db, 1, who.phone, 20)).filter((m) => tokenIn(m.text));
    const [notice] = await notices();
    const token = tokenIn(notice!.text);
    expect(notice!.text).toContain('To keep it 12 more months, open http://localhost/privacy/keep?token=');
    // The task running again sends no second notice for the same date.
    await ctx.app.deps.jobs.runDue();
    expect(await notices()).toHaveLength(1);

    // The link needs no sign-in, and works once.
    const extended = await callApi<{ keptUntil: string }>(ctx.app, {
      method: 'POST',
      url: keepMyDataRoute.path,
      body: { token },
    });
    expect(extended.body).toMatchObject({
      code: 0,
      message: 'Thank you: we will keep your data for 12 more months',
    });
    const keptDays = (new Date(extended.body.data.keptUntil).getTime() - ctx.clock.now().getTime()) / DAY;
    expect(keptDays).toBeGreaterThan(390);
    expect(keptDays).toBeLessThan(400);
    const again = await callApi(ctx.app, {
      method: 'POST',
      url: keepMyDataRoute.path,
      body: { token },
      lang: 'zh-cn',
    });
    expect(again.body).toMatchObject({
      code: AppErrorCode.RetentionLinkInvalid,
      message: '该链接无效或已被使用',
    });

    // Past the first date: kept.
    ctx.clock.advance(60 * DAY);
    await ctx.app.deps.jobs.runDue();
    expect(await db.select().from(resumes).where(eq(resumes.userId, who.userId))).toHaveLength(1);

    // 30 days before the extension ends, a new notice; past it, deleted, files too; the application and the
    // assessment's result stay.
    const appsBefore = (
      await db.select({ n: count() }).from(applications).where(eq(applications.customerId, 1))
    )[0]!.n;
    ctx.clock.advance(310 * DAY);
    await ctx.app.deps.jobs.runDue();
    expect(await notices()).toHaveLength(2);
    expect(await db.select().from(resumes).where(eq(resumes.userId, who.userId))).toHaveLength(1);
    ctx.clock.advance(40 * DAY);
    await ctx.app.deps.jobs.runDue();
    expect(await db.select().from(resumes).where(eq(resumes.userId, who.userId))).toHaveLength(0);
    expect(await db.select().from(resumeFiles).where(eq(resumeFiles.userId, who.userId))).toHaveLength(0);
    expect(await ctx.app.deps.adapters.storage.get(file!.storageKey)).toBeFalsy();
    const [assignment] = await db
      .select()
      .from(assessmentAssignments)
      .where(eq(assessmentAssignments.id, assessmentId));
    expect(assignment).toMatchObject({ status: 3 });
    const answers = await db
      .select()
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.assignmentId, assessmentId));
    expect(answers.every((a) => a.value === null)).toBe(true);
    const appsAfter = (
      await db.select({ n: count() }).from(applications).where(eq(applications.customerId, 1))
    )[0]!.n;
    expect(appsAfter).toBe(appsBefore);
    const [application] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.id, who.applicationId)));
    expect(application).toMatchObject({ status: 6 });
    expect(JSON.stringify(application!.resumeSnapshot)).not.toContain(who.phone);

    // HR sees when, and the audit log says so.
    const hrToken = await hrOf(ctx);
    const deletedOn = new Date(ctx.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(await kept(hrToken.token)).toMatchObject({ personalDataDeletedAt: deletedOn, status: 6 });
    const log = await callApi<TPage<TAuditEntry>>(ctx.app, {
      url: hrQueryAuditLogRoute.path,
      query: { candidateId: String(who.userId), action: 'retention.anonymise' },
      headers: bearer(hrToken.token),
    });
    expect(log.body.data.list).toEqual([
      expect.objectContaining({ userId: null, candidateId: who.userId, action: 'retention.anonymise' }),
    ]);
  });

  it("moves one candidate's retention clock for browser journeys (development only)", async () => {
    const hr = await hrOf(ctx);
    const who = await newApplicant(ctx, 'DV');
    await callApi(ctx.app, {
      method: 'POST',
      url: '/api/hr/Applicant/ChangeApplicantStatus',
      body: { id: who.applicationId, status: 6, note: '' },
      headers: bearer(hr.token),
    });
    const elapse = (days: number) =>
      callApi(ctx.app, {
        method: 'POST',
        url: '/api/dev/privacy/retention/elapse',
        body: { account: who.phone, days },
      });
    expect((await elapse(340)).body.code).toBe(0);
    await ctx.app.deps.jobs.runDue();
    const messages = await findOutboxMessages(ctx.database.db, 1, who.phone, 20);
    expect(messages.some((m) => tokenIn(m.text))).toBe(true);
    expect((await elapse(40)).body.code).toBe(0);
    const [application] = await ctx.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, who.applicationId));
    expect(application!.resumeSnapshot.basic).toEqual({ name: 'Deleted user' });
    const unknown = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/dev/privacy/retention/elapse',
      body: { account: '19999999999', days: 1 },
    });
    expect(unknown.body.code).not.toBe(0);
  });

  it('keeps a talent-pool candidate, and asks for consents again under a new policy', async () => {
    const who = await newApplicant(ctx, 'TP');
    const info = await callApi<{ consentRequired?: boolean }>(ctx.app, {
      url: getUserInfoRoute.path,
      headers: bearer(who.token),
    });
    // A user made without accepting the current policy is asked.
    expect(info.body.data.consentRequired).toBe(true);
    const saved = await callApi<TMyConsents>(ctx.app, {
      method: 'POST',
      url: saveMyConsentsRoute.path,
      body: { purposes: { application: true, talentPool: true, referral: false } },
      headers: bearer(who.token),
    });
    expect(saved.body.data.consentRequired).toBe(false);
    const mine = await callApi<TMyConsents>(ctx.app, {
      url: getMyConsentsRoute.path,
      headers: bearer(who.token),
    });
    expect(mine.body.data.consents).toEqual([
      expect.objectContaining({
        purpose: 'application',
        granted: true,
        policyVersion: mine.body.data.policyVersion,
      }),
      expect.objectContaining({ purpose: 'talentPool', granted: true }),
      expect.objectContaining({ purpose: 'referral', granted: false }),
      expect.objectContaining({ purpose: 'crossBorder', granted: false, at: null }),
    ]);
    // Their referrer no longer sees the application's status.
    const referrer = await newApplicant(ctx, 'RF');
    await ctx.database.db
      .update(applications)
      .set({ referrerUserId: referrer.userId })
      .where(eq(applications.id, who.applicationId));
    const referred = await callApi<TPage<TRecommendRecord>>(ctx.app, {
      method: queryPagingRecommendRecordsRoute.method,
      url: queryPagingRecommendRecordsRoute.path,
      body: {},
      headers: bearer(referrer.token),
    });
    expect(referred.body.data.list).toEqual([
      expect.objectContaining({
        id: who.applicationId,
        status: 0,
        statusName: 'Kept private by the candidate',
      }),
    ]);
    // Without the `application` consent, applying is refused until it is given again.
    await callApi(ctx.app, {
      method: 'POST',
      url: saveMyConsentsRoute.path,
      body: { purposes: { application: false } },
      headers: bearer(who.token),
    });
    const [otherJob] = await ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.customerId, 1), eq(jobs.isOnline, true)))
      .orderBy(desc(jobs.id))
      .limit(1);
    const apply = () =>
      callApi(ctx.app, {
        method: 'POST',
        url: saveUserResumeRoute.path,
        body: { positionId: otherJob!.id, resume: { basic: { name: 'Tal Pool', mobile: who.phone } } },
        headers: bearer(who.token),
      });
    expect((await apply()).body).toMatchObject({
      code: AppErrorCode.ApplicationConsentWithdrawn,
      message: expect.stringContaining('My data and privacy'),
    });
    await callApi(ctx.app, {
      method: 'POST',
      url: saveMyConsentsRoute.path,
      body: { purposes: { application: true } },
      headers: bearer(who.token),
    });
    expect((await apply()).body.code).not.toBe(AppErrorCode.ApplicationConsentWithdrawn);
    const after = await callApi<{ consentRequired?: boolean }>(ctx.app, {
      url: getUserInfoRoute.path,
      headers: bearer(who.token),
    });
    expect(after.body.data.consentRequired).toBe(false);
    const bad = await callApi(ctx.app, {
      method: 'POST',
      url: saveMyConsentsRoute.path,
      body: { purposes: { marketing: true } },
      headers: bearer(who.token),
    });
    expect(bad.status).toBe(400);
  });
});
