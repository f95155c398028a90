import { describe, expect, it } from 'vitest';
import { ZTypingLog } from '@tmp/contracts';
import { createTypingRecorder } from './typing-recorder.ts';

const fakeClock = (start = 10_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
};

/** Types `text` one key at a time, `gap` ms apart, the way a textarea reports it. */
const typeKeys = (
  recorder: ReturnType<typeof createTypingRecorder>,
  clock: ReturnType<typeof fakeClock>,
  text: string,
  gap = 100,
) => {
  for (const c of text) {
    recorder.change(recorder.text() + c);
    clock.advance(gap);
  }
};

describe('typing recorder', () => {
  it('logs one input per key from the first keystroke, in the server format', () => {
    const clock = fakeClock();
    const r = createTypingRecorder({ limitMs: 120_000, now: clock.now });
    expect(r.log()).toEqual({ text: '', durationMs: 0, events: [] });
    clock.advance(5000); // reading the passage does not count
    typeKeys(r, clock, 'The');
    const log = r.log();
    expect(log).toEqual({
      text: 'The',
      durationMs: 300,
      events: [
        { at: 0, type: 'input', text: 'T' },
        { at: 100, type: 'input', text: 'h' },
        { at: 200, type: 'input', text: 'e' },
      ],
    });
    expect(ZTypingLog.safeParse(log).success).toBe(true);
  });

  it('logs a backspace per character removed from the end', () => {
    const clock = fakeClock();
    const r = createTypingRecorder({ limitMs: 120_000, now: clock.now });
    typeKeys(r, clock, 'Tge');
    r.change('Tg');
    clock.advance(100);
    r.change('T');
    clock.advance(100);
    typeKeys(r, clock, 'he');
    expect(r.text()).toBe('The');
    expect(r.log().events.map((e) => e.type)).toEqual([
      'input',
      'input',
      'input',
      'backspace',
      'backspace',
      'input',
      'input',
    ]);
  });

  it('a replaced selection becomes backspaces then the new input, so the log replays to the text', () => {
    const clock = fakeClock();
    const r = createTypingRecorder({ limitMs: 120_000, now: clock.now });
    typeKeys(r, clock, 'abc');
    r.change('ax');
    const events = r.log().events.slice(3);
    expect(events).toEqual([
      { at: 300, type: 'backspace' },
      { at: 300, type: 'backspace' },
      { at: 300, type: 'input', text: 'x' },
    ]);
  });

  it('logs only committed input-method text, as one commit event', () => {
    const clock = fakeClock();
    const r = createTypingRecorder({ limitMs: 120_000, now: clock.now });
    r.compositionStart();
    // While composing, the box shows the pinyin; nothing is logged.
    expect(r.change('n')).toBe('');
    expect(r.change('ni')).toBe('');
    expect(r.change('ni h')).toBe('');
    expect(r.log().events).toEqual([]);
    clock.advance(800);
    expect(r.compositionEnd('你好')).toBe('你好');
    r.compositionStart();
    clock.advance(400);
    r.compositionEnd('你好，');
    expect(r.log().events).toEqual([
      { at: 0, type: 'commit', text: '你好' },
      { at: 400, type: 'commit', text: '，' },
    ]);
    expect(r.text()).toBe('你好，');
  });

  it('a cancelled composition logs nothing; an input after the commit (Safari order) logs nothing twice', () => {
    const clock = fakeClock();
    const r = createTypingRecorder({ limitMs: 120_000, now: clock.now });
    r.compositionStart();
    r.compositionEnd('');
    expect(r.log().events).toEqual([]);
    r.compositionStart();
    r.compositionEnd('的');
    r.change('的');
    expect(r.log().events).toEqual([{ at: 0, type: 'commit', text: '的' }]);
  });

  it('counts characters by code point', () => {
    const clock = fakeClock();
    const r = createTypingRecorder({ limitMs: 120_000, now: clock.now });
    r.change('𠀀');
    r.change('');
    expect(r.log().events).toEqual([
      { at: 0, type: 'input', text: '𠀀' },
      { at: 0, type: 'backspace' },
    ]);
  });

  it('never spans more than the time limit and stops at it', () => {
    const clock = fakeClock();
    const r = createTypingRecorder({ limitMs: 1000, now: clock.now });
    typeKeys(r, clock, 'ab', 600);
    expect(r.log().durationMs).toBe(1000);
    r.finish();
    expect(r.isFinished()).toBe(true);
    expect(r.change('abc')).toBe('ab');
    expect(r.log().events).toHaveLength(2);
  });

  it('finish() fixes the duration when the candidate is done', () => {
    const clock = fakeClock();
    const r = createTypingRecorder({ limitMs: 120_000, now: clock.now });
    typeKeys(r, clock, 'abc', 1000);
    r.finish();
    clock.advance(60_000);
    expect(r.log().durationMs).toBe(3000);
  });

  it('continues a saved log after a reload', () => {
    const clock = fakeClock(50_000);
    const initial = {
      text: 'ab',
      durationMs: 2000,
      events: [
        { at: 0, type: 'input' as const, text: 'a' },
        { at: 2000, type: 'input' as const, text: 'b' },
      ],
    };
    const r = createTypingRecorder({ initial, limitMs: 120_000, now: clock.now });
    expect(r.text()).toBe('ab');
    expect(r.isStarted()).toBe(true);
    clock.advance(500);
    r.change('abc');
    expect(r.log().events.at(-1)).toEqual({ at: 2500, type: 'input', text: 'c' });
    expect(r.log().durationMs).toBe(2500);
  });

  it('a saved log that reached the limit stays finished', () => {
    const r = createTypingRecorder({
      initial: { text: 'a', durationMs: 1000, events: [{ at: 0, type: 'input', text: 'a' }] },
      limitMs: 1000,
    });
    expect(r.isFinished()).toBe(true);
  });
});
