import { describe, expect, it } from 'vitest';
import {
  compareTyping,
  countCorrectChars,
  countTypedWords,
  createTypingJudge,
  liveTypingSpeed,
  normalizePassage,
  passageWords,
} from './typing-judge.ts';

describe('typing judging (the exam page and the server alike)', () => {
  it('splits and normalizes a passage whatever whitespace separates its words', () => {
    expect(passageWords('  The  quick\nfox ')).toEqual(['The', 'quick', 'fox']);
    expect(normalizePassage('  The  quick\nfox ', 'en')).toBe('The quick fox');
    expect(normalizePassage('你好 世界', 'zh')).toBe('你好世界');
    // A raw passage is judged as its normalized form.
    expect(compareTyping(' ab\t cd ', 'ab', 'en')).toEqual(compareTyping('ab cd', 'ab', 'en'));
  });

  it('judges keystrokes and counts what the speed is made of', () => {
    // English: "ax" then a backspace and "b c": the x is wrong, the rest right; a space fits a word's end only.
    const en = createTypingJudge('ab  cd', 'en');
    expect([...'ax'].map(en.type)).toEqual([true, false]);
    en.back();
    expect([...'b c'].map(en.type)).toEqual([true, true, true]);
    expect(en.type(' ')).toBe(false);
    // Chinese: a doubled character costs itself only.
    const zh = createTypingJudge('你好 世界', 'zh');
    expect([...'你你好'].map(zh.type)).toEqual([true, false, true]);
    expect(countCorrectChars('ab cd ef', 'ab cx ef', 'en')).toBe(5);
    expect(countCorrectChars('你好世界', '你世界', 'zh')).toBe(3);
    expect(countTypedWords('ab cx ', 'en')).toBe(2);
    expect(countTypedWords('你 好', 'zh')).toBe(2);
  });

  it('marks correct, incorrect, current and pending characters (English)', () => {
    // passage "ab cd": a b _ c d
    expect(compareTyping('ab cd', '', 'en')).toEqual(['current', 'pending', 'pending', 'pending', 'pending']);
    expect(compareTyping('ab cd', 'a', 'en')).toEqual([
      'correct',
      'current',
      'pending',
      'pending',
      'pending',
    ]);
    expect(compareTyping('ab cd', 'ax', 'en')).toEqual([
      'correct',
      'incorrect',
      'current',
      'pending',
      'pending',
    ]);
    expect(compareTyping('ab cd', 'ab c', 'en')).toEqual([
      'correct',
      'correct',
      'correct',
      'correct',
      'current',
    ]);
  });

  it('a missed letter costs its word only (English)', () => {
    // "a cd": typed word 1 short, word 2 right
    expect(compareTyping('ab cd', 'a cd', 'en')).toEqual([
      'correct',
      'incorrect',
      'correct',
      'correct',
      'correct',
    ]);
  });

  it('matches Chinese with the passage: a wrong, skipped or doubled character costs itself only', () => {
    expect(compareTyping('你好世界', '你们', 'zh')).toEqual(['correct', 'incorrect', 'current', 'pending']);
    expect(compareTyping('你好世界啊', '你世界', 'zh')).toEqual([
      'correct',
      'incorrect',
      'correct',
      'correct',
      'current',
    ]);
    expect(compareTyping('你好世界', '你你好世', 'zh')).toEqual(['correct', 'correct', 'correct', 'current']);
    expect(liveTypingSpeed('你好世界啊', '你世界啊', 'zh', 60_000)).toBe(4);
  });

  it('gives an indicative speed with the server formula', () => {
    // "ab cd" fully right in 6 s: (2 + 1 + 2) / 5 chars per word = 1 word / 0.1 min = 10 WPM
    expect(liveTypingSpeed('ab cd', 'ab cd', 'en', 6000)).toBe(10);
    expect(liveTypingSpeed('ab cd', 'ax cd', 'en', 6000)).toBe(4);
    expect(liveTypingSpeed('你好世界', '你好世', 'zh', 30_000)).toBe(6);
    expect(liveTypingSpeed('你好', '你好', 'zh', 0)).toBe(0);
  });
});
