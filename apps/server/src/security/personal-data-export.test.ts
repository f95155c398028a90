import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { DOWNLOAD_MY_DATA_PATH, type TAnswerInput, type TAssessmentQuestionnaire } from '@tmp/contracts';
import { assessmentAnswers, assessmentAssignments } from '../db/schema/index.ts';
import { bearer } from '../test/accounts-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import {
  api,
  assign,
  newCandidate,
  questionIds,
  type TCandidate,
} from '../modules/assessments/assessments.test-helpers.ts';

const ctx = useTestApp();
const exam = api(ctx);

/** Starts, answers and submits one assessment; answers the candidate's own view of it afterwards. */
const takeExam = async (
  who: TCandidate,
  code: string,
  answersFor: (q: TAssessmentQuestionnaire) => TAnswerInput[],
) => {
  const id = await assign(ctx, who, code);
  await exam.start(who, id);
  await exam.event(who, id, 'tabSwitch');
  const questionnaire = (await exam.get(who, id)).body.data;
  expect((await exam.submit(who, id, answersFor(questionnaire))).body.code).toBe(0);
  return id;
};

const downloadData = async (who: TCandidate) => {
  const res = await ctx.app.inject({
    url: DOWNLOAD_MY_DATA_PATH,
    headers: { ...bearer(who.token), customerid: '1' },
  });
  expect(res.statusCode).toBe(200);
  return JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['data.json']!)) as {
    assessments: Array<Record<string, unknown> & { id: number }>;
  };
};

describe('the personal-data export of assessments', () => {
  it('holds what the candidate sees of their exams and nothing kept for HR', async () => {
    const who = await newCandidate(ctx);
    const choices = await takeExam(who, 'aptitude', (q) =>
      q.questions
        .filter((x) => x.options.length > 0)
        .map((x, i) => ({
          questionId: x.id,
          value: x.kind === 'multiple' ? [x.options[0]!.key] : x.options[i % x.options.length]!.key,
          clientSeq: 1,
        })),
    );
    // A passage typed impossibly fast: the server flags it for HR.
    const passage = 'Good customer service starts with listening.';
    const typing = await takeExam(who, 'typing-en', (q) => [
      {
        questionId: questionIds(q, 'typing')[0]!,
        value: {
          text: passage,
          durationMs: 440,
          events: [...passage].map((c, i) => ({ at: i * 10, type: 'input', text: c })),
        },
        clientSeq: 1,
      },
    ]);
    const stored = await ctx.database.db
      .select()
      .from(assessmentAssignments)
      .where(eq(assessmentAssignments.userId, who.userId));
    expect(stored.find((a) => a.id === typing)!.integrityFlags.length).toBeGreaterThan(0);
    const perQuestion = await ctx.database.db
      .select()
      .from(assessmentAnswers)
      .where(eq(assessmentAnswers.assignmentId, choices));
    expect(perQuestion.some((a) => a.score !== null)).toBe(true);

    const data = await downloadData(who);
    const list = (await exam.list(who, { pageIndex: 1, pageSize: 50 })).body.data.list;
    expect(data.assessments.map((a) => a.id).sort()).toEqual(list.map((a) => a.id).sort());
    for (const exported of data.assessments) {
      const item = list.find((a) => a.id === exported.id)!;
      const view = (await exam.get(who, exported.id)).body.data;
      expect(exported).toEqual({
        id: item.id,
        questionnaire: expect.objectContaining({ en: expect.any(String), zh: expect.any(String) }),
        status: item.status,
        durationMinutes: item.durationMinutes,
        deadline: item.deadline,
        startedAt: item.startedAt,
        endsAt: item.endsAt,
        submittedAt: item.submittedAt,
        autoSubmitted: view.outcome!.autoSubmitted,
        score: item.score,
        maxScore: item.maxScore,
        result: item.result,
        typing: view.outcome!.typing,
        fullscreenExits: view.fullscreenExits,
        tabSwitches: view.tabSwitches,
        answers: view.answers,
      });
    }
    const text = JSON.stringify(data.assessments);
    for (const hidden of [
      'flags',
      'integrity',
      'detail',
      'tabSwitch"',
      'correct',
      'occurredAt',
      'clientAt',
    ]) {
      expect(text, hidden).not.toContain(hidden);
    }
    for (const exported of data.assessments) {
      for (const answer of exported.answers as object[]) expect(answer).not.toHaveProperty('score');
    }
  });
});
