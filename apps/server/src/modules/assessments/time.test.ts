import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppErrorCode } from '@tmp/contracts';
import { assessmentAssignments } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { api, assign, newCandidate, questionIds, type TCandidate } from './assessments.test-helpers.ts';
import { sweepAssessments } from './settle.service.ts';

const ctx = useTestApp();
const call = api(ctx);
const MINUTE = 60_000;

/** A started 15-minute workplace quiz with one right answer (2 points) saved. */
const startedQuiz = async (who?: TCandidate) => {
  const candidate = who ?? (await newCandidate(ctx));
  const id = await assign(ctx, candidate, 'workplace');
  const clock = (await call.start(candidate, id)).body.data;
  const [single] = questionIds((await call.get(candidate, id)).body.data, 'single');
  await call.save(candidate, id, [{ questionId: single!, value: 'B', clientSeq: 1 }]);
  return { who: candidate, id, single: single!, endsAt: clock.endsAt! };
};

const statusOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ status: assessmentAssignments.status, auto: assessmentAssignments.autoSubmitted })
      .from(assessmentAssignments)
      .where(eq(assessmentAssignments.id, id))
  )[0];

describe("the server's clock", () => {
  it('counts down by the server and accepts saves within the grace after time-up', async () => {
    ctx.clock.freeze();
    try {
      const { who, id, single } = await startedQuiz();
      ctx.clock.advance(10 * MINUTE);
      expect((await call.get(who, id)).body.data.assessment.remainingSeconds).toBe(5 * 60);
      ctx.clock.advance(5 * MINUTE + 3000);
      const late = await call.save(who, id, [{ questionId: single, value: 'A', clientSeq: 2 }]);
      expect(late.body.code).toBe(0);
      expect(late.body.data.remainingSeconds).toBe(0);
    } finally {
      ctx.clock.thaw();
    }
  });

  it("refuses saves and submits after time-up, with 'Very regret! Test time is up' in both languages", async () => {
    const { who, id, single } = await startedQuiz();
    ctx.clock.advance(15 * MINUTE + 6000);
    const save = await call.save(who, id, [{ questionId: single, value: 'A', clientSeq: 2 }]);
    expect(save.status).toBe(200);
    expect(save.body).toEqual({
      code: AppErrorCode.AssessmentTimeUp,
      message: 'Very regret! Test time is up',
      data: null,
    });
    const zh = await call.save(who, id, [], 'zh-cn');
    expect(zh.body.message).toBe('很遗憾！考试时间已到');
    const submit = await call.submit(who, id, [{ questionId: single, value: 'A', clientSeq: 3 }]);
    expect(submit.body).toMatchObject({
      code: AppErrorCode.AssessmentTimeUp,
      message: 'Very regret! Test time is up',
    });
    // The refusal carries what was submitted at time-up: the saved answer, not the late one.
    expect(submit.body.data).toMatchObject({ id, status: 3, autoSubmitted: true, score: 2 });
    const again = await call.submit(who, id);
    expect(again.body.code).toBe(AppErrorCode.AssessmentTimeUp);
    expect((await call.start(who, id)).body.code).toBe(AppErrorCode.AssessmentTimeUp);
  });
});

describe('automatic submission', () => {
  it('submits with what was saved when the candidate reads after time-up', async () => {
    const { who, id, endsAt } = await startedQuiz();
    ctx.clock.advance(20 * MINUTE);
    const read = await call.get(who, id);
    expect(read.body.data.assessment).toMatchObject({
      status: 3,
      statusName: 'Submitted',
      submittedAt: endsAt,
      remainingSeconds: null,
      score: 2,
    });
    expect(read.body.data.outcome).toMatchObject({
      autoSubmitted: true,
      score: 2,
      maxScore: 10,
      result: 'failed',
    });
    expect(read.body.data.answers).toHaveLength(1);
  });

  it('submits by the sweep, whether or not the candidate comes back', async () => {
    const { id } = await startedQuiz();
    ctx.clock.advance(15 * MINUTE + 6000);
    expect(await statusOf(id)).toEqual({ status: 2, auto: false });
    expect(await sweepAssessments(ctx.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toEqual({ status: 3, auto: true });
    expect(await sweepAssessments(ctx.app.deps)).toBe(0);
  });

  it('runs the sweep as a periodic job on the job queue', async () => {
    const { id } = await startedQuiz();
    ctx.clock.advance(16 * MINUTE);
    expect(await statusOf(id)).toEqual({ status: 2, auto: false });
    await ctx.app.deps.jobs.runDue();
    expect(await statusOf(id)).toEqual({ status: 3, auto: true });
  });
});

describe('deadlines', () => {
  it('expires an assessment never started by its deadline', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'aptitude', { deadlineInMinutes: 10 });
    ctx.clock.advance(11 * MINUTE);
    const list = await call.list(who, { pageIndex: 1, pageSize: 10 });
    expect(list.body.data.list.map((item) => [item.id, item.status, item.statusName])).toEqual([
      [id, 4, 'Expired'],
    ]);
    const start = await call.start(who, id, 'zh-cn');
    expect(start.body).toEqual({
      code: AppErrorCode.AssessmentExpired,
      message: '该测评已过截止时间',
      data: null,
    });
    expect((await call.todo(who)).body.data).toEqual({ list: [], recordcount: 0 });
  });

  it('gives the full duration to a start just before the deadline', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'aptitude', { deadlineInMinutes: 5, durationMinutes: 20 });
    ctx.clock.advance(4 * MINUTE);
    const start = await call.start(who, id);
    expect(start.body.data.remainingSeconds).toBe(20 * 60);
    ctx.clock.advance(10 * MINUTE);
    const read = await call.get(who, id);
    expect(read.body.data.assessment).toMatchObject({ status: 2, remainingSeconds: 10 * 60 });
  });
});
