import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppErrorCode, translate, type TTypingLog } from '@tmp/contracts';
import { assessmentAssignments, assessmentEvents } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { api, assign, newCandidate, questionIds } from './assessments.test-helpers.ts';

const ctx = useTestApp();
const call = api(ctx);

describe('typing test', () => {
  it('computes, stores and returns the metrics from the keystroke log', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'typing-en');
    await call.start(who, id);
    const [question] = questionIds((await call.get(who, id)).body.data, 'typing');
    // "Good customer" with one corrected typo (x), 14 character keystrokes over 6 s (0.1 min):
    // 13 of 14 right -> 92.9 %; "Good" + its space = 5 correct characters -> 5/5/0.1 = 10 WPM; raw 28.
    const keys = 'Good custx'.split('').map((c, i) => ({ at: i * 400, type: 'input' as const, text: c }));
    const log: TTypingLog = {
      text: 'Good custom',
      durationMs: 6000,
      events: [
        ...keys,
        { at: 4000, type: 'backspace' },
        ...'omer'.split('').map((c, i) => ({ at: 4400 + i * 400, type: 'input' as const, text: c })),
        { at: 6000, type: 'backspace' },
        { at: 6000, type: 'backspace' },
      ],
    };
    await call.save(who, id, [{ questionId: question!, value: log, clientSeq: 1 }]);
    const res = await call.submit(who, id);
    expect(res.body.data.typing).toEqual([
      {
        questionId: question,
        language: 'en',
        unit: 'wpm',
        speed: 10,
        rawSpeed: 28,
        accuracy: 92.9,
        errors: 1,
        totalWords: 2,
        backspaces: 3,
        elapsedSeconds: 6,
      },
    ]);
    // 10 WPM of a 40 WPM target (a quarter) over 5 of the passage's 259 characters: 10 x 0.25 x 5/259.
    expect(res.body.data).toMatchObject({ score: 0.05, maxScore: 10, result: 'failed' });
    const read = await call.get(who, id);
    expect(read.body.data.outcome?.typing).toEqual(res.body.data.typing);
    expect(JSON.stringify(read.body.data)).not.toContain('flags');
  });

  it('keeps the typing so far across a reload, and the result counts the keys from before it', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'typing-zh');
    await call.start(who, id);
    const [question] = questionIds((await call.get(who, id)).body.data, 'typing');
    const commit = (at: number, text: string) => ({ at, type: 'commit' as const, text });
    const before: TTypingLog = {
      text: '优质的',
      durationMs: 3000,
      events: [commit(1000, '优质'), commit(2500, '得'), { at: 2800, type: 'backspace' }, commit(3000, '的')],
    };
    await call.save(who, id, [{ questionId: question!, value: before, clientSeq: 1 }]);
    // The page reloads: the attempt answers the text and the keystroke log typed so far.
    const reloaded = await call.get(who, id);
    expect(reloaded.body.data.answers).toMatchObject([{ questionId: question, value: before, clientSeq: 1 }]);
    const after: TTypingLog = {
      text: '优质的客户',
      durationMs: 6000,
      events: [...before.events, commit(6000, '客户')],
    };
    const res = await call.submit(who, id, [{ questionId: question!, value: after, clientSeq: 2 }]);
    // 5 right of 6 committed characters (the corrected 得 counts against accuracy), 5 per 0.1 minute.
    expect(res.body.data.typing).toMatchObject([
      { speed: 50, rawSpeed: 60, accuracy: 83.3, errors: 1, totalWords: 5, backspaces: 1, elapsedSeconds: 6 },
    ]);
  });

  it('flags an implausible log for HR without showing the candidate', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'typing-en');
    await call.start(who, id);
    const [question] = questionIds((await call.get(who, id)).body.data, 'typing');
    const passage = 'Good customer service starts with listening.';
    const events = passage.split('').map((c, i) => ({ at: i * 10, type: 'input' as const, text: c }));
    await call.submit(who, id, [
      { questionId: question!, value: { text: passage, durationMs: 440, events }, clientSeq: 1 },
    ]);
    const [row] = await ctx.database.db
      .select({ flags: assessmentAssignments.integrityFlags })
      .from(assessmentAssignments)
      .where(eq(assessmentAssignments.id, id));
    expect(row?.flags).toEqual(['typing.tooFast']);
  });
});

describe('anti-cheat record', () => {
  it('counts leaving full screen and switching tabs while in progress, with timestamps', async () => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, 'workplace');
    expect((await call.event(who, id, 'tabSwitch')).body.data).toEqual({
      recorded: false,
      fullscreenExits: 0,
      tabSwitches: 0,
    });
    await call.start(who, id);
    await call.event(who, id, 'tabSwitch');
    await call.event(who, id, 'fullscreenExit');
    const res = await call.event(who, id, 'tabSwitch');
    expect(res.body.data).toEqual({ recorded: true, fullscreenExits: 1, tabSwitches: 2 });
    const read = await call.get(who, id);
    expect(read.body.data).toMatchObject({ fullscreenExits: 1, tabSwitches: 2 });
    const rows = await ctx.database.db
      .select()
      .from(assessmentEvents)
      .where(eq(assessmentEvents.assignmentId, id));
    expect(rows.map((r) => r.type)).toEqual(['tabSwitch', 'fullscreenExit', 'tabSwitch']);
    expect(rows.every((r) => r.occurredAt instanceof Date && typeof r.clientAt === 'number')).toBe(true);
    expect((await call.event(who, id, 'copyPaste')).status).toBe(400);
  });
});

describe('typing logs a browser could forge', () => {
  const PASSAGE_EN =
    'Good customer service starts with listening. When a customer calls with a problem, take a moment ' +
    'to understand what they need before you answer. Speak clearly, stay calm and follow up until the ' +
    'issue is solved. Small details often make the biggest difference.';

  const typingQuestion = async (code: string) => {
    const who = await newCandidate(ctx);
    const id = await assign(ctx, who, code);
    await call.start(who, id);
    const [question] = questionIds((await call.get(who, id)).body.data, 'typing');
    return { who, id, question: question! };
  };

  it('refuses input-method text in an English test, in both languages, and keeps nothing', async () => {
    const { who, id, question } = await typingQuestion('typing-en');
    const log: TTypingLog = {
      text: PASSAGE_EN,
      durationMs: 110_000,
      events: PASSAGE_EN.split(' ').map((word, i, all) => ({
        at: i * 2500,
        type: 'commit' as const,
        text: i < all.length - 1 ? `${word} ` : word,
      })),
    };
    const en = await call.save(who, id, [{ questionId: question, value: log, clientSeq: 1 }]);
    expect(en.body).toMatchObject({
      code: AppErrorCode.AssessmentBadAnswer,
      message: translate('assessments.typingInputMethod', 'en-us'),
      data: { questionId: question },
    });
    const zh = await call.submit(who, id, [{ questionId: question, value: log, clientSeq: 2 }], 'zh-cn');
    expect(zh.body.message).toBe(translate('assessments.typingInputMethod', 'zh-cn'));
    expect((await call.get(who, id)).body.data.answers).toEqual([]);
  });

  it('flags a Chinese commit longer than an input-method phrase for HR', async () => {
    const { who, id, question } = await typingQuestion('typing-zh');
    const passage =
      '优质的客户服务从倾听开始。当客户带着问题来电时，请先花一点时间了解对方的需求，再给出答复。';
    const log: TTypingLog = {
      text: passage,
      durationMs: 90_000,
      events: [{ at: 90_000, type: 'commit', text: passage }],
    };
    await call.submit(who, id, [{ questionId: question, value: log, clientSeq: 1 }]);
    const [row] = await ctx.database.db
      .select({ flags: assessmentAssignments.integrityFlags })
      .from(assessmentAssignments)
      .where(eq(assessmentAssignments.id, id));
    expect(row?.flags).toContain('typing.longCommit');
  });

  it('never gives full marks for an unfinished passage, however fast it was typed', async () => {
    const { who, id, question } = await typingQuestion('typing-en');
    // 121 of the passage's 259 characters in 4.2 s, key by key: fast, but less than half the passage.
    const typed = PASSAGE_EN.slice(0, 121);
    const log: TTypingLog = {
      text: typed,
      durationMs: 4200,
      events: [...typed].map((c, i) => ({
        at: Math.round((i * 4200) / 121),
        type: 'input' as const,
        text: c,
      })),
    };
    const res = await call.submit(who, id, [{ questionId: question, value: log, clientSeq: 1 }]);
    expect(res.body.data.score).toBeLessThan(5);
    expect(res.body.data.result).toBe('failed');
  });
});
