import { isHeadingText } from './headings.ts';
import { buildLines, type TLine } from './lines.ts';
import type { TPdfPage, TTextItem } from './pdf-text.ts';

const right = (i: TTextItem) => i.x + i.width;
const chars = (items: TTextItem[]) => items.reduce((n, i) => n + i.text.trim().length, 0);

/** The x of the emptiest vertical band in the middle of the page, and how many items cross it. */
const findGutter = (items: TTextItem[], width: number) => {
  let best = { x: 0, crossing: Infinity };
  for (let x = width * 0.22; x <= width * 0.78; x += 2) {
    const crossing = items.filter((i) => i.x < x - 1 && right(i) > x + 1).length;
    if (crossing < best.crossing) best = { x, crossing };
  }
  return best;
};

/** Share of right-side lines that sit on the same baseline as a left-side line (rows of one table). */
const pairedShare = (left: TLine[], rightLines: TLine[]) => {
  if (!rightLines.length) return 1;
  const paired = rightLines.filter((r) => left.some((l) => Math.abs(l.y - r.y) < r.size * 0.5));
  return paired.length / rightLines.length;
};

const hasHeading = (lines: TLine[]) => lines.some((l) => isHeadingText(l.text));

/**
 * Tells a two-column page (a sidebar beside the main column) from one column with right-aligned dates:
 * few items may cross the gutter, both sides hold a fair share of the text, and either both sides carry
 * section headings or their lines do not pair up as table rows.
 */
const splitColumns = (page: TPdfPage) => {
  const { items } = page;
  const gutter = findGutter(items, page.width);
  if (items.length < 10 || gutter.crossing > items.length * 0.1) return undefined;
  const leftItems = items.filter((i) => right(i) <= gutter.x + 1);
  const rightItems = items.filter((i) => i.x >= gutter.x - 1);
  const total = chars(items);
  if (chars(leftItems) < total * 0.15 || chars(rightItems) < total * 0.15) return undefined;
  const left = buildLines(leftItems, 1);
  const rightLines = buildLines(rightItems, 2);
  const isColumns = (hasHeading(left) && hasHeading(rightLines)) || pairedShare(left, rightLines) < 0.35;
  if (!isColumns) return undefined;
  const crossing = items.filter((i) => i.x < gutter.x - 1 && right(i) > gutter.x + 1);
  return { left, right: rightLines, full: buildLines(crossing, 0) };
};

/**
 * The lines of a page in reading order: full-width lines above the columns (the name banner), then the
 * left column top to bottom, then the right one, then any full-width lines below. Columns never mix.
 */
export const readPageLines = (page: TPdfPage): { lines: TLine[]; columns: number } => {
  const split = splitColumns(page);
  if (!split) return { lines: buildLines(page.items, 0), columns: 1 };
  const top = Math.min(...[...split.left, ...split.right].map((l) => l.y));
  const above = split.full.filter((l) => l.y <= top);
  const below = split.full.filter((l) => l.y > top);
  return { lines: [...above, ...split.left, ...split.right, ...below], columns: 2 };
};
