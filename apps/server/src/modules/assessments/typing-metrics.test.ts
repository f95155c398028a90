import { describe, expect, it } from 'vitest';
import type { TTypingEvent, TTypingLog } from '@tmp/contracts';
import { computeTypingMetrics } from './typing-metrics.ts';

const ROOMY = { maxElapsedMs: 10 * 60_000 };

/** One `input` event per character, `stepMs` apart from 0. */
const keys = (text: string, stepMs: number, from = 0): TTypingEvent[] =>
  Array.from(text).map((c, i) => ({ at: from + i * stepMs, type: 'input', text: c }));

const log = (events: TTypingEvent[], durationMs: number, text?: string): TTypingLog => ({
  events,
  durationMs,
  text: text ?? replayText(events),
});

const replayText = (events: TTypingEvent[]): string => {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'backspace') out.pop();
    else out.push(...Array.from(e.text ?? ''));
  }
  return out.join('');
};

describe('English typing metrics (decisions §5)', () => {
  it('scores a perfect run: 19 characters in 3.6 s is 63.3 WPM', () => {
    // (3+1 + 5+1 + 5+1 + 3) = 19 correct characters / 5 = 3.8 words in 0.06 min = 63.33 WPM.
    const passage = 'the quick brown fox';
    const m = computeTypingMetrics(passage, 'en', log(keys(passage, 200), 3600), ROOMY);
    expect(m).toEqual({
      language: 'en',
      unit: 'wpm',
      speed: 63.3,
      rawSpeed: 63.3,
      accuracy: 100,
      errors: 0,
      totalWords: 4,
      backspaces: 0,
      elapsedSeconds: 3.6,
      completion: 1,
      flags: [],
    });
  });

  it('counts a corrected typo against accuracy but not against speed', () => {
    // t h w(wrong) <bs> e ␠ c a t: 8 character keystrokes, 7 right -> 87.5 %; 1 error; 1 backspace.
    // Final "the cat": 3 + 1 + 3 = 7 correct characters -> 7/5/0.1 min = 14 WPM; raw 8/5/0.1 = 16.
    const events: TTypingEvent[] = [
      ...keys('thw', 500),
      { at: 1500, type: 'backspace' },
      ...keys('e cat', 500, 2000),
    ];
    const m = computeTypingMetrics('the cat', 'en', log(events, 6000), ROOMY);
    expect(m).toMatchObject({
      speed: 14,
      rawSpeed: 16,
      accuracy: 87.5,
      errors: 1,
      totalWords: 2,
      backspaces: 1,
      flags: [],
    });
  });

  it('loses only the word with an uncorrected error', () => {
    // "teh cat sat" for "the cat sat": e and h wrong (2 errors of 11 keystrokes -> 81.8 %);
    // cat (3) + its space (1) + sat (3) = 7 correct characters / 5 / 0.2 min = 7 WPM; raw 11/5/0.2 = 11.
    const m = computeTypingMetrics('the cat sat', 'en', log(keys('teh cat sat', 100), 12_000), ROOMY);
    expect(m).toMatchObject({ speed: 7, rawSpeed: 11, accuracy: 81.8, errors: 2, totalWords: 3 });
  });

  it('judges a missed letter within its word only', () => {
    // "te cat" for "the cat": e wrong (expected h), the early space wrong, then c a t right: 4 of 6.
    const m = computeTypingMetrics('the cat', 'en', log(keys('te cat', 100), 6000), ROOMY);
    expect(m).toMatchObject({ accuracy: 66.7, errors: 2, speed: 6, rawSpeed: 12, totalWords: 2 });
  });

  it('answers zeros for an empty log', () => {
    const m = computeTypingMetrics('the cat', 'en', log([], 0), ROOMY);
    expect(m).toMatchObject({ speed: 0, rawSpeed: 0, accuracy: 0, errors: 0, totalWords: 0, flags: [] });
  });
});

describe('Chinese typing metrics', () => {
  it('counts committed characters per minute; composition is not a keystroke', () => {
    // Commits 我们 / 地(wrong) / <bs> / 的 / 工作: 6 committed characters, 5 right -> 83.3 %.
    // Final 我们的工作: 5 correct characters in 0.1 min = 50 per minute; raw 6 / 0.1 = 60.
    const events: TTypingEvent[] = [
      { at: 1000, type: 'commit', text: '我们' },
      { at: 2000, type: 'commit', text: '地' },
      { at: 2500, type: 'backspace' },
      { at: 3000, type: 'commit', text: '的' },
      { at: 4000, type: 'commit', text: '工作' },
    ];
    const m = computeTypingMetrics('我们的工作', 'zh', log(events, 6000), ROOMY);
    expect(m).toEqual({
      language: 'zh',
      unit: 'cpm',
      speed: 50,
      rawSpeed: 60,
      accuracy: 83.3,
      errors: 1,
      totalWords: 5,
      backspaces: 1,
      elapsedSeconds: 6,
      completion: 1,
      flags: [],
    });
  });

  it('costs a skipped or doubled character itself only, not every character after it', () => {
    // 优质的客户服务 typed with 的 skipped and 户 doubled: 6 of 7 committed characters right; 6 of the
    // passage's 7 matched in 0.1 min = 60 per minute (by position: 2 right, 20 per minute).
    const events: TTypingEvent[] = [
      { at: 1000, type: 'commit', text: '优质' },
      { at: 2000, type: 'commit', text: '客户' },
      { at: 3000, type: 'commit', text: '户' },
      { at: 4000, type: 'commit', text: '服务' },
    ];
    const m = computeTypingMetrics('优质的客户服务', 'zh', log(events, 6000), ROOMY);
    expect(m).toMatchObject({ speed: 60, rawSpeed: 70, accuracy: 85.7, errors: 1, totalWords: 7 });
    expect(m.completion).toBeCloseTo(6 / 7);
  });
});

describe('implausible logs are flagged for HR', () => {
  it('flags more than 350 WPM', () => {
    // 40 characters in 1 s = 8 words in 1/60 min = 480 WPM.
    const text = 'abcd abcd abcd abcd abcd abcd abcd abcd';
    const m = computeTypingMetrics(text, 'en', log(keys(`${text} `, 25), 1000), ROOMY);
    expect(m.rawSpeed).toBe(480);
    expect(m.flags).toEqual(['tooFast']);
  });

  it('flags timestamps out of order', () => {
    const events = keys('the', 500);
    events[2] = { ...events[2]!, at: 100 };
    expect(computeTypingMetrics('the', 'en', log(events, 2000), ROOMY).flags).toEqual(['outOfOrder']);
  });

  it('flags timestamps outside the attempt window', () => {
    const late = computeTypingMetrics('the', 'en', log(keys('the', 30_000), 60_000), {
      maxElapsedMs: 50_000,
    });
    expect(late.flags).toEqual(['outsideWindow']);
    const early = computeTypingMetrics('the', 'en', log(keys('the', 500, -1000), 2000), ROOMY);
    expect(early.flags).toEqual(['outsideWindow']);
  });

  it('flags a final text the keystrokes do not produce, and pasted text', () => {
    const mismatch = computeTypingMetrics('the cat', 'en', log(keys('the', 500), 2000, 'the cat'), ROOMY);
    expect(mismatch.flags).toEqual(['textMismatch']);
    const pasted = computeTypingMetrics(
      'the cat',
      'en',
      log([{ at: 0, type: 'input', text: 'the cat' }], 5000),
      ROOMY,
    );
    expect(pasted.flags).toEqual(['pasted']);
    expect(pasted.speed).toBe(16.8);
  });

  // Speed is the benchmark's concern (no timing assertions here): a long log must still replay exactly.
  it('replays a long log', () => {
    const passage = 'lorem ipsum dolor '.repeat(1000).trim();
    const m = computeTypingMetrics(passage, 'en', log(keys(passage, 10), 600_000), ROOMY);
    expect(m.accuracy).toBe(100);
  });
});
