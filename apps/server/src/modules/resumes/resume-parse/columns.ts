import { findDateRanges } from './dates.ts';
import { isHeadingText } from './headings.ts';
import { buildLines, type TLine } from './lines.ts';
import type { TPdfPage, TTextItem } from './pdf-text.ts';

const right = (i: TTextItem) => i.x + i.width;
const chars = (items: TTextItem[]) => items.reduce((n, i) => n + i.text.trim().length, 0);

/**
 * The empty vertical bands in the middle of the page, emptiest first (then left to right): each band's
 * middle x and how many items cross it. A right sidebar beside right-aligned dates leaves two bands.
 */
const findGutters = (items: TTextItem[], width: number) => {
  const scan: Array<{ x: number; crossing: number }> = [];
  for (let x = width * 0.22; x <= width * 0.78; x += 2)
    scan.push({ x, crossing: items.filter((i) => i.x < x - 1 && right(i) > x + 1).length });
  const least = Math.min(...scan.map((s) => s.crossing));
  const limit = Math.max(least, Math.floor(items.length * 0.1));
  const bands: Array<{ x: number; crossing: number }[]> = [];
  scan.forEach((s, i) => {
    if (s.crossing > limit) return;
    const band = bands.at(-1);
    if (band && scan[i - 1]!.crossing <= limit && band.at(-1)!.crossing === s.crossing) band.push(s);
    else bands.push([s]);
  });
  return bands
    .map((band) => ({ x: band[Math.floor(band.length / 2)]!.x, crossing: band[0]!.crossing }))
    .sort((a, b) => a.crossing - b.crossing || a.x - b.x);
};

/** Share of right-side lines that sit on the same baseline as a left-side line (rows of one table). */
const pairedShare = (left: TLine[], rightLines: TLine[]) => {
  if (!rightLines.length) return 1;
  const paired = rightLines.filter((r) => left.some((l) => Math.abs(l.y - r.y) < r.size * 0.5));
  return paired.length / rightLines.length;
};

const hasHeading = (lines: TLine[]) => lines.some((l) => isHeadingText(l.text));

const isDateOnly = (text: string) => {
  const range = findDateRanges(text)[0];
  return Boolean(range && !/\p{L}/u.test(text.replace(range.text, '')));
};

/** Right-aligned dates of the entries beside them: a band left of them is no gutter. */
const hasDatesBeside = (left: TLine[], rightLines: TLine[]) =>
  rightLines.filter(
    (r) => isDateOnly(r.segments[0] ?? '') && left.some((l) => Math.abs(l.y - r.y) < r.size * 0.5),
  ).length >= 2;

/**
 * Tells a two-column page (a sidebar beside the main column) from one column with right-aligned dates:
 * few items may cross the gutter, both sides hold a fair share of the text, and either both sides carry
 * section headings or their lines do not pair up as table rows.
 */
const splitAt = (page: TPdfPage, gutter: { x: number }) => {
  const { items } = page;
  const leftItems = items.filter((i) => right(i) <= gutter.x + 1);
  const rightItems = items.filter((i) => i.x >= gutter.x - 1);
  const total = chars(items);
  if (chars(leftItems) < total * 0.15 || chars(rightItems) < total * 0.15) return undefined;
  const left = buildLines(leftItems, 1);
  const rightLines = buildLines(rightItems, 2);
  const isColumns = (hasHeading(left) && hasHeading(rightLines)) || pairedShare(left, rightLines) < 0.35;
  if (!isColumns || hasDatesBeside(left, rightLines)) return undefined;
  const crossing = items.filter((i) => i.x < gutter.x - 1 && right(i) > gutter.x + 1);
  return { left, right: rightLines, full: buildLines(crossing, 0) };
};

/** The first empty band that splits the page into two columns, if any does. */
const splitColumns = (page: TPdfPage) => {
  if (page.items.length < 10) return undefined;
  for (const gutter of findGutters(page.items, page.width)) {
    const split = splitAt(page, gutter);
    if (split) return split;
  }
  return undefined;
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
