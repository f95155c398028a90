import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ASSESSMENT_AUTOSAVE_MAX_WAIT_MS,
  TYPING_AUTOSAVE_SLACK_MS,
  type TTypingEvent,
  type TTypingLog,
} from '@tmp/contracts';
import { assessmentAnswers, assessmentAssignments, assessmentTypingReceipts } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';
import { api, assign, newCandidate, questionIds } from './assessments.test-helpers.ts';
import { autosaveCoverage, typingReceiptOf, type TTypingReceipt } from './typing-receipts.ts';

const ctx = useTestApp();
const call = api(ctx);

const PASSAGE =
  'Good customer service starts with listening. When a customer calls with a problem, take a moment ' +
  'to understand what they need before you answer. Speak clearly, stay calm and follow up until the ' +
  'issue is solved. Small details often make the biggest difference.';

/** A steady pseudo-random sequence, so every run types the same way. */
const lcg = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

/**
 * A person typing the passage at about 48 WPM: a key every 150-350 ms, a slower pause at each word, and
 * every 37th key a typo they take back.
 */
const typedLog = (): TTypingLog => {
  const random = lcg(7);
  const events: TTypingEvent[] = [];
  let at = 0;
  const key = (event: Omit<TTypingEvent, 'at'>) => {
    events.push({ at: Math.round(at), ...event });
    at += 150 + random() * 200;
  };
  [...PASSAGE].forEach((c, i) => {
    if (i > 0 && i % 37 === 0) {
      key({ type: 'input', text: 'x' });
      key({ type: 'backspace' });
    }
    key({ type: 'input', text: c });
    if (c === ' ') at += random() * 400;
  });
  const last = events.at(-1)!.at;
  return { text: PASSAGE, durationMs: last, events };
};

const prefix = (log: TTypingLog, n: number): TTypingLog => {
  const events = log.events.slice(0, n);
  let text: string[] = [];
  for (const e of events) text = e.type === 'backspace' ? text.slice(0, -1) : [...text, ...(e.text ?? '')];
  return { text: text.join(''), durationMs: events.at(-1)?.at ?? 0, events };
};

interface TPageModel {
  /** Milliseconds between a save leaving the browser and the server receiving it. */
  latencyMs: number;
  /** The page reloads after this keystroke time and comes back `gapMs` later (the log does not count it). */
  reload?: { afterAt: number; gapMs: number };
  /** One save of the middle of the test takes this long (a slow network). */
  slowSave?: { afterAt: number; ms: number };
}

/**
 * When the exam page's autosaves reach the server while `log` is typed (answer-sync.ts: a save at most
 * ASSESSMENT_AUTOSAVE_MAX_WAIT_MS after the first unsent change, 800 ms after the last one, one at a time),
 * on the browser's clock since the first keystroke: [time received, events sent].
 */
const autosavesOf = (log: TTypingLog, page: TPageModel): Array<[number, number]> => {
  const saves: Array<[number, number]> = [];
  const reload = page.reload;
  const real = (at: number) => at + (reload && at > reload.afterAt ? reload.gapMs : 0);
  let pendingSince: number | undefined;
  let lastChange = 0;
  let busyUntil = 0;
  let slowDone = false;
  const send = (at: number, events: number) => {
    const leaves = Math.max(at, busyUntil);
    const slow = !!page.slowSave && !slowDone && leaves > page.slowSave.afterAt;
    slowDone ||= slow;
    const arrives = leaves + page.latencyMs + (slow ? page.slowSave!.ms : 0);
    // One call at a time: the next leaves once this one's answer is back.
    busyUntil = arrives + page.latencyMs;
    saves.push([arrives, events]);
    pendingSince = undefined;
  };
  log.events.forEach((event, i) => {
    const now = real(event.at);
    if (pendingSince !== undefined && reload && event.at > reload.afterAt && lastChange <= reload.afterAt) {
      // Reloaded before the save: what waited in storage goes as soon as the page is back.
      send(reload.afterAt + reload.gapMs, i);
    }
    const due = Math.min((pendingSince ?? Infinity) + ASSESSMENT_AUTOSAVE_MAX_WAIT_MS, lastChange + 800);
    if (pendingSince !== undefined && now >= due) send(due, i);
    pendingSince ??= now;
    lastChange = event.at;
  });
  send(real(lastChange) + 800, log.events.length);
  return saves;
};

const startTyping = async () => {
  const who = await newCandidate(ctx);
  const id = await assign(ctx, who, 'typing-en');
  await call.start(who, id);
  const [question] = questionIds((await call.get(who, id)).body.data, 'typing');
  // The first keystroke comes a few seconds after the start, on the server's clock.
  const firstKey = ctx.clock.now().getTime() + 4000;
  const at = (ms: number) => ctx.clock.advance(Math.max(0, firstKey + ms - ctx.clock.now().getTime()));
  return { who, id, question: question!, at };
};

const outcomeOf = async (id: number) => {
  const [assignment] = await ctx.database.db
    .select({ flags: assessmentAssignments.integrityFlags, score: assessmentAssignments.score })
    .from(assessmentAssignments)
    .where(eq(assessmentAssignments.id, id));
  const [answer] = await ctx.database.db
    .select({ detail: assessmentAnswers.detail })
    .from(assessmentAnswers)
    .where(eq(assessmentAnswers.assignmentId, id));
  return { ...assignment!, detail: answer?.detail as { autosave?: { keys: number; unseen: number } } };
};

/** Types `log` on the exam page as `page` says, autosaving as it goes, then submits. */
const typeAndSubmit = async (log: TTypingLog, page: TPageModel) => {
  const t = await startTyping();
  let seq = 1;
  for (const [receivedAt, events] of autosavesOf(log, page)) {
    t.at(receivedAt);
    const saved = await call.save(t.who, t.id, [
      { questionId: t.question, value: prefix(log, events), clientSeq: seq++ },
    ]);
    expect(saved.body.code).toBe(0);
  }
  const submitted = await call.submit(t.who, t.id);
  return { ...t, submitted: submitted.body.data, ...(await outcomeOf(t.id)) };
};

describe('typing logs and the autosaves the server received', () => {
  const log = typedLog();

  it('never flags a person typing on the exam page, however the network behaves', async () => {
    // About 48 WPM over ~70 s, a key every 150-350 ms, corrected typos.
    expect(log.events.at(-1)!.at).toBeGreaterThan(60_000);
    const pages: TPageModel[] = [
      { latencyMs: 150 },
      // A slow connection: every save takes 2 s each way, and one of them 3 s more.
      { latencyMs: 2000, slowSave: { afterAt: 30_000, ms: 3000 } },
      // The page is reloaded mid-passage and comes back 25 s later; the log does not count the gap.
      { latencyMs: 300, reload: { afterAt: 35_000, gapMs: 25_000 } },
    ];
    for (const page of pages) {
      const saves = autosavesOf(log, page);
      // The page saved every few seconds while typing.
      expect(saves.length).toBeGreaterThan(log.events.at(-1)!.at / ASSESSMENT_AUTOSAVE_MAX_WAIT_MS - 2);
      const result = await typeAndSubmit(log, page);
      expect(result.flags).toEqual([]);
      expect(result.detail.autosave).toMatchObject({ unseen: 0 });
      expect(result.submitted).toMatchObject({ score: 10, result: 'passed' });
    }
  });

  it('flags a log that reached the server in one go after waiting the typing time, and scores it 0', async () => {
    const t = await startTyping();
    t.at(log.events.at(-1)!.at + 2000);
    const res = await call.submit(t.who, t.id, [{ questionId: t.question, value: log, clientSeq: 1 }]);
    expect(res.body.data).toMatchObject({ score: 0, result: 'failed' });
    const result = await outcomeOf(t.id);
    expect(result.flags).toEqual(['typing.notAutosaved']);
    // Only the last 10 s of the log could have been seen in time.
    expect(result.detail.autosave!.unseen / result.detail.autosave!.keys).toBeGreaterThan(0.8);
    // The candidate sees their metrics, never the flag.
    expect(JSON.stringify((await call.get(t.who, t.id)).body.data)).not.toContain('notAutosaved');
  });

  it('flags a log sent as a burst of growing saves, at the start or at the end', async () => {
    for (const when of ['start', 'end'] as const) {
      const t = await startTyping();
      if (when === 'end') t.at(log.events.at(-1)!.at);
      const step = 40;
      for (let n = step, seq = 1; n < log.events.length + step; n += step, seq += 1) {
        const value = prefix(log, Math.min(n, log.events.length));
        await call.save(t.who, t.id, [{ questionId: t.question, value, clientSeq: seq }]);
      }
      if (when === 'start') t.at(log.events.at(-1)!.at);
      await call.submit(t.who, t.id);
      expect((await outcomeOf(t.id)).flags).toContain('typing.notAutosaved');
    }
  });

  it('flags a log whose autosaves over time held other keys than the final log', async () => {
    // Saves arrive every 3 s as a typist's would, but of a different text; the final log is swapped in.
    const other = {
      ...log,
      events: log.events.map((e) => (e.text ? { ...e, text: e.text === 'a' ? 'b' : 'a' } : e)),
    };
    const t = await startTyping();
    let seq = 1;
    for (const [receivedAt, events] of autosavesOf(other, { latencyMs: 200 })) {
      t.at(receivedAt);
      await call.save(t.who, t.id, [
        { questionId: t.question, value: prefix(other, events), clientSeq: seq++ },
      ]);
    }
    await call.submit(t.who, t.id, [{ questionId: t.question, value: log, clientSeq: seq }]);
    const result = await outcomeOf(t.id);
    expect(result.flags).toEqual(['typing.notAutosaved']);
    expect(result.score).toBe(0);
  });

  it('keeps one receipt per typing save, in the one-statement autosave and in the submit', async () => {
    const t = await startTyping();
    await call.save(t.who, t.id, [{ questionId: t.question, value: prefix(log, 10), clientSeq: 5 }]);
    // A late save (lower clientSeq) does not replace the answer, but its arrival is still evidence.
    await call.save(t.who, t.id, [{ questionId: t.question, value: prefix(log, 5), clientSeq: 3 }]);
    await call.submit(t.who, t.id, [{ questionId: t.question, value: prefix(log, 20), clientSeq: 6 }]);
    const rows = await ctx.database.db
      .select()
      .from(assessmentTypingReceipts)
      .where(eq(assessmentTypingReceipts.assignmentId, t.id));
    expect(rows.map((r) => r.events).sort((a, b) => a - b)).toEqual([5, 10, 20]);
    expect(rows.every((r) => r.questionId === t.question && r.customerId === t.who.customerId)).toBe(true);
  });
});

describe('autosaveCoverage', () => {
  const log = typedLog();
  const receipt = (n: number, receivedAt: number): TTypingReceipt => ({
    receivedAt,
    ...typingReceiptOf(prefix(log, n))!,
  });

  it('has nothing to say without receipts (answers saved before receipts were kept)', () => {
    expect(autosaveCoverage(log.events, [])).toBeUndefined();
  });

  it('counts as seen only what a receipt brought within the slack of when it was typed', () => {
    const last = log.events.at(-1)!.at;
    const once = autosaveCoverage(log.events, [receipt(log.events.length, 1_000_000)])!;
    const tail = log.events.filter((e) => e.at >= last - TYPING_AUTOSAVE_SLACK_MS).length;
    expect(once.keys - once.unseen).toBe(tail);
    // A receipt that is not a prefix of the log (another text) counts for nothing.
    const other = { ...receipt(100, 0), digest: 'x' };
    expect(autosaveCoverage(log.events, [other, receipt(log.events.length, 1_000_000)])).toEqual({
      ...once,
      receipts: 1,
    });
  });
});
