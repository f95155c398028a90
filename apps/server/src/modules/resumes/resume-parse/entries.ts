import { findDateRanges, type TDateRange } from './dates.ts';
import type { TLine } from './lines.ts';
import { isDescriptionCell, isTitleRow, labelledRecords } from './tables.ts';

/** One entry of a work or education section: its heading lines and the date range among them. */
export interface TEntryBlock {
  head: TLine[];
  range: TDateRange;
  rangeLine: TLine;
}

const BULLET = /^\s*(?:[•·●○◆◇■□▪▫►▸➢➤✓✔\-–—*]|\d{1,2}[.、)]|[（(]\d{1,2}[)）])\s*/;
const SENTENCE_END = /[。；;.!！]$/;

const COLUMN_TITLES =
  /^(时间|起止时间|日期|学校|院校|专业|学历|学位|公司|单位|公司名称|职位|岗位|部门|period|dates?|time|school|university|major|degree|company|employer|title|position|role|location)$/i;

/** The title row of a table (`时间 | 学校 | 专业 | 学历`), which belongs to no entry. */
const isTableHeader = (line: TLine) =>
  line.segments.length >= 2 && line.segments.every((s) => COLUMN_TITLES.test(s.trim()));

/** Reaches the right edge of its column (within a long word), as only a wrapped or full line does. */
const isLong = (line: TLine) =>
  line.x1 >= line.right - Math.max(line.size * 3, (line.right - line.left) * 0.15);

/** A full line of many words: a sentence, never an entry's heading (even in a narrow column). */
const isWordy = (line: TLine) => isLong(line) && line.text.replace(/[\u4e00-\u9fff]/g, 'xx').length >= 56;

/** The next line of the same paragraph: same size, at normal line distance. */
const isNextLine = (prev: TLine, line: TLine) =>
  Math.abs(prev.size - line.size) < 0.6 && line.y - prev.y < line.size * 1.75;

/**
 * Description lines: bullets, sentences, and the wrapped lines after them (a line wraps only when the one
 * before it reached the column's right edge). Everything else is an entry's heading line.
 */
const markDescriptions = (lines: TLine[]) => {
  const isDescription: boolean[] = [];
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    const hasDate = findDateRanges(line.text).length > 0;
    const follows = Boolean(prev && isDescription[i - 1] && isNextLine(prev, line) && !hasDate);
    const wraps = follows && isLong(prev!);
    const indented = follows && line.x0 > line.left + 3;
    // A Chinese full stop ends a sentence, never an entry's heading, however short the line.
    const sentence =
      !hasDate &&
      (isWordy(line) || (line.text.length > 45 && SENTENCE_END.test(line.text)) || /。$/.test(line.text));
    const cell = isTableHeader(line) || isTitleRow(line) || isDescriptionCell(line);
    isDescription.push(BULLET.test(line.text) || wraps || indented || sentence || cell);
  });
  return isDescription;
};

/** Runs of consecutive heading lines. */
const headRuns = (lines: TLine[]) => {
  const isDescription = markDescriptions(lines);
  const runs: TLine[][] = [];
  let run: TLine[] = [];
  lines.forEach((line, i) => {
    if (isDescription[i]) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(line);
  });
  if (run.length) runs.push(run);
  return runs;
};

/**
 * Splits a run holding several dated lines (a table, or entries without descriptions) into one entry per
 * dated line: each takes the lines after it when the run opens with a date, else the lines before it.
 */
const splitRun = (run: TLine[]): TEntryBlock[] => {
  const records = labelledRecords(run);
  if (records)
    return records.flatMap((record) =>
      splitDated(record)
        .slice(0, 1)
        .map((b) => ({ ...b, head: record })),
    );
  return splitDated(run);
};

const splitDated = (run: TLine[]): TEntryBlock[] => {
  const dated = run.flatMap((line, i) => {
    const range = findDateRanges(line.text)[0];
    return range ? [{ i, range }] : [];
  });
  if (!dated.length) return [];
  const forward = dated[0]!.i === 0;
  return dated.map(({ i, range }, k) => {
    const from = forward ? i : k === 0 ? 0 : dated[k - 1]!.i + 1;
    const to = forward ? (dated[k + 1]?.i ?? run.length) : i + 1;
    const head = run.slice(from, to).slice(0, 4);
    return { head: head.includes(run[i]!) ? head : [run[i]!], range, rangeLine: run[i]! };
  });
};

/** The entries of a work or education section, in the order they are written. */
export const splitEntries = (lines: TLine[]): TEntryBlock[] =>
  lines.length ? headRuns(lines).flatMap(splitRun) : [];
