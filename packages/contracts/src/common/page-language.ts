/**
 * The language a page is shown in, decided the same way by the server (when it renders a public page) and
 * by the browser (when the app starts): the `lang` query parameter of a shared or alternate-language link,
 * then the visitor's stored choice (cookie), then the browser's languages in order, then the customer's
 * default.
 */
export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
/** The cookie holding the visitor's chosen language. */
export const LANGUAGE_COOKIE = 'TMP-language';
/** The query parameter of hreflang alternates and shared links: `?lang=zh-CN`. */
export const LANGUAGE_QUERY = 'lang';

/** Maps any browser, cookie or query language tag to one of ours, or null when it is neither. */
export const normalizeLanguage = (tag: string | null | undefined): TLanguage | null => {
  const lower = (tag ?? '').trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return null;
};

/** The tags of an Accept-Language header, best first (`zh-CN,zh;q=0.9,en;q=0.8`). */
export const parseAcceptLanguage = (header: string | null | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);

export const detectLanguage = (input: {
  query?: string | null | undefined;
  cookie: string | undefined;
  browserLanguages: readonly string[];
  fallback: TLanguage;
}): TLanguage => {
  const chosen = normalizeLanguage(input.query) ?? normalizeLanguage(input.cookie);
  if (chosen) return chosen;
  for (const tag of input.browserLanguages) {
    const language = normalizeLanguage(tag);
    if (language) return language;
  }
  return input.fallback;
};
