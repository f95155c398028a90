/** The two languages of the product, as sent in the `lang` header (spec §7). */
export const LANGS = ['en-us', 'zh-cn'] as const;
export type TLang = (typeof LANGS)[number];
export const DEFAULT_LANG: TLang = 'en-us';

export interface TText {
  en: string;
  zh: string;
}

export const parseLang = (value: unknown): TLang => {
  const v = typeof value === 'string' ? value.toLowerCase() : '';
  return v.startsWith('zh') ? 'zh-cn' : 'en-us';
};

export const pickText = (text: TText, lang: TLang): string => (lang === 'zh-cn' ? text.zh : text.en);

/** The English or the Chinese of a pair of columns or fields, by request language. */
export const pickLang = (lang: TLang, en: string, zh: string): string => (lang === 'zh-cn' ? zh : en);

const HAN = /\p{Script=Han}/gu;
const SEPARATOR = ' / ';

/** Where a text written 'English / 中文' or '中文 / English' divides; null when it is not so written. */
const bilingualSplit = (text: string): { at: number; zhFirst: boolean } | null => {
  const han = [...text.matchAll(HAN)].map((m) => m.index);
  if (han.length === 0) return null;
  const [first, last] = [han[0]!, han.at(-1)!];
  // English first: the last separator before the first Chinese character; Chinese first: the first after
  // the last one. Either way the English side has no Chinese character and a '/' inside a side stays.
  const zhFirst = text.slice(0, first).trim() === '';
  const at = zhFirst ? text.indexOf(SEPARATOR, last) : text.lastIndexOf(SEPARATOR, first - SEPARATOR.length);
  return at > 0 ? { at, zhFirst } : null;
};

/**
 * A free text written in both languages at once ('English / 中文', as HR and the demo write notes meant
 * for every reader), in the reader's language; a text in one language comes back whole.
 */
export const pickBilingualText = <T extends string | null>(text: T, lang: TLang): T => {
  const split = text ? bilingualSplit(text) : null;
  if (!text || !split) return text;
  const left = text.slice(0, split.at).trim();
  const right = text.slice(split.at + SEPARATOR.length).trim();
  if (!left || !right) return text;
  const [en, zh] = split.zhFirst ? [right, left] : [left, right];
  return pickLang(lang, en, zh) as T;
};
