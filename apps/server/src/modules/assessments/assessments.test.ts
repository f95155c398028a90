import { beforeAll, describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { api, assign, demoCandidate, E, newCandidate, type TCandidate } from './assessments.test-helpers.ts';

const ctx = useTestApp();
const call = api(ctx);
let demo1: TCandidate;
let demo2: TCandidate;

beforeAll(async () => {
  demo1 = await demoCandidate(ctx, 1);
  demo2 = await demoCandidate(ctx, 2);
});

describe('the demo candidate (decisions §6)', () => {
  it('lists to do first, then the submitted and the expired one, with the invitation fields', async () => {
    const res = await call.list(demo1, { pageIndex: 1, pageSize: 10 });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.headers['cache-control']).toBe('no-store');
    const { list, recordcount } = res.body.data;
    expect(recordcount).toBe(5);
    expect(list.map((item) => [item.questionnairename, item.status, item.statusName])).toEqual([
      ['General Aptitude Assessment', 1, 'To do'],
      ['English Typing Test', 1, 'To do'],
      ['Chinese Typing Test', 1, 'To do'],
      ['Workplace Policies Quiz', 3, 'Submitted'],
      ['Business English Assessment', 4, 'Expired'],
    ]);
    expect(list[0]).toMatchObject({ duration: '30 minutes', durationMinutes: 30, questionCount: 7 });
    expect(list[0]?.hasTypingTest).toBe(false);
    expect(list[1]?.hasTypingTest).toBe(true);
    expect(list[3]).toMatchObject({ score: 7, maxScore: 10, result: 'passed', resultName: 'Passed' });
  });

  it('speaks Chinese when asked', async () => {
    const res = await call.list(demo1, { pageIndex: 1, pageSize: 2 }, 'zh-cn');
    expect(
      res.body.data.list.map((item) => [item.questionnairename, item.duration, item.statusName]),
    ).toEqual([
      ['综合能力测评', '30分钟', '待完成'],
      ['英文打字测试', '10分钟', '待完成'],
    ]);
  });

  it('gives the email customer its own demo assessments', async () => {
    const res = await call.list(demo2, { pageIndex: 1, pageSize: 100 });
    expect(res.body.data.recordcount).toBe(5);
    const mine = await call.list(demo1, { pageIndex: 1, pageSize: 100 });
    const ids = new Set(mine.body.data.list.map((item) => item.id));
    expect(res.body.data.list.some((item) => ids.has(item.id))).toBe(false);
  });

  it('filters by status for the invitation, and GetUserToDoAssessments lists to do and in progress', async () => {
    const todo = await call.list(demo1, { pageIndex: 1, pageSize: 5, status: [1, 2] });
    expect(todo.body.data.recordcount).toBe(3);
    const single = await call.list(demo1, { pageIndex: 1, pageSize: 5, status: 3 });
    expect(single.body.data.list.map((item) => item.status)).toEqual([3]);
    const res = await call.todo(demo1);
    expect(res.body.code).toBe(0);
    expect(res.body.data.list.map((item) => item.status)).toEqual([1, 1, 1]);
  });
});

describe('pagination bounds (decisions §3)', () => {
  it('pages through and answers an empty page past the end', async () => {
    const second = await call.list(demo1, { pageIndex: 2, pageSize: 2 });
    expect(second.body.data.list).toHaveLength(2);
    expect(second.body.data.recordcount).toBe(5);
    const past = await call.list(demo1, { pageIndex: 9, pageSize: 10 });
    expect(past.body.data).toEqual({ list: [], recordcount: 5 });
  });

  it('refuses out-of-range pages with a translated message', async () => {
    const big = await call.list(demo1, { pageIndex: 1, pageSize: 101 });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({
      code: AppErrorCode.Validation,
      message: 'Page size must be between 1 and 100',
    });
    const zero = await call.list(demo1, { pageIndex: 0, pageSize: 5 }, 'zh-cn');
    expect(zero.body.message).toBe('页码须大于等于1');
    const junk = await call.list(demo1, { pageIndex: 'x', status: ['nope'] });
    expect(junk.status).toBe(400);
  });
});

describe('access', () => {
  it('answers 401 without a token on every call', async () => {
    const calls = [
      { method: 'POST' as const, url: `${E}/Assessment/QueryPagingUserAssessments`, body: {} },
      { url: `${E}/Assessment/GetUserToDoAssessments` },
      { url: `${E}/Questionnaire/GetAssessmentQuestionnaireById?id=1` },
      { method: 'POST' as const, url: `${E}/Questionnaire/StartToAnswerAssessment?id=1` },
      { method: 'POST' as const, url: `${E}/Questionnaire/SaveAssessmentAnswers`, body: { id: 1 } },
      { method: 'POST' as const, url: `${E}/Questionnaire/SubmitAssessmentQuestionnaire`, body: { id: 1 } },
      {
        method: 'POST' as const,
        url: `${E}/Questionnaire/RecordAssessmentEvent`,
        body: { id: 1, type: 'tabSwitch' },
      },
      { url: `${E}/Assessment/GetApplicantAssessmentPinNumberById?id=1` },
    ];
    for (const c of calls) {
      const res = await callApi(ctx.app, c);
      expect(res.status, c.url).toBe(401);
      expect(res.body).toEqual({
        code: AppErrorCode.Unauthorized,
        message: 'Please log in first',
        data: null,
      });
    }
  });

  it("refuses another candidate's assignment exactly as one that does not exist", async () => {
    const other = await newCandidate(ctx);
    const id = await assign(ctx, other, 'workplace');
    const notMine = await call.get(demo1, id);
    const missing = await call.get(demo1, 999_999);
    expect(notMine.status).toBe(200);
    expect(notMine.body).toEqual({
      code: AppErrorCode.AssessmentNotFound,
      message: 'This assessment does not exist',
      data: null,
    });
    expect(missing.body).toEqual(notMine.body);
    for (const res of [
      await call.start(demo1, id),
      await call.save(demo1, id, []),
      await call.submit(demo1, id),
    ]) {
      expect(res.body.code).toBe(AppErrorCode.AssessmentNotFound);
    }
    expect((await call.event(demo1, id, 'tabSwitch')).body.code).toBe(AppErrorCode.AssessmentNotFound);
    expect((await call.get(other, id)).body.code).toBe(0);
  });

  it("refuses a token of another customer's candidate (403)", async () => {
    const res = await callApi(ctx.app, {
      url: `${E}/Assessment/GetUserToDoAssessments`,
      headers: { authorization: `Bearer ${demo2.token}` },
      customerid: 1,
    });
    expect(res.status).toBe(403);
  });

  it('refuses malformed ids with 400 and no 5xx', async () => {
    for (const id of ['abc', '0', '-4', '1.5', '99999999999']) {
      const res = await call.get(demo1, id);
      expect(res.status, id).toBe(400);
      expect(res.body).toMatchObject({ code: AppErrorCode.Validation, message: 'Input error' });
    }
  });
});

describe('bad input', () => {
  it('never answers a 5xx, whatever the body', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'aptitude');
    await call.start(who, id);
    const bodies: unknown[] = [
      'not json',
      [],
      { id },
      { id, answers: 'x' },
      { id, answers: [{ questionId: 1, value: 'A', clientSeq: 1e300 }] },
      { id, answers: [{ questionId: 1e12, value: 'A', clientSeq: 1 }] },
      { id, answers: [{ questionId: 1, value: { text: 1, events: [] }, clientSeq: 1 }] },
      {
        id,
        answers: [{ questionId: 1, value: { text: '', durationMs: 1, events: [{ at: 'x' }] }, clientSeq: 1 }],
      },
      { id, type: 'tabSwitch', clientAt: 1e30 },
      { id: '1; DROP TABLE users', answers: [] },
    ];
    const paths = ['SaveAssessmentAnswers', 'SubmitAssessmentQuestionnaire', 'RecordAssessmentEvent'];
    for (const path of paths) {
      for (const body of bodies) {
        const res = await callApi(ctx.app, {
          method: 'POST',
          url: `${E}/Questionnaire/${path}`,
          body: body as object,
          headers: { authorization: `Bearer ${who.token}` },
        });
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(res.body.code, `${path} ${JSON.stringify(body)}`).not.toBe(AppErrorCode.Internal);
      }
    }
  });
});

describe('PIN number', () => {
  it('shows the PIN to its owner only', async () => {
    const [first] = (await call.list(demo1, { pageIndex: 1, pageSize: 1 })).body.data.list;
    const res = await call.pin(demo1, first!.id);
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      id: first!.id,
      pinNumber: expect.stringMatching(/^[A-HJ-NP-Z2-9]{10}$/),
    });
    const again = await call.pin(demo1, first!.id);
    expect(again.body.data.pinNumber).toBe(res.body.data.pinNumber);
    const other = await newCandidate(ctx);
    const refused = await call.pin(other, first!.id);
    expect(refused.body).toEqual({
      code: AppErrorCode.AssessmentNotFound,
      message: 'This assessment does not exist',
      data: null,
    });
  });
});
