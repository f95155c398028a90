import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { translate, type TPage, type TRecommendRecord, type TUserInfo } from '@tmp/contracts';
import { applicationEvents, applications, jobs } from '../db/schema/index.ts';
import { bearer, DEMO_PHONE, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { completeResume } from '../test/resume-helpers.ts';
import { callApi, useTestApp } from '../test/test-app.ts';
import { newCandidate } from '../modules/assessments/assessments.test-helpers.ts';
import { newApplicant } from '../modules/interviews/interviews.test-helpers.ts';
import { accepted, refusals, simultaneously } from './races.helpers.ts';

const ctx = useTestApp();
const A = '/api/resume/ApplyForm';

const onlineJob = async () =>
  (
    await ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.customerId, 1), eq(jobs.isOnline, true)))
      .limit(1)
  )[0]!.id;

describe('applying under simultaneous requests', () => {
  it('records one application, one first status and one referral from 20 simultaneous applies', async () => {
    const demo = await tokenFor(ctx.app, DEMO_PHONE);
    const info = await callApi<TUserInfo>(ctx.app, {
      url: '/api/user/user/GetUserInfo',
      headers: bearer(demo),
    });
    const referralsOf = async () =>
      (
        await callApi<TPage<TRecommendRecord>>(ctx.app, {
          method: 'POST',
          url: `${A}/QueryPagingRecommendRecords`,
          headers: bearer(demo),
          body: { pageIndex: 1, pageSize: 100 },
        })
      ).body.data.recordcount;
    const referralsBefore = await referralsOf();
    const who = await newCandidate(ctx);
    const jobId = await onlineJob();
    const resume = await completeResume(ctx.app, 'Race Runner', '13712345678');
    const answers = await simultaneously(20, () =>
      callApi<{ applicationId: number | null }>(ctx.app, {
        method: 'POST',
        url: '/api/resume/Resume/SaveUserResume',
        headers: bearer(who.token),
        body: { resume, positionId: jobId, recommendCode: info.body.data.recommendCode },
      }),
    );
    expect(accepted(answers)).toBe(1);
    expect(refusals(answers)).toEqual([translate('applications.duplicate', 'en-us')]);
    const rows = await ctx.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.userId, who.userId), eq(applications.jobId, jobId)));
    expect(rows).toHaveLength(1);
    const events = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, rows[0]!.id));
    expect(events).toHaveLength(1);
    expect(await referralsOf()).toBe(referralsBefore + 1);
  });
});

describe('HR status changes under simultaneous requests', () => {
  it('applies one of ten simultaneous closings of one application; the others are refused and change nothing', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const { applicationId } = await newApplicant(ctx, 'race');
    const answers = await simultaneously(10, (i) =>
      callApi(ctx.app, {
        method: 'POST',
        url: '/api/hr/Applicant/ChangeApplicantStatus',
        headers: bearer(hr),
        body: { id: applicationId, status: i % 2 === 0 ? 6 : 7 },
      }),
    );
    expect(accepted(answers)).toBe(1);
    const events = await ctx.database.db
      .select({ status: applicationEvents.status })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    expect(events).toHaveLength(2);
    const [row] = await ctx.database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(refusals(answers)).toEqual([
      `This application is closed (“${row!.status === 6 ? 'Not suitable' : 'Withdrawn'}”); its status no longer changes.`,
    ]);
    expect(events[1]!.status).toBe(row!.status);
  });
});
