// Chinese is typed without spaces, so a skipped, doubled or wrong character leaves no word boundary to find
// one's place again by: judged position by position, one slip would make every later character wrong (and
// the score near nothing). Typed characters are therefore matched with the passage by their longest common
// subsequence: a slip costs itself only, as a missed letter costs one word in English. The server scores
// with it and the exam page highlights with it, so both count the same characters.

/**
 * The most typed characters a match is followed for: the passage and a margin for slips. Past that a
 * character counts as wrong, and the work stays bounded by the passage (the page stops at its length).
 */
const extraAllowed = (passageLength: number) => passageLength + 64;

/**
 * Follows what is typed, character by character (and backspace by backspace), against a passage: a typed
 * character is right when it lengthens the match with the passage.
 */
export const createChineseMatcher = (passage: readonly string[]) => {
  const m = passage.length;
  // rows[k][j]: the longest common subsequence of the first k typed characters and the first j of the passage.
  const rows: Uint32Array[] = [new Uint32Array(m + 1)];
  return {
    /** Adds a typed character; true when it is a right one. */
    type: (c: string): boolean => {
      const prev = rows.at(-1)!;
      if (rows.length > extraAllowed(m)) {
        rows.push(prev);
        return false;
      }
      const row = new Uint32Array(m + 1);
      for (let j = 1; j <= m; j += 1) {
        row[j] = passage[j - 1] === c ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
      }
      rows.push(row);
      return row[m]! > prev[m]!;
    },
    /** Removes the last typed character. */
    back: (): void => {
      if (rows.length > 1) rows.pop();
    },
    /** How many typed characters match the passage. */
    matched: (): number => rows.at(-1)![m]!,
  };
};

/** How many characters of `typed` match the passage (see above). */
export const matchChinese = (passage: readonly string[], typed: readonly string[]): number => {
  const matcher = createChineseMatcher(passage);
  for (const c of typed) matcher.type(c);
  return matcher.matched();
};

export type TPassageCharState = 'correct' | 'incorrect' | 'current' | 'pending';

/**
 * The state of each passage character for what is typed: matched ones are correct; those the typing went
 * past without matching (skipped, or typed wrong) are incorrect; the next one is current.
 */
export const alignChinese = (passage: readonly string[], typed: readonly string[]): TPassageCharState[] => {
  const [n, m] = [Math.min(typed.length, extraAllowed(passage.length)), passage.length];
  const table = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = 1; i <= n; i += 1) {
    for (let j = 1; j <= m; j += 1) {
      table[i]![j] =
        typed[i - 1] === passage[j - 1]
          ? table[i - 1]![j - 1]! + 1
          : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
    }
  }
  const matched = new Set<number>();
  let [i, j, lastMatch, typedAfter] = [n, m, -1, 0];
  while (i > 0 && j > 0) {
    if (typed[i - 1] === passage[j - 1] && table[i]![j] === table[i - 1]![j - 1]! + 1) {
      matched.add(j - 1);
      if (lastMatch < 0) lastMatch = j - 1;
      [i, j] = [i - 1, j - 1];
    } else if (table[i - 1]![j]! >= table[i]![j - 1]!) {
      if (lastMatch < 0) typedAfter += 1;
      i -= 1;
    } else j -= 1;
  }
  if (lastMatch < 0) typedAfter = n;
  // Characters typed after the last match stand for the passage characters that follow it.
  const current = lastMatch + 1 + typedAfter;
  return passage.map((_, k) =>
    matched.has(k) ? 'correct' : k < current ? 'incorrect' : k === current ? 'current' : 'pending',
  );
};
