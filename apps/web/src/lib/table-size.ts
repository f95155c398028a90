const LATIN_LETTER = /[A-Za-z]/;
const ASCII_NON_SPACE = /[\x21-\x7e]/;

/**
 * Estimated width in px of a table column for a header text (spec §9): 15 per space or non-Latin
 * character, 5 per Latin letter, plus 30 of padding. Digits and ASCII punctuation count as narrow too.
 */
export const estimateColumnWidth = (text: string): number => {
  let width = 30;
  for (const char of text) {
    if (LATIN_LETTER.test(char) || ASCII_NON_SPACE.test(char)) width += 5;
    else width += 15;
  }
  return width;
};

/** Scrollable table body height: short screens get a shorter table (spec §9). */
export const getTableHeight = (bodyHeight: number = document.body.clientHeight): number =>
  bodyHeight < 769 ? 320 : 525;
