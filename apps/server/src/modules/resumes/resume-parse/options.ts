import { findDegree, OPTION_ALIASES } from './vocabulary.ts';

/** An item of a reference list in both languages. */
export interface TOptionItem {
  value: number;
  en: string;
  zh: string;
}

export type TOptionLists = Record<string, TOptionItem[]>;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
const isCjk = (s: string) => /[\u4e00-\u9fff]/.test(s);
/** Long enough to be looked for inside a longer text without false hits (`m` in `female`). */
const isDistinct = (s: string) => (isCjk(s) ? s.length >= 2 : s.length >= 4);

const textsOf = (item: TOptionItem) => [norm(item.en), norm(item.zh)];

const byAlias = (value: string, items: TOptionItem[], code: string) => {
  const group = (OPTION_ALIASES[code] ?? []).find((g) => g.some((a) => norm(a) === value));
  if (!group) return undefined;
  return items.find((item) =>
    textsOf(item).some((t) => group.some((a) => t === norm(a) || (isDistinct(a) && t.includes(norm(a))))),
  );
};

/**
 * The customer's item a resume value names, and how sure the match is: the item's own words first, then
 * the same value in other words (China → Chinese, 党员 → 中共党员), then one text holding the other.
 */
export const matchOption = (
  raw: string,
  items: TOptionItem[],
  code: string,
): { value: number; confidence: number } | undefined => {
  const value = norm(raw);
  if (!value) return undefined;
  if (code === 'Degree') {
    const item = items.find((i) => [i.en, i.zh].some((t) => findDegree(t)?.key === value));
    return item && { value: item.value, confidence: 0.9 };
  }
  const exact = items.find((item) => textsOf(item).includes(value));
  if (exact) return { value: exact.value, confidence: 0.95 };
  const alias = byAlias(value, items, code);
  if (alias) return { value: alias.value, confidence: 0.85 };
  const near = isDistinct(value)
    ? items.find((item) =>
        textsOf(item).some((t) => isDistinct(t) && (t.includes(value) || value.includes(t))),
      )
    : undefined;
  return near && { value: near.value, confidence: 0.65 };
};
