import { describe, expect, it } from 'vitest';
import { answerFits, normaliseBlank, scoreAnswer, totalScores, type TScorableQuestion } from './scoring.ts';

const ctx = { maxTypingMs: 60 * 60_000 };
const options = ['A', 'B', 'C', 'D'].map((key) => ({ key, en: key, zh: key }));
const question = (over: Partial<TScorableQuestion>): TScorableQuestion => ({
  id: 1,
  kind: 'single',
  points: 5,
  options: [],
  blanks: 0,
  typing: null,
  answerKey: null,
  ...over,
});

const single = question({ kind: 'single', options, answerKey: 'B' });
const multiple = question({ kind: 'multiple', options, answerKey: ['A', 'C'], points: 4 });
const trueFalse = question({ kind: 'trueFalse', answerKey: false, points: 2 });
const fillIn = question({ kind: 'fillIn', blanks: 2, answerKey: [['Beijing', '北京'], ['7']], points: 3 });
const essay = question({ kind: 'essay', points: 10 });
const typing = question({
  kind: 'typing',
  points: 10,
  typing: { language: 'en', passage: 'the cat', durationSeconds: 60, targetSpeed: 28 },
});

describe('objective scoring', () => {
  it('single choice: all points for the right key only', () => {
    expect(scoreAnswer(single, 'B', ctx).score).toBe(5);
    expect(scoreAnswer(single, 'A', ctx).score).toBe(0);
    expect(scoreAnswer(single, undefined, ctx).score).toBe(0);
  });
  it('multiple choice: exactly the right set, in any order', () => {
    expect(scoreAnswer(multiple, ['C', 'A'], ctx).score).toBe(4);
    expect(scoreAnswer(multiple, ['A'], ctx).score).toBe(0);
    expect(scoreAnswer(multiple, ['A', 'C', 'D'], ctx).score).toBe(0);
  });
  it('true/false', () => {
    expect(scoreAnswer(trueFalse, false, ctx).score).toBe(2);
    expect(scoreAnswer(trueFalse, true, ctx).score).toBe(0);
    expect(scoreAnswer(trueFalse, null, ctx).score).toBe(0);
  });
  it('fill-in: a share per blank, ignoring case, width and spacing', () => {
    expect(scoreAnswer(fillIn, [' beijing ', '７'], ctx).score).toBe(3);
    expect(scoreAnswer(fillIn, ['北京', '8'], ctx).score).toBe(1.5);
    expect(scoreAnswer(fillIn, [], ctx).score).toBe(0);
    expect(normaliseBlank('  ＡＢ  c ')).toBe('ab c');
  });
  it('essay: awaits review when answered, 0 when blank', () => {
    expect(scoreAnswer(essay, 'My answer', ctx).score).toBeNull();
    expect(scoreAnswer(essay, '  ', ctx).score).toBe(0);
  });
  it('typing: points in proportion to the target speed, capped', () => {
    // "the cat" typed perfectly in 3 s: 7/5 words in 0.05 min = 28 WPM = the target -> all 10 points.
    const events = Array.from('the cat').map((c, i) => ({ at: i * 500, type: 'input' as const, text: c }));
    const fast = scoreAnswer(typing, { text: 'the cat', durationMs: 3000, events }, ctx);
    expect(fast.score).toBe(10);
    expect(fast.typing).toMatchObject({ speed: 28, accuracy: 100 });
    const slow = scoreAnswer(typing, { text: 'the cat', durationMs: 6000, events }, ctx);
    expect(slow.score).toBe(5);
    expect(scoreAnswer(typing, null, ctx)).toEqual({ score: 0, typing: null });
  });
});

describe('answerFits', () => {
  it('accepts each kind only in its own shape', () => {
    expect(answerFits(single, 'B')).toBe(true);
    expect(answerFits(single, 'Z')).toBe(false);
    expect(answerFits(single, ['B'])).toBe(false);
    expect(answerFits(multiple, ['A', 'B'])).toBe(true);
    expect(answerFits(multiple, ['A', 'A'])).toBe(false);
    expect(answerFits(trueFalse, 'true')).toBe(false);
    expect(answerFits(fillIn, ['a', 'b', 'c'])).toBe(false);
    expect(answerFits(essay, 'text')).toBe(true);
    expect(answerFits(typing, 'text')).toBe(false);
    expect(answerFits(typing, { text: '', durationMs: 0, events: [] })).toBe(true);
    expect(answerFits(essay, null)).toBe(true);
  });
});

describe('totalScores', () => {
  const all = [single, { ...multiple, id: 2 }, { ...trueFalse, id: 3 }];
  it('passes at the pass mark and fails below it', () => {
    const scores = new Map([
      [1, { score: 5, typing: null }],
      [2, { score: 0, typing: null }],
      [3, { score: 2, typing: null }],
    ]);
    expect(totalScores(all, scores, 7)).toEqual({ score: 7, maxScore: 11, result: 'passed' });
    expect(totalScores(all, scores, 8)).toEqual({ score: 7, maxScore: 11, result: 'failed' });
    expect(totalScores(all, scores, null).result).toBe('completed');
  });
  it('awaits review while an essay is unscored', () => {
    const scores = new Map([[4, { score: null, typing: null }]]);
    expect(totalScores([{ ...essay, id: 4 }], scores, 5)).toEqual({
      score: 0,
      maxScore: 10,
      result: 'pendingReview',
    });
  });
});
