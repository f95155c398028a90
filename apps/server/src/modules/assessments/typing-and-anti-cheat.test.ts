import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TTypingLog } from '@tmp/contracts';
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
    // 10 WPM of a 40 WPM target: a quarter of 10 points; below the pass mark of 6.
    expect(res.body.data).toMatchObject({ score: 2.5, maxScore: 10, result: 'failed' });
    const read = await call.get(who, id);
    expect(read.body.data.outcome?.typing).toEqual(res.body.data.typing);
    expect(JSON.stringify(read.body.data)).not.toContain('flags');
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
