import { CONFIG_PATH, type TRuntimeConfig } from '@tmp/contracts';

export const DEFAULT_SITE_TITLE = 'TMP';

let current: TRuntimeConfig | null = null;

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isText = (v: unknown): v is string => typeof v === 'string';

/**
 * The shape of ZRuntimeConfig, checked by hand: the first visit should not download the schema library
 * for one object the server itself renders from the same contract.
 */
export const isRuntimeConfig = (value: unknown): value is TRuntimeConfig => {
  const c = value as Partial<Record<keyof TRuntimeConfig, unknown>> | null;
  const name = c?.customerName as { en?: unknown; zh?: unknown } | null | undefined;
  const tagline = c?.tagline as { en?: unknown; zh?: unknown } | null | undefined;
  return (
    !!c &&
    isText(c.apiBase) &&
    isInt(c.customerid) &&
    Array.isArray(c.countryid) &&
    c.countryid.every(isInt) &&
    (c.sourceid === null || isInt(c.sourceid)) &&
    isInt(c.systemType) &&
    isText(c.siteTitle) &&
    isText(c.siteTitleZh) &&
    isText(c.logo) &&
    isText(name?.en) &&
    isText(name?.zh) &&
    isText(tagline?.en) &&
    isText(tagline?.zh) &&
    isText(c.brandColor) &&
    (c.defaultLanguage === 'en-US' || c.defaultLanguage === 'zh-CN') &&
    typeof c.devOutbox === 'boolean'
  );
};

/** Fetched once before the first render: the server renders it for the host the page is served under. */
export const loadRuntimeConfig = async (fetchImpl: typeof fetch = fetch): Promise<TRuntimeConfig> => {
  const response = await fetchImpl(CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Runtime configuration unavailable (HTTP ${response.status})`);
  const config: unknown = await response.json();
  if (!isRuntimeConfig(config)) throw new Error('Runtime configuration malformed');
  current = config;
  return current;
};

export const setRuntimeConfig = (config: TRuntimeConfig): void => {
  current = config;
};

export const getRuntimeConfig = (): TRuntimeConfig => {
  if (!current) throw new Error('Runtime configuration read before it was loaded');
  return current;
};

/** The site title in the language (the company settings' Chinese one for Chinese). */
export const getSiteTitle = (language = ''): string =>
  (language.toLowerCase().startsWith('zh') ? current?.siteTitleZh : current?.siteTitle) ||
  current?.siteTitle ||
  DEFAULT_SITE_TITLE;

export const getCustomerName = (language: string): string => {
  const name = current?.customerName;
  if (!name) return getSiteTitle();
  return language.toLowerCase().startsWith('zh') ? name.zh : name.en;
};

/** The customer's own tagline for the home hero in the language; empty: the portal's own text. */
export const getTagline = (language: string): string => {
  const tagline = current?.tagline;
  if (!tagline) return '';
  return language.toLowerCase().startsWith('zh') ? tagline.zh : tagline.en;
};
