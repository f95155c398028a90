import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  assign,
  newCandidate,
  type TCandidate,
} from '../modules/assessments/assessments.test-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { answerFor, readExam, saveAnswer } from './portal-client.ts';

const ctx = useTestApp();
const SAVES_PER_QUESTION = 8;

/**
 * Two tabs, a flaky network and retries make autosaves of one question arrive at the same time and in
 * any order: here as real HTTP requests, all in flight at once.
 */
describe('concurrent autosaves', () => {
  let baseUrl: string;
  let who: TCandidate;
  let examId: number;

  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    who = await newCandidate(ctx);
    examId = await assign(ctx, who, 'aptitude');
    expect((await api(ctx).start(who, examId)).body.code).toBe(0);
  });

  it('keep the newest answer of every question, whatever order they arrive in', async () => {
    const { questions } = await readExam(baseUrl, who.token, examId);
    const base = Date.now();
    // Newest first: a server that kept the last arrival would end with an older answer.
    const saves = questions.flatMap((question, q) =>
      Array.from({ length: SAVES_PER_QUESTION }, (_, i) => {
        const clientSeq = base + q * 100 + (SAVES_PER_QUESTION - i);
        return { questionId: question.id, value: answerFor(question, clientSeq), clientSeq };
      }),
    );
    const answers = await Promise.all(saves.map((save) => saveAnswer(baseUrl, who.token, examId, save)));

    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body.code).toBe(0);
      // What the server holds is this save or a newer one, never older.
      const held = res.body.data.saved.find((s) => s.questionId === saves[i]!.questionId)!;
      expect(held.clientSeq).toBeGreaterThanOrEqual(saves[i]!.clientSeq);
    });
    const stored = (await readExam(baseUrl, who.token, examId)).answers;
    expect(stored).toHaveLength(questions.length);
    for (const [q, question] of questions.entries()) {
      const newest = base + q * 100 + SAVES_PER_QUESTION;
      expect(stored.find((a) => a.questionId === question.id)).toMatchObject({
        clientSeq: newest,
        value: answerFor(question, newest),
      });
    }
  });

  it('a late save of an older answer after the newest was stored changes nothing, even in a burst', async () => {
    const { questions } = await readExam(baseUrl, who.token, examId);
    const question = questions.find((q) => q.kind === 'essay') ?? questions[0]!;
    const before = (await readExam(baseUrl, who.token, examId)).answers.find(
      (a) => a.questionId === question.id,
    )!;
    const stale = Array.from({ length: 10 }, (_, i) => before.clientSeq - 1 - i);
    const answers = await Promise.all(
      stale.map((clientSeq) =>
        saveAnswer(baseUrl, who.token, examId, {
          questionId: question.id,
          value: answerFor(question, clientSeq),
          clientSeq,
        }),
      ),
    );
    for (const res of answers) {
      expect(res.body.code).toBe(0);
      expect(res.body.data.saved).toEqual([{ questionId: question.id, clientSeq: before.clientSeq }]);
    }
    const after = (await readExam(baseUrl, who.token, examId)).answers.find(
      (a) => a.questionId === question.id,
    );
    expect(after).toMatchObject({ clientSeq: before.clientSeq, value: before.value });
  });
});
