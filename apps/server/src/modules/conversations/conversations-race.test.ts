import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { applicationEvents, closingSurveys } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { closeIfOverdue } from './answer-by.service.ts';
import {
  DAY,
  conversationApi,
  freshToken,
  hrOf,
  messagesTo,
  newApplicant,
  workingDaysAfter,
} from './conversations.test-helpers.ts';

// Races only show on the PostgreSQL server: run with DATABASE_URL set (CI's second run does).
const ctx = useTestApp();
const api = conversationApi(ctx);
const FIVE = [1, 2, 3, 4, 5];
const codes = (results: Array<{ body: { code: number } }>) =>
  results.map((r) => r.body.code).sort((a, b) => a - b);

describe('"only once" rules under simultaneous requests', () => {
  it('five HR messages at once tell the candidate once; two extensions at once apply once', async () => {
    const hr = await hrOf(ctx);
    const cid = await newApplicant(ctx, 'rn');
    const sent = await Promise.all(
      FIVE.map((n) => api.hrWrite(hr.token, { applicationId: cid.applicationId, text: `Message ${n}` })),
    );
    expect(codes(sent)).toEqual([0, 0, 0, 0, 0]);
    await ctx.app.deps.jobs.runDue();
    expect((await messagesTo(ctx, cid.phone)).filter((m) => m.includes('/apply'))).toHaveLength(1);

    const body = (days: number) => ({
      applicationId: cid.applicationId,
      answerBy: workingDaysAfter(ctx.clock.now(), days),
      reason: 'Waiting for the panel',
    });
    const extended = await Promise.all(
      [12, 13].map((d) => api.post(hr.token, '/api/hr/Applicant/ExtendAnswerBy', body(d))),
    );
    expect(codes(extended)).toEqual([0, AppErrorCode.AnswerByExtendedOnce]);
  });

  it('five withdrawals at once withdraw once; five survey answers at once keep one', async () => {
    const cid = await newApplicant(ctx, 'rw');
    const withdrawn = await Promise.all(FIVE.map(() => api.withdraw(cid.token, cid.applicationId)));
    expect(codes(withdrawn)).toEqual([0, ...Array(4).fill(AppErrorCode.ApplicationAlreadyWithdrawn)]);
    const events = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, cid.applicationId));
    expect(events.filter((e) => e.status === 7)).toHaveLength(1);

    const answers = await Promise.all(
      FIVE.map((n) =>
        api.survey(cid.token, { applicationId: cid.applicationId, recommend: n, informed: 'yes' }),
      ),
    );
    expect(codes(answers)).toEqual([0, ...Array(4).fill(AppErrorCode.SurveyDone)]);
    const kept = await ctx.database.db
      .select()
      .from(closingSurveys)
      .where(eq(closingSurveys.applicationId, cid.applicationId));
    expect(kept).toHaveLength(1);
  });

  it('an overdue application closes once however many sweeps run at once', async () => {
    const cid = await newApplicant(ctx, 'rc');
    ctx.clock.advance(30 * DAY);
    const runs = await Promise.all(FIVE.map(() => closeIfOverdue(ctx.app.deps, 1, cid.applicationId)));
    expect(runs.filter(Boolean)).toHaveLength(1);
    const events = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, cid.applicationId));
    expect(events.map((e) => e.status)).toEqual([1, 6]);
    await ctx.app.deps.jobs.runDue();
    expect(
      (await messagesTo(ctx, cid.phone)).filter((m) => m.includes('感谢您的关注与耐心等待')),
    ).toHaveLength(1);
    const records = await api.records(await freshToken(ctx, cid.userId));
    expect(records.body.data.list[0]).toMatchObject({ status: 6, answerBy: null });
  });
});
