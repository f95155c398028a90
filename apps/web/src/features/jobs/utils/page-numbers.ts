/** A page number to show, or a gap (`'gap'`) between two that are not next to each other. */
export type TPageItem = number | 'gap';

/**
 * The page numbers a pager shows, as the usual pagers do: every page up to nine, else the first and the
 * last, the current one with two on each side (five from either end), and a gap where pages are left out; a
 * gap that would stand for a single page shows that page instead.
 */
export const pageNumbers = (current: number, last: number): TPageItem[] => {
  if (last <= 9) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), last);
  let from = Math.max(page - 2, 1);
  let to = Math.min(page + 2, last);
  if (page <= 3) to = 5;
  if (page >= last - 2) from = last - 4;
  const items: TPageItem[] = [1];
  if (from > 3) items.push('gap');
  else for (let p = 2; p < from; p += 1) items.push(p);
  for (let p = Math.max(from, 2); p <= Math.min(to, last - 1); p += 1) items.push(p);
  if (to < last - 2) items.push('gap');
  else for (let p = to + 1; p < last; p += 1) items.push(p);
  items.push(last);
  return items;
};
