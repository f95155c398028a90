import { describe, expect, it } from 'vitest';
import type { TQuestionView } from '@tmp/contracts';
import { countUnanswered, fillInValues, isAnswered, splitBlanks } from './answers.ts';

const q = (kind: TQuestionView['kind'], id = 1): TQuestionView => ({
  id,
  kind,
  no: id,
  title: 't',
  points: 1,
  options: [],
  blanks: kind === 'fillIn' ? 2 : 0,
  typing: null,
});

describe('answers', () => {
  it('knows when each kind is answered', () => {
    expect(isAnswered(q('single'), 'A')).toBe(true);
    expect(isAnswered(q('single'), null)).toBe(false);
    expect(isAnswered(q('multiple'), [])).toBe(false);
    expect(isAnswered(q('multiple'), ['A'])).toBe(true);
    expect(isAnswered(q('trueFalse'), false)).toBe(true);
    expect(isAnswered(q('fillIn'), ['', ' '])).toBe(false);
    expect(isAnswered(q('fillIn'), ['', '60'])).toBe(true);
    expect(isAnswered(q('essay'), '   ')).toBe(false);
    expect(isAnswered(q('typing'), { text: 'a', durationMs: 1, events: [] })).toBe(true);
    expect(isAnswered(q('typing'), { text: '', durationMs: 0, events: [] })).toBe(false);
  });

  it('counts the unanswered', () => {
    expect(countUnanswered([q('single', 1), q('essay', 2)], { 1: { value: 'B' } })).toBe(1);
  });

  it('splits a fill-in title at its blanks only when the count matches', () => {
    expect(splitBlanks('One hour has ____ minutes, and one day has ____ hours.', 2)).toEqual([
      'One hour has ',
      ' minutes, and one day has ',
      ' hours.',
    ]);
    expect(splitBlanks('No blanks marked', 2)).toBeNull();
    expect(fillInValues(['60'], 2)).toEqual(['60', '']);
    expect(fillInValues(null, 2)).toEqual(['', '']);
  });
});
