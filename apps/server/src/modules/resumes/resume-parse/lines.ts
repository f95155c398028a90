import type { TTextItem } from './pdf-text.ts';

/** A visual line of one column: its pieces split where the PDF leaves a wide gap (table cells, tabs). */
export interface TLine {
  page: number;
  /** 0 for a one-column page or a full-width line, 1 for the left column, 2 for the right one. */
  column: number;
  x0: number;
  x1: number;
  y: number;
  size: number;
  text: string;
  segments: string[];
  /** Left and right edges of the column the line belongs to on its page. */
  left: number;
  right: number;
}

const isCjk = (c: string | undefined) => Boolean(c && /[\u3000-\u9fff\uff00-\uffef]/.test(c));

/** A gap that separates two pieces: wider than two spaces, or any visible gap between Han characters. */
const isSeparating = (gap: number, size: number, before: string | undefined, after: string | undefined) =>
  gap > size * 0.6 || (gap > size * 0.25 && isCjk(before) && isCjk(after));

/** Joins the items of one line left to right, opening a new segment at separating gaps. */
const joinItems = (items: TTextItem[]) => {
  const segments: string[] = [];
  let current = '';
  let end = -Infinity;
  for (const item of items) {
    const gap = item.x - end;
    if (current && isSeparating(gap, item.size, current.trimEnd().at(-1), item.text.trimStart()[0])) {
      segments.push(current.trim());
      current = '';
    } else if (current && gap > item.size * 0.2) {
      const last = current.at(-1);
      const first = item.text[0];
      if (last !== ' ' && first !== ' ' && !(isCjk(last) && isCjk(first))) current += ' ';
    }
    current += item.text;
    end = Math.max(end, item.x + item.width);
  }
  if (current.trim()) segments.push(current.trim());
  return segments.flatMap((s) => s.split(/\s{2,}/)).filter(Boolean);
};

/** Groups items whose baselines are within half a font size into lines, top to bottom. */
export const buildLines = (items: TTextItem[], column: number): TLine[] => {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: TTextItem[][] = [];
  for (const item of sorted) {
    const group = groups.at(-1);
    const ref = group?.[0];
    if (group && ref && Math.abs(item.y - ref.y) < Math.min(ref.size, item.size) * 0.5) group.push(item);
    else groups.push([item]);
  }
  const lines = groups.map((group) => {
    const byX = group.sort((a, b) => a.x - b.x);
    const segments = joinItems(byX);
    return {
      page: byX[0]!.page,
      column,
      x0: Math.min(...byX.map((i) => i.x)),
      x1: Math.max(...byX.map((i) => i.x + i.width)),
      y: Math.min(...byX.map((i) => i.y)),
      size: Math.max(...byX.map((i) => i.size)),
      text: segments.join('  '),
      segments,
      left: 0,
      right: 0,
    };
  });
  const left = Math.min(...lines.map((l) => l.x0));
  const right = Math.max(...lines.map((l) => l.x1));
  return lines.map((l) => ({ ...l, left, right }));
};
