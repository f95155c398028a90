import { findDateRanges } from './dates.ts';
import type { TLine } from './lines.ts';
import type { TPdfPage, TTextItem } from './pdf-text.ts';

/**
 * One place where the text of a PDF is made comparable before anything reads it.
 *
 * Many PDFs (Chromium and Word printing with CJK fonts, WPS) write a glyph's Unicode as the first code
 * point the font maps to it, which for 工 大 月 至 网 is a Kangxi radical (U+2F00 block) or a CJK
 * Radicals Supplement form: `浙江⼯业⼤学` looks right but matches no heading or word. NFKC folds the
 * Kangxi block, the compatibility ideographs, full-width letters, digits and punctuation, and the
 * ideographic space. It leaves the Radicals Supplement alone, so those get the table below (measured:
 * every GB2312 character printed by Chromium with Noto Sans CJK and read back by pdf.js).
 */
const RADICALS: Record<string, string> = {
  '\u2e85': '亻',
  '\u2e89': '刂',
  '\u2e90': '尢',
  '\u2e92': '巳',
  '\u2e93': '幺',
  '\u2e95': '彐',
  '\u2e96': '忄',
  '\u2e98': '扌',
  '\u2e99': '攵',
  '\u2ea0': '民',
  '\u2ea1': '氵',
  '\u2ea3': '灬',
  '\u2ea6': '丬',
  '\u2ea8': '犭',
  '\u2ead': '礻',
  '\u2eb0': '纟',
  '\u2eba': '肀',
  '\u2ebe': '艹',
  '\u2ec2': '衤',
  '\u2ec5': '见',
  '\u2ec6': '角',
  '\u2ec8': '讠',
  '\u2ec9': '贝',
  '\u2ecb': '车',
  '\u2ecc': '辶',
  '\u2ed0': '钅',
  '\u2ed3': '长',
  '\u2ed4': '门',
  '\u2ed6': '阝',
  '\u2ed8': '青',
  '\u2ed9': '韦',
  '\u2eda': '页',
  '\u2edb': '风',
  '\u2edc': '飞',
  '\u2edd': '食',
  '\u2ee0': '饣',
  '\u2ee2': '马',
  '\u2ee3': '骨',
  '\u2ee4': '鬼',
  '\u2ee5': '鱼',
  '\u2ee6': '鸟',
  '\u2ee7': '卤',
  '\u2ee8': '麦',
  '\u2ee9': '黄',
  '\u2eea': '黾',
  '\u2eec': '齐',
  '\u2eee': '齿',
  '\u2ef0': '龙',
  // NFKC turns the Kangxi radical ⼾ into the traditional 戶; simplified text means 户. 㬵 is 胶's twin.
  '\u2f3e': '户',
  '\u3b35': '胶',
};
const RADICAL = new RegExp(`[${Object.keys(RADICALS).join('')}]`, 'g');
/** Hyphens and dashes that look alike (a CJK font draws — and ― alike); the readers know `-`, `–`, `—`. */
const DASHES = /[\u2010\u2011\u2012\u2015\u2212\ufe58\ufe63]/g;

/** Chinese punctuation that belongs in Chinese text (`阿里巴巴（中国）有限公司`), kept as written. */
const CJK_PUNCTUATION = /([（），：；！？])/;

/** Folds one run of PDF text: radicals, compatibility forms, full-width forms, odd dashes and spaces. */
export const normalizeText = (text: string) =>
  text
    .replace(RADICAL, (c) => RADICALS[c] ?? c)
    .split(CJK_PUNCTUATION)
    .map((part) => (CJK_PUNCTUATION.test(part) ? part : part.normalize('NFKC')))
    .join('')
    .replace(DASHES, '-')
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s/g, ' ');

/** One glyph, or a few that pdf.js already spaced out (`K e`): the pieces of a letter-spaced word. */
const isGlyph = (item: TTextItem) => /^\S(?: \S){0,3}$/.test(item.text.trim());
const glyphs = (item: TTextItem) => item.text.replace(/\s/g, '');

/**
 * Letter-spaced words (`王 小 明`, `R E S U M E` drawn glyph by glyph): a run of single glyphs on one
 * baseline at even gaps becomes one item, so the gap is not read as a table cell's edge. A wider gap
 * inside a run of Latin letters is the space between two words (`O L I V I A   B R E N N A N`).
 */
const joinLetterSpaced = (items: TTextItem[]): TTextItem[] => {
  const out: TTextItem[] = [];
  let run: TTextItem[] = [];
  let text = '';
  let unit = 0;
  const flush = () => {
    const isHan = run.every((i) => /\p{Script=Han}/u.test(i.text));
    if (run.length >= 3 || (run.length === 2 && isHan)) {
      const last = run.at(-1)!;
      out.push({ ...run[0]!, text, width: last.x + last.width - run[0]!.x });
    } else out.push(...run);
    run = [];
  };
  for (const item of items) {
    const prev = run.at(-1);
    const gap = prev ? item.x - (prev.x + prev.width) : 0;
    const sameLine = prev && Math.abs(item.y - prev.y) < 0.5 && gap > 0;
    if (run.length === 1) unit = gap;
    const even = sameLine && gap < item.size * 1.2 && Math.abs(gap - unit) < item.size * 0.15;
    const wordGap =
      sameLine && run.length >= 2 && /[A-Za-z]/.test(item.text) && gap > unit && gap < unit + item.size;
    if (isGlyph(item) && prev && (even || wordGap)) {
      run.push(item);
      text += `${even ? '' : ' '}${glyphs(item)}`;
      continue;
    }
    flush();
    if (isGlyph(item)) {
      run = [item];
      text = glyphs(item);
    } else out.push(item);
  }
  flush();
  return out;
};

/** The pages with every run's text folded and letter-spaced words joined. */
export const normalizePages = (pages: TPdfPage[]): TPdfPage[] =>
  pages.map((page) => {
    const items = page.items
      .map((item) => ({ ...item, text: normalizeText(item.text) }))
      .filter((item) => item.text.trim());
    const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
    return { ...page, items: joinLetterSpaced(sorted) };
  });

const isNextLine = (a: TLine, b: TLine) =>
  a.column === b.column && a.page === b.page && b.y > a.y && b.y - a.y < a.size * 1.8;

/** `Master of Engineering in` / `Software Engineering`: a one-piece line left hanging on a small word. */
const isDangling = (a: TLine, b: TLine) =>
  a.segments.length === 1 &&
  b.segments.length === 1 &&
  /\s(in|of|and|for|&)$/i.test(a.text) &&
  Math.abs(a.size - b.size) < 0.5 &&
  !/\d/.test(b.text);

/**
 * Chinese wraps between any two characters: a one-piece line that fills its column, ending in a Han
 * character, goes on in the next one-piece line (`现居住地：北京市海` / `淀区 | 政治面貌：群众`). Table rows
 * (several cells) and dated lines never continue one another.
 */
const isHanWrap = (a: TLine, b: TLine) =>
  a.segments.length === 1 &&
  b.segments.length === 1 &&
  /\p{Script=Han}$/u.test(a.text) &&
  /^\p{Script=Han}/u.test(b.text) &&
  a.x1 >= a.right - a.size * 1.5 &&
  Math.abs(a.size - b.size) < 0.5 &&
  !findDateRanges(b.text).length;

/**
 * Lines broken inside a phrase are put back together: a word hyphenated at the line's end (`develop-` /
 * `ment ...`) moves up whole, and a line hanging on `in`, `of`, `and` takes the line after it, and so does a Chinese line wrapped
 * inside a word (`机械设计制造及其自动化 · 硕` / `士`).
 */
export const joinBrokenLines = (lines: TLine[]): TLine[] => {
  const out: TLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev && isNextLine(prev, line) && (isDangling(prev, line) || isHanWrap(prev, line))) {
      const text = `${prev.text}${isHanWrap(prev, line) ? '' : ' '}${line.text}`;
      out[out.length - 1] = { ...prev, text, segments: [text], x1: Math.max(prev.x1, line.x1) };
      continue;
    }
    if (prev && isNextLine(prev, line) && /\p{Ll}-$/u.test(prev.text) && /^\p{Ll}/u.test(line.text)) {
      const word = /^\S+/.exec(line.text)![0];
      const joined = (s: string) => `${s.slice(0, -1)}${word}`;
      out[out.length - 1] = {
        ...prev,
        text: joined(prev.text),
        segments: [...prev.segments.slice(0, -1), joined(prev.segments.at(-1)!)],
      };
      const rest = line.segments.map((s, i) => (i === 0 ? s.slice(word.length).trim() : s)).filter(Boolean);
      if (rest.length) out.push({ ...line, segments: rest, text: rest.join('  ') });
      continue;
    }
    out.push(line);
  }
  return out;
};
