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
