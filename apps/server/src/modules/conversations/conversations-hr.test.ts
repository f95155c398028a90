import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, InterviewStatus, Role } from '@tmp/contracts';
import { hrMemberSites, interviews, jobs } from '../../db/schema/index.ts';
import { applyDirectly } from '../../test/resume-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { insertUser } from '../accounts/accounts.repository.ts';
import { issueToken } from '../accounts/sessions.service.ts';
import { hoursAhead, interviewApi, interviewInput } from '../interviews/interviews.test-helpers.ts';
import {
  DAY,
  HOUR_MS,
  applicationStatus,
  conversationApi,
  freshToken,
  hrOf,
  jobOf,
  messagesTo,
  newApplicant,
} from './conversations.test-helpers.ts';

const ctx = useTestApp();
const api = conversationApi(ctx);
const RUN = Date.now().toString(36);
let seq = 0;

const newUser = async (values: { roles?: number[]; email?: string; phone?: string }) => {
  seq += 1;
  const user = (await insertUser(ctx.database.db, {
    customerId: 1,
    passwordHash: 'unused',
    displayName: `Person ${seq}`,
    recommendCode: `CV${RUN}${seq}`,
    ...values,
  }))!;
  return { id: user.id, token: await issueToken(ctx.app.deps, user) };
};

/** A candidate who applied to this job. */
const applicantOf = async (jobId: number) => {
  const phone = `135${RUN.slice(-4)}${String(seq + 1).padStart(4, '0')}`;
  const user = await newUser({ phone });
  const id = await applyDirectly(ctx.app, {
    customerId: 1,
    userId: user.id,
    jobId,
    name: `Candidate ${seq}`,
    phone,
  });
  return { ...user, applicationId: id };
};

const twoSites = async () => {
  const rows = await ctx.database.db
    .select({ siteId: jobs.siteId, jobId: sql<number>`min(${jobs.id})::int` })
    .from(jobs)
    .where(eq(jobs.customerId, 1))
    .groupBy(jobs.siteId)
    .orderBy(asc(jobs.siteId))
    .limit(2);
  return { a: rows[0]!, b: rows[1]! };
};

describe('HR members and conversations', () => {
  it("a recruiter reaches only their sites' conversations; an interviewer none", async () => {
    const { a, b } = await twoSites();
    const [inA, inB] = [await applicantOf(a.jobId), await applicantOf(b.jobId)];
    await api.write(inA.token, inA.applicationId, 'About site A');
    await api.write(inB.token, inB.applicationId, 'About site B');
    const recruiter = await newUser({ roles: [Role.Recruiter], email: `rec${RUN}@example.com` });
    await ctx.database.db
      .insert(hrMemberSites)
      .values({ customerId: 1, userId: recruiter.id, siteId: a.siteId });

    const list = await api.hrList(recruiter.token);
    expect(list.body.data.list.map((c: { applicationId: number }) => c.applicationId)).toEqual([
      inA.applicationId,
    ]);
    expect(list.body.data.unread).toBe(1);
    expect(list.body.data.recordcount).toBe(1);
    const byJob = await api.hrList(recruiter.token, { jobId: String(b.jobId) });
    expect(byJob.body.data).toMatchObject({ list: [], recordcount: 0, unread: 1 });
    expect((await api.hrOpen(recruiter.token, inA.applicationId)).body.code).toBe(0);
    const accessLog = await api.get(inA.token, '/api/resume/Privacy/GetMyDataAccessLog');
    expect(JSON.stringify(accessLog.body.data)).toContain('Read your messages about an application');
    const elsewhere = await api.hrOpen(recruiter.token, inB.applicationId);
    expect(elsewhere.body.code).toBe(AppErrorCode.ConversationNotFound);
    const write = await api.hrWrite(recruiter.token, { applicationId: inB.applicationId, text: 'Hi' });
    expect(write.body.code).toBe(AppErrorCode.ConversationNotFound);
    const extend = await api.post(recruiter.token, '/api/hr/Applicant/ExtendAnswerBy', {
      applicationId: inB.applicationId,
      answerBy: '2099-01-01',
      reason: 'x',
    });
    expect(extend.body.code).toBe(AppErrorCode.ConversationNotFound);

    const interviewer = await newUser({ roles: [Role.Interviewer], email: `int${RUN}@example.com` });
    expect((await api.hrList(interviewer.token)).status).toBe(403);
    expect((await api.get(interviewer.token, '/api/hr/Survey/QuerySurveyStats')).status).toBe(403);
  });

  it('a withdrawal cancels the interview; HR gets one digest a day of unread and overdue', async () => {
    const hr = await hrOf(ctx);
    const cid = await newApplicant(ctx, 'iv');
    const at = hoursAhead(ctx, 72).toISOString();
    const created = await interviewApi(ctx).create(
      hr.token,
      interviewInput([cid.applicationId], hr.userId, { startsAt: at }),
    );
    expect(created.body.code).toBe(0);
    expect((await api.withdraw(cid.token, cid.applicationId)).body.code).toBe(0);
    const [interview] = await ctx.database.db
      .select({ status: interviews.status })
      .from(interviews)
      .where(eq(interviews.id, created.body.data.ids[0]!));
    expect(interview!.status).toBe(InterviewStatus.Cancelled);

    // Unread messages wait; the digest goes from 8:00 in China, once a day however often the task runs.
    const waiting = await newApplicant(ctx, 'dg');
    await api.write(waiting.token, waiting.applicationId, 'Any news?');
    const chinaHour = new Date(ctx.clock.now().getTime() + 8 * HOUR_MS).getUTCHours();
    ctx.clock.advance(((24 + 9 - chinaHour) % 24) * HOUR_MS);
    await ctx.app.deps.jobs.runDue();
    await ctx.app.deps.jobs.runDue();
    const digests = (await messagesTo(ctx, 'hr@example.com')).filter((m) =>
      m.includes('Applicants are waiting'),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatch(/\d+ unread messages in \d+ conversations/);
    expect(digests[0]).toContain('候选人在等待');
  });
});

describe('withdrawing and the closing survey', () => {
  it('withdraws once, tells HR, lets the candidate apply again, and asks for one survey in six months', async () => {
    const hr = await hrOf(ctx);
    const cid = await newApplicant(ctx, 'leave');
    const done = await api.withdraw(cid.token, cid.applicationId, 'I accepted another offer');
    expect(done.body).toMatchObject({ code: 0, message: 'Your application has been withdrawn' });
    expect(await applicationStatus(ctx, cid.applicationId)).toBe(7);
    const again = await api.withdraw(cid.token, cid.applicationId, undefined, 'zh-cn');
    expect(again.body).toMatchObject({
      code: AppErrorCode.ApplicationAlreadyWithdrawn,
      message: '该申请已撤回',
    });
    const seen = await api.hrOpen(hr.token, cid.applicationId);
    expect(seen.body.data.messages.at(-1).text).toBe(
      'I have withdrawn my application. Reason: I accepted another offer',
    );
    await ctx.app.deps.jobs.runDue();
    expect(
      (await messagesTo(ctx, 'hr@example.com')).some((m) => m.includes('withdrew their application')),
    ).toBe(true);
    const other = await newApplicant(ctx, 'x');
    expect((await api.withdraw(other.token, cid.applicationId)).body.code).toBe(
      AppErrorCode.ConversationNotFound,
    );

    const jobId = await jobOf(ctx, cid.applicationId);
    const reapplied = await applyDirectly(ctx.app, {
      customerId: 1,
      userId: cid.userId,
      jobId,
      name: 'Again',
      phone: cid.phone,
    });
    expect(reapplied).not.toBe(cid.applicationId);

    const pending = await api.get(cid.token, '/api/resume/Survey/GetPendingSurvey');
    expect(pending.body.data).toMatchObject({ applicationId: cid.applicationId, statusName: 'Withdrawn' });
    const badScore = await api.survey(
      cid.token,
      { applicationId: cid.applicationId, recommend: 11, informed: 'yes' },
      'zh-cn',
    );
    expect(badScore.body).toMatchObject({ code: AppErrorCode.Validation, message: '请选择0到10之间的数字' });
    const open = await api.survey(cid.token, { applicationId: reapplied, recommend: 9, informed: 'yes' });
    expect(open.body.code).toBe(AppErrorCode.SurveyNotOpen);
    const ok = await api.survey(cid.token, {
      applicationId: cid.applicationId,
      recommend: 9,
      informed: 'partly',
      comment: 'Quick and kind',
    });
    expect(ok.body).toMatchObject({ code: 0, message: 'Thank you for your answers' });
    expect((await api.get(cid.token, '/api/resume/Survey/GetPendingSurvey')).body.data).toBeNull();
    const twice = await api.survey(cid.token, {
      applicationId: cid.applicationId,
      recommend: 3,
      informed: 'no',
    });
    expect(twice.body.code).toBe(AppErrorCode.SurveyDone);

    // One answer for a job and stage is hidden; three show as NPS and shares, with no name or comment.
    const stats = async () =>
      (await api.get(hr.token, '/api/hr/Survey/QuerySurveyStats', { jobId: String(jobId) })).body.data;
    expect(await stats()).toEqual({ groups: [], hiddenAnswers: 1 });
    for (const [tag, score] of [
      ['s1', 10],
      ['s2', 4],
    ] as const) {
      const person = await newApplicant(ctx, tag);
      await api.withdraw(person.token, person.applicationId);
      await api.survey(person.token, {
        applicationId: person.applicationId,
        recommend: score,
        informed: 'yes',
      });
    }
    const shown = await stats();
    expect(shown.groups).toEqual([
      expect.objectContaining({
        positionId: jobId,
        stage: 1,
        stageName: 'Submitted',
        answers: 3,
        nps: 33,
        informed: { yes: 67, partly: 33, no: 0 },
      }),
    ]);
    expect(JSON.stringify(shown)).not.toContain('Quick and kind');

    // Six months on, another closed application of the same candidate may be answered for.
    ctx.clock.advance(184 * DAY);
    const later = await freshToken(ctx, cid.userId);
    expect((await api.withdraw(later, reapplied)).body.code).toBe(0);
    const next = await api.get(later, '/api/resume/Survey/GetPendingSurvey');
    expect(next.body.data).toMatchObject({ applicationId: reapplied });
    expect(
      (await api.survey(later, { applicationId: reapplied, recommend: 8, informed: 'yes' })).body.code,
    ).toBe(0);
  });
});
