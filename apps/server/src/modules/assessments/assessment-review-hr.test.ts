import { describe, expect, it } from 'vitest';
import {
  AppErrorCode,
  hrCancelAssessmentRoute,
  hrGetAssessmentResultRoute,
  hrMarkAssessmentAbsentRoute,
  hrQueryAssessmentResultsRoute,
  hrScoreEssayAnswersRoute,
  type THrAssessmentDetail,
  type TPage,
  type THrAssessmentResult,
} from '@tmp/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { bearer, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import {
  api,
  assign,
  newCandidate,
  questionIds,
  type TCandidate,
} from '../assessments/assessments.test-helpers.ts';

const ctx = useTestApp();
const DAY = 24 * 60 * 60_000;

type TLang = 'en-us' | 'zh-cn';
const as = <T>(
  token: string,
  route: { method: 'GET' | 'POST'; path: string },
  input: { body?: object; query?: Record<string, string>; customerid?: number; lang?: TLang },
) => callApi<T>(ctx.app, { method: route.method, url: route.path, headers: bearer(token), ...input });

const detailOf = (hr: string, id: number, lang?: TLang) =>
  as<THrAssessmentDetail>(hr, hrGetAssessmentResultRoute, { query: { id: String(id) }, lang });

/** The candidate answers the aptitude test (every objective answer right) with an essay, and submits. */
const takeAptitude = async (who: TCandidate) => {
  const id = await assign(ctx, who, 'aptitude');
  await api(ctx).start(who, id);
  const q = (await api(ctx).get(who, id)).body.data;
  const [essay] = questionIds(q, 'essay');
  const submit = await api(ctx).submit(who, id, [
    { questionId: essay!, value: 'I would listen first, then agree on next steps.', clientSeq: 1 },
  ]);
  expect(submit.body.data.result).toBe('pendingReview');
  return { id, essayId: essay!, questions: q.questions };
};

describe('HR reviews an assessment', () => {
  it('shows every answer and the correct one, and scores the essay with the totals recomputed', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const who = await newCandidate(ctx);
    const { id, essayId, questions } = await takeAptitude(who);

    const detail = (await detailOf(hr, id)).body.data;
    expect(detail).toMatchObject({ status: 3, result: 'pendingReview', resultName: 'Awaiting review' });
    expect(detail.questions).toHaveLength(questions.length);
    const essay = detail.questions.find((q) => q.id === essayId)!;
    expect(essay).toMatchObject({ kind: 'essay', score: null, answer: expect.stringContaining('listen') });
    const single = detail.questions.find((q) => q.kind === 'single')!;
    expect(single).toMatchObject({ answer: null, score: 0, correctAnswer: expect.any(String) });
    expect(single.options.length).toBeGreaterThan(1);

    const tooHigh = await as(hr, hrScoreEssayAnswersRoute, {
      body: { id, scores: [{ questionId: essayId, score: essay.points + 1 }] },
    });
    expect(tooHigh.body).toMatchObject({
      code: AppErrorCode.EssayScoreInvalid,
      message: `Question ${essay.no}: the score must be between 0 and ${essay.points}`,
    });
    const notEssay = await as(hr, hrScoreEssayAnswersRoute, {
      body: { id, scores: [{ questionId: single.id, score: 1 }] },
      lang: 'zh-cn',
    });
    expect(notEssay.body.message).toBe(`第${single.no}题为自动评分，只有问答题需要人工评分`);
    const negative = await as(hr, hrScoreEssayAnswersRoute, {
      body: { id, scores: [{ questionId: essayId, score: -1 }] },
    });
    expect(negative.status).toBe(400);
    expect((await detailOf(hr, id)).body.data.result).toBe('pendingReview');

    const scored = await as<{ score: number; result: string }>(hr, hrScoreEssayAnswersRoute, {
      body: { id, scores: [{ questionId: essayId, score: 8.5 }] },
    });
    expect(scored.body).toMatchObject({
      code: 0,
      message: 'Scores saved',
      data: { score: 8.5, maxScore: 21, result: 'failed', resultName: 'Not passed' },
    });
    const after = (await detailOf(hr, id, 'zh-cn')).body.data;
    expect(after).toMatchObject({ score: 8.5, result: 'failed', resultName: '未通过' });
    expect(after.questions.find((q) => q.id === essayId)!.score).toBe(8.5);
    const mine = await api(ctx).list(who, { pageIndex: 1, pageSize: 10 });
    expect(mine.body.data.list.find((item) => item.id === id)).toMatchObject({
      score: 8.5,
      result: 'failed',
    });
  });

  it('refuses to score an assessment that is not submitted, and an unanswered essay', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'aptitude');
    await api(ctx).start(who, id);
    const [essay] = questionIds((await api(ctx).get(who, id)).body.data, 'essay');
    const early = await as(hr, hrScoreEssayAnswersRoute, {
      body: { id, scores: [{ questionId: essay!, score: 5 }] },
    });
    expect(early.body).toMatchObject({
      code: AppErrorCode.AssessmentNotReviewable,
      message: 'Essay answers can be scored once the assessment is submitted',
    });
    const running = (await detailOf(hr, id)).body.data;
    expect(running.status).toBe(2);
    expect(running.questions.every((q) => q.score === null)).toBe(true);
    await api(ctx).submit(who, id);
    const blank = await as(hr, hrScoreEssayAnswersRoute, {
      body: { id, scores: [{ questionId: essay!, score: 5 }] },
    });
    expect(blank.body.message).toMatch(/^Question \d+ was not answered, so there is nothing to score$/);
  });

  it('cancels an assignment not yet started and tells the candidate, who can no longer start it', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'workplace');
    const before = (await detailOf(hr, id)).body.data;
    expect(before.questions).toEqual([]);
    const cancelled = await as(hr, hrCancelAssessmentRoute, { body: { id } });
    expect(cancelled.body).toMatchObject({
      code: 0,
      message: 'Assessment cancelled',
      data: { id, status: 5, statusName: 'Cancelled' },
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, who.userId));
    await ctx.app.deps.jobs.runDue();
    const [sms] = await findOutboxMessages(ctx.database.db, 1, user!.phone!, 1);
    expect(sms!.text).toContain('has been cancelled');
    expect((await api(ctx).start(who, id)).body.code).toBe(AppErrorCode.AssessmentUnavailable);
    const again = await as(hr, hrCancelAssessmentRoute, { body: { id }, lang: 'zh-cn' });
    expect(again.body).toMatchObject({
      code: AppErrorCode.AssessmentNotCancellable,
      message: '只能取消考生尚未开始的测评',
    });
    const filtered = await as<TPage<THrAssessmentResult>>(hr, hrQueryAssessmentResultsRoute, {
      body: { pageIndex: 1, pageSize: 100, status: 5 },
    });
    expect(filtered.body.data.list.map((r) => r.id)).toContain(id);
  });

  it('marks absent a to-do or expired assignment, never a started one', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const who = await newCandidate(ctx);
    const started = await assign(ctx, who, 'workplace');
    await api(ctx).start(who, started);
    const refused = await as(hr, hrMarkAssessmentAbsentRoute, { body: { id: started } });
    expect(refused.body).toMatchObject({
      code: AppErrorCode.AssessmentNotCancellable,
      message: 'Only an assessment the candidate has not started can be marked absent',
    });
    const refusedCancel = await as(hr, hrCancelAssessmentRoute, { body: { id: started } });
    expect(refusedCancel.body.code).toBe(AppErrorCode.AssessmentNotCancellable);
    expect((await detailOf(hr, started)).body.data.status).toBe(2);

    const todo = await assign(ctx, who, 'aptitude');
    const absent = await as(hr, hrMarkAssessmentAbsentRoute, { body: { id: todo }, lang: 'zh-cn' });
    expect(absent.body).toMatchObject({
      code: 0,
      message: '已标记为缺考',
      data: { status: 6, statusName: '缺考' },
    });

    const late = await assign(ctx, who, 'typing-en', { deadlineInMinutes: 60 });
    ctx.clock.advance(2 * DAY);
    // An HR session idles out after 12 hours: sign in again on the later day.
    const hrLater = await tokenFor(ctx.app, HR_EMAIL, 1);
    expect((await detailOf(hrLater, late)).body.data.status).toBe(4);
    expect((await as(hrLater, hrCancelAssessmentRoute, { body: { id: late } })).body.code).toBe(
      AppErrorCode.AssessmentNotCancellable,
    );
    const absentLate = await as(hrLater, hrMarkAssessmentAbsentRoute, { body: { id: late } });
    expect(absentLate.body.data).toMatchObject({ status: 6 });
  });

  it('refuses every review call to a candidate, to no token and to another customer', async () => {
    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const hr2 = await tokenFor(ctx.app, HR_EMAIL, 2);
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'workplace');
    const calls = [
      { route: hrGetAssessmentResultRoute, input: { query: { id: String(id) } } },
      { route: hrCancelAssessmentRoute, input: { body: { id } } },
      { route: hrMarkAssessmentAbsentRoute, input: { body: { id } } },
      { route: hrScoreEssayAnswersRoute, input: { body: { id, scores: [{ questionId: 1, score: 1 }] } } },
    ];
    for (const { route, input } of calls) {
      expect((await as(who.token, route, input)).status).toBe(403);
      const anonymous = await callApi(ctx.app, { method: route.method, url: route.path, ...input });
      expect(anonymous.status).toBe(401);
      const foreign = await as(hr2, route, { ...input, customerid: 2 });
      expect(foreign.body).toMatchObject({ code: AppErrorCode.AssessmentNotFound });
      const crossed = await as(hr, route, { ...input, customerid: 2 });
      expect(crossed.status).toBe(403);
    }
    expect((await detailOf(hr, id)).body.data.status).toBe(1);
  });
});
