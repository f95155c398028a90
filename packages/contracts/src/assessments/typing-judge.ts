// The typing test's rules in one place: the server scores a keystroke log with them and the exam page
// highlights the passage and shows its live speed with them, so both judge the same characters the same way.
// English is judged word by word, as typing tests do: a missed letter costs its word only. Chinese is
// matched with the passage by longest common subsequence (typing-align.ts).
import type { TTypingLanguage } from './typing.schemas.ts';
import { alignChinese, createChineseMatcher, matchChinese, type TPassageCharState } from './typing-align.ts';

/** The words of a passage, whatever whitespace separates them. */
export const passageWords = (passage: string): string[] => passage.trim().split(/\s+/).filter(Boolean);

/** The passage as it is judged: words separated by one space (English), no spaces (Chinese). */
export const normalizePassage = (passage: string, language: TTypingLanguage): string =>
  passageWords(passage).join(language === 'zh' ? '' : ' ');

/** Judges typed characters one by one against a passage, and follows backspaces. */
export interface TTypingJudge {
  /** Adds a typed character; true when it is the one expected there. */
  type: (c: string) => boolean;
  /** Removes the last typed character. */
  back: () => void;
}

/**
 * English: a character is judged against the same position in the current word, so a missed letter costs
 * that word only; a space is right only at a word's end.
 */
const englishJudge = (words: readonly string[][]): TTypingJudge => {
  // Cursor (word, position in word) after each typed character, so a backspace steps back exactly.
  const cursors: Array<[number, number]> = [];
  return {
    type: (c) => {
      const [word, pos] = cursors.at(-1) ?? [0, 0];
      const target = words[word] ?? [];
      const atEnd = pos === target.length && word < words.length - 1;
      const expected = pos < target.length ? target[pos] : atEnd ? ' ' : undefined;
      cursors.push(c === ' ' ? [word + 1, 0] : [word, pos + 1]);
      return c === expected;
    },
    back: () => void cursors.pop(),
  };
};

/** A judge of keystrokes against the passage in its language. */
export const createTypingJudge = (passage: string, language: TTypingLanguage): TTypingJudge => {
  if (language === 'zh') return createChineseMatcher(Array.from(normalizePassage(passage, 'zh')));
  return englishJudge(passageWords(passage).map((w) => Array.from(w)));
};

/** English: characters of correctly typed words, plus one space after each such word followed by one. */
const correctEnglishChars = (words: readonly string[], typed: string): number => {
  const typedWords = typed.split(' ');
  return typedWords.reduce((sum, word, i) => {
    if (word === '' || word !== words[i]) return sum;
    const spaced = i < typedWords.length - 1 && i < words.length - 1;
    return sum + Array.from(word).length + (spaced ? 1 : 0);
  }, 0);
};

/** How many characters of what is typed count as correct: the numerator of the speed. */
export const countCorrectChars = (passage: string, typed: string, language: TTypingLanguage): number =>
  language === 'zh'
    ? matchChinese(Array.from(normalizePassage(passage, 'zh')), Array.from(typed))
    : correctEnglishChars(passageWords(passage), typed);

/** Words typed (English) or characters other than spaces (Chinese). */
export const countTypedWords = (typed: string, language: TTypingLanguage): number =>
  language === 'zh'
    ? Array.from(typed).filter((c) => c.trim()).length
    : typed.split(' ').filter(Boolean).length;

/**
 * Per minute of `elapsedMs`, unrounded: words of 5 characters in English (WPM, decisions §5), characters in
 * Chinese (CPM); 0 before any time has passed.
 */
export const typingSpeed = (chars: number, language: TTypingLanguage, elapsedMs: number): number => {
  const minutes = elapsedMs / 60_000;
  if (minutes <= 0) return 0;
  return chars / (language === 'zh' ? 1 : 5) / minutes;
};

/** An indicative speed while typing, rounded: the server's formula on what is in the box. */
export const liveTypingSpeed = (
  passage: string,
  typed: string,
  language: TTypingLanguage,
  elapsedMs: number,
): number => Math.round(typingSpeed(countCorrectChars(passage, typed, language), language, elapsedMs));

/** English: the state of each passage character (spaces included) for what is typed so far. */
const compareEnglish = (passage: string, typed: string): TPassageCharState[] => {
  const words = passageWords(passage).map((w) => Array.from(w));
  const typedWords = typed.split(' ').map((w) => Array.from(w));
  const current = typedWords.length - 1;
  const states: TPassageCharState[] = [];
  words.forEach((word, i) => {
    const mine = typedWords[i];
    word.forEach((c, j) => {
      if (i > current || !mine) states.push('pending');
      else if (j < mine.length) states.push(mine[j] === c ? 'correct' : 'incorrect');
      else if (i < current) states.push('incorrect');
      else states.push(j === mine.length ? 'current' : 'pending');
    });
    if (i === words.length - 1) return;
    if (i < current) states.push('correct');
    else if (i === current && mine && mine.length >= word.length) states.push('current');
    else states.push('pending');
  });
  return states;
};

/** The state of every character of the normalized passage (normalizePassage) for what is typed so far. */
export const compareTyping = (
  passage: string,
  typed: string,
  language: TTypingLanguage,
): TPassageCharState[] =>
  language === 'zh'
    ? alignChinese(Array.from(normalizePassage(passage, 'zh')), Array.from(typed))
    : compareEnglish(passage, typed);
