import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { useTestApp } from '../../test/test-app.ts';
import { api, assign, newCandidate, questionIds } from './assessments.test-helpers.ts';

const ctx = useTestApp();

interface TLoggedSession {
  logger: unknown;
  options: { logger?: unknown };
}
const call = api(ctx);

/** A candidate with the aptitude test (every kind but typing) started; its questions by kind. */
const startedAptitude = async () => {
  const who = await newCandidate(ctx);
  const id = await assign(ctx, who, 'aptitude');
  await call.start(who, id);
  const q = (await call.get(who, id)).body.data;
  const [single1, single2] = questionIds(q, 'single');
  const [tf1, tf2] = questionIds(q, 'trueFalse');
  const [multiple] = questionIds(q, 'multiple');
  const [fillIn] = questionIds(q, 'fillIn');
  const [essay] = questionIds(q, 'essay');
  return { who, id, q: { single1, single2, tf1, tf2, multiple, fillIn, essay } as Record<string, number> };
};

describe('StartToAnswerAssessment', () => {
  it("starts the server's clock once: a second start answers the same deadline", async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'workplace');
    const before = await call.get(who, id);
    expect(before.body.data.questions).toEqual([]);
    expect(before.body.data.assessment.remainingSeconds).toBeNull();
    const first = await call.start(who, id);
    expect(first.body).toMatchObject({ code: 0, message: 'The assessment has started' });
    expect(first.body.data).toMatchObject({ id, status: 2, remainingSeconds: 15 * 60 });
    const started = Date.parse(first.body.data.startedAt!);
    expect(Date.parse(first.body.data.endsAt!) - started).toBe(15 * 60_000);
    ctx.clock.advance(30_000);
    const second = await call.start(who, id);
    expect(second.body.data.endsAt).toBe(first.body.data.endsAt);
    expect(second.body.data.startedAt).toBe(first.body.data.startedAt);
    // The test clock runs on from the real one: a busy machine may add a second or two between calls.
    const counted = expect.toSatisfy((s: number) => s <= 15 * 60 - 30 && s >= 15 * 60 - 30 - 5);
    expect(second.body.data.remainingSeconds).toEqual(counted);
    const read = await call.get(who, id);
    expect(read.body.data.assessment).toMatchObject({
      status: 2,
      statusName: 'In progress',
      remainingSeconds: counted,
    });
    expect(read.body.data.questions).toHaveLength(4);
  });

  it('refuses to save before the start', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'workplace');
    const res = await call.save(who, id, [], 'zh-cn');
    expect(res.body).toEqual({
      code: AppErrorCode.AssessmentNotStarted,
      message: '请先开始测评再作答',
      data: null,
    });
  });
});

describe('questions never carry their correct answers', () => {
  it('GetAssessmentQuestionnaireById holds options, blanks and passages but no key', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'aptitude');
    await call.start(who, id);
    const res = await call.get(who, id, 'zh-cn');
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/answerKey|answer_key|correct|sixty|twenty-four/i);
    expect(res.body.data.questions.map((q) => q.kind)).toEqual([
      'single',
      'single',
      'multiple',
      'trueFalse',
      'trueFalse',
      'fillIn',
      'essay',
    ]);
    const fillIn = res.body.data.questions[5];
    expect(fillIn).toMatchObject({
      no: 6,
      title: '一小时有____分钟，一天有____小时。',
      blanks: 2,
      options: [],
    });
    expect(Object.keys(res.body.data.questions[0]!).sort()).toEqual(
      ['blanks', 'id', 'kind', 'no', 'options', 'points', 'title', 'typing'].sort(),
    );
    const typing = await newCandidate(ctx);
    const typingId = await assign(ctx, typing, 'typing-en');
    await call.start(typing, typingId);
    const [question] = (await call.get(typing, typingId)).body.data.questions;
    expect(question?.typing).toMatchObject({ language: 'en', durationSeconds: 600 });
    expect(question?.typing?.passage).toMatch(/^Good customer service starts with listening\./);
  });
});

describe('SaveAssessmentAnswers (autosave)', () => {
  it('saves and reads back every answer', async () => {
    const { who, id, q } = await startedAptitude();
    const answers = [
      { questionId: q.single1!, value: 'C', clientSeq: 1 },
      { questionId: q.multiple!, value: ['A', 'C'], clientSeq: 2 },
      { questionId: q.tf1!, value: false, clientSeq: 3 },
      { questionId: q.fillIn!, value: ['60', ''], clientSeq: 4 },
      { questionId: q.essay!, value: '我曾经帮助一位客户……', clientSeq: 5 },
    ];
    const res = await call.save(who, id, answers);
    expect(res.body).toMatchObject({ code: 0, message: 'Answers saved' });
    expect(res.body.data.saved).toHaveLength(5);
    expect(res.body.data.remainingSeconds).toBe(30 * 60);
    const read = (await call.get(who, id)).body.data.answers;
    expect(read.map(({ questionId, value, clientSeq }) => ({ questionId, value, clientSeq }))).toEqual(
      [...answers].sort((a, b) => a.questionId - b.questionId),
    );
  });

  it('saves in at most 3 SQL statements, the session check included', async () => {
    const { who, id, q } = await startedAptitude();
    await call.save(who, id, [{ questionId: q.single1!, value: 'A', clientSeq: 1 }]);
    // Every statement drizzle runs, in or out of a transaction, on this test's database.
    const session = (ctx.database.db as unknown as { session: TLoggedSession }).session;
    const statements: string[] = [];
    const logger = { logQuery: (query: string) => statements.push(query) };
    const saved = { own: session.logger, options: session.options.logger };
    session.logger = logger;
    session.options.logger = logger;
    try {
      const res = await call.save(who, id, [
        { questionId: q.single1!, value: 'B', clientSeq: 2 },
        { questionId: q.tf1!, value: true, clientSeq: 3 },
      ]);
      expect(res.body.data.saved).toEqual(
        [
          { questionId: q.single1, clientSeq: 2 },
          { questionId: q.tf1, clientSeq: 3 },
        ].sort((a, b) => a.questionId! - b.questionId!),
      );
    } finally {
      session.logger = saved.own;
      session.options.logger = saved.options;
    }
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(3);
    expect(statements.some((sql) => /insert into "?assessment_answers/i.test(sql))).toBe(true);
    const read = (await call.get(who, id)).body.data.answers;
    expect(read.find((a) => a.questionId === q.single1)).toMatchObject({ value: 'B', clientSeq: 2 });
  });

  it('keeps the newest answer when saves arrive out of order', async () => {
    const { who, id, q } = await startedAptitude();
    const newer = await call.save(who, id, [
      { questionId: q.single1!, value: 'C', clientSeq: 1_700_000_000_200 },
    ]);
    expect(newer.body.data.saved).toEqual([{ questionId: q.single1, clientSeq: 1_700_000_000_200 }]);
    const older = await call.save(who, id, [
      { questionId: q.single1!, value: 'A', clientSeq: 1_700_000_000_100 },
    ]);
    expect(older.body.code).toBe(0);
    expect(older.body.data.saved).toEqual([{ questionId: q.single1, clientSeq: 1_700_000_000_200 }]);
    // Within one call too: the highest clientSeq of a question wins, whatever the order.
    await call.save(who, id, [
      { questionId: q.tf1!, value: true, clientSeq: 9 },
      { questionId: q.tf1!, value: false, clientSeq: 8 },
    ]);
    const read = (await call.get(who, id)).body.data.answers;
    expect(read.find((a) => a.questionId === q.single1)?.value).toBe('C');
    expect(read.find((a) => a.questionId === q.tf1)).toMatchObject({ value: true, clientSeq: 9 });
  });

  it('refuses an answer that does not fit its question, saving none of the call', async () => {
    const { who, id, q } = await startedAptitude();
    for (const bad of [
      { questionId: q.single1!, value: 'Z', clientSeq: 1 },
      { questionId: q.multiple!, value: 'A', clientSeq: 1 },
      { questionId: q.tf1!, value: 'yes', clientSeq: 1 },
      { questionId: 999_999, value: 'A', clientSeq: 1 },
    ]) {
      const res = await call.save(who, id, [{ questionId: q.essay!, value: 'kept?', clientSeq: 1 }, bad]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        code: AppErrorCode.AssessmentBadAnswer,
        message: 'An answer does not fit its question. Please check and try again.',
        data: { questionId: bad.questionId },
      });
    }
    expect((await call.get(who, id)).body.data.answers).toEqual([]);
    const malformed = await call.save(who, id, [
      { questionId: q.essay!, value: { x: 1 }, clientSeq: -1 } as never,
    ]);
    expect(malformed.status).toBe(400);
  });
});

describe('SubmitAssessmentQuestionnaire', () => {
  it('scores each objective kind, awaits review for the essay, and a second submit changes nothing', async () => {
    const { who, id, q } = await startedAptitude();
    await call.save(who, id, [
      { questionId: q.single1!, value: 'C', clientSeq: 1 }, // right: 2
      { questionId: q.single2!, value: 'A', clientSeq: 1 }, // wrong: 0
      { questionId: q.multiple!, value: ['C', 'A'], clientSeq: 1 }, // right: 3
    ]);
    const res = await call.submit(who, id, [
      { questionId: q.tf1!, value: false, clientSeq: 2 }, // right: 1
      { questionId: q.tf2!, value: false, clientSeq: 2 }, // wrong: 0
      { questionId: q.fillIn!, value: ['６０', 'twenty four'], clientSeq: 2 }, // both blanks: 2
      { questionId: q.essay!, value: 'I listened first.', clientSeq: 2 },
    ]);
    expect(res.body).toMatchObject({ code: 0, message: 'Submitted successfully' });
    expect(res.body.data).toMatchObject({
      id,
      status: 3,
      autoSubmitted: false,
      score: 8,
      maxScore: 21,
      result: 'pendingReview',
      resultName: 'Awaiting review',
      typing: [],
    });
    ctx.clock.advance(1000);
    const again = await call.submit(who, id, [{ questionId: q.single2!, value: 'B', clientSeq: 3 }]);
    expect(again.body.code).toBe(0);
    expect(again.body.data).toEqual(res.body.data);
    const read = await call.get(who, id);
    expect(read.body.data.assessment).toMatchObject({ status: 3, statusName: 'Submitted', score: 8 });
    expect(read.body.data.answers.find((a) => a.questionId === q.single2)?.value).toBe('A');
    expect(read.body.data.outcome).toEqual(res.body.data);
    const save = await call.save(who, id, [{ questionId: q.single2!, value: 'B', clientSeq: 4 }]);
    expect(save.body.code).toBe(AppErrorCode.AssessmentSubmitted);
    expect((await call.start(who, id)).body.message).toBe('You have already submitted this assessment');
  });

  it('passes or fails by the pass mark when every question is objective', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'workplace');
    await call.start(who, id);
    const [single] = questionIds((await call.get(who, id)).body.data, 'single');
    const res = await call.submit(who, id, [{ questionId: single!, value: 'B', clientSeq: 1 }], 'zh-cn');
    expect(res.body.data).toMatchObject({ score: 2, maxScore: 10, result: 'failed', resultName: '未通过' });
    expect(res.body.message).toBe('提交成功');
  });
});
