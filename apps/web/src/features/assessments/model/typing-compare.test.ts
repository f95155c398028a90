import { describe, expect, it } from 'vitest';
import { compareTyping, liveSpeed, normalizePassage } from './typing-compare.ts';

describe('typing comparison', () => {
  it('normalizes whitespace like the server', () => {
    expect(normalizePassage('  The  quick\nfox ', 'en')).toBe('The quick fox');
    expect(normalizePassage('你好 世界', 'zh')).toBe('你好世界');
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
    expect(liveSpeed('你好世界啊', '你世界啊', 'zh', 60_000)).toBe(4);
  });

  it('gives an indicative speed with the server formula', () => {
    // "ab cd" fully right in 6 s: (2 + 1 + 2) / 5 chars per word = 1 word / 0.1 min = 10 WPM
    expect(liveSpeed('ab cd', 'ab cd', 'en', 6000)).toBe(10);
    expect(liveSpeed('ab cd', 'ax cd', 'en', 6000)).toBe(4);
    expect(liveSpeed('你好世界', '你好世', 'zh', 30_000)).toBe(6);
    expect(liveSpeed('你好', '你好', 'zh', 0)).toBe(0);
  });
});
