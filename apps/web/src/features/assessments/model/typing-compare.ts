import { alignChinese, matchChinese, type TPassageCharState, type TTypingLanguage } from '@tmp/contracts';

export type TCharState = TPassageCharState;

/** The passage as the server judges it: words separated by one space (English), no spaces (Chinese). */
export const normalizePassage = (passage: string, language: TTypingLanguage): string => {
  const words = passage.trim().split(/\s+/).filter(Boolean);
  return language === 'zh' ? words.join('') : words.join(' ');
};

/** English is judged word by word, like the server: a missed letter costs its word only. */
const compareEnglish = (passage: string, typed: string): TCharState[] => {
  const words = passage.split(' ').map((w) => Array.from(w));
  const typedWords = typed.split(' ').map((w) => Array.from(w));
  const current = typedWords.length - 1;
  const states: TCharState[] = [];
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

/** The state of every character of the (normalized) passage for what is typed so far. */
export const compareTyping = (passage: string, typed: string, language: TTypingLanguage): TCharState[] =>
  language === 'zh' ? alignChinese(Array.from(passage), Array.from(typed)) : compareEnglish(passage, typed);

const correctEnglishChars = (typed: string, passage: string): number => {
  const target = passage.split(' ');
  const words = typed.split(' ');
  return words.reduce((sum, word, i) => {
    if (word === '' || word !== target[i]) return sum;
    const spaced = i < words.length - 1 && i < target.length - 1;
    return sum + Array.from(word).length + (spaced ? 1 : 0);
  }, 0);
};

/**
 * An indicative speed while typing (the server's formula on what is in the box): WPM in English,
 * characters per minute in Chinese. The result shown after submitting is the server's.
 */
export const liveSpeed = (
  passage: string,
  typed: string,
  language: TTypingLanguage,
  elapsedMs: number,
): number => {
  const minutes = elapsedMs / 60_000;
  if (minutes <= 0) return 0;
  if (language === 'zh') {
    return Math.round(matchChinese(Array.from(passage), Array.from(typed)) / minutes);
  }
  return Math.round(correctEnglishChars(typed, passage) / 5 / minutes);
};
