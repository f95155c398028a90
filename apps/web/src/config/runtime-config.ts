import { CONFIG_PATH, ZRuntimeConfig, type TRuntimeConfig } from '@tmp/contracts';

export const DEFAULT_SITE_TITLE = 'TMP';

let current: TRuntimeConfig | null = null;

/** Fetched once before the first render: the server renders it for the host the page is served under. */
export const loadRuntimeConfig = async (fetchImpl: typeof fetch = fetch): Promise<TRuntimeConfig> => {
  const response = await fetchImpl(CONFIG_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Runtime configuration unavailable (HTTP ${response.status})`);
  current = ZRuntimeConfig.parse(await response.json());
  return current;
};

export const setRuntimeConfig = (config: TRuntimeConfig): void => {
  current = config;
};

export const getRuntimeConfig = (): TRuntimeConfig => {
  if (!current) throw new Error('Runtime configuration read before it was loaded');
  return current;
};

export const getSiteTitle = (): string => current?.siteTitle || DEFAULT_SITE_TITLE;

export const getCustomerName = (language: string): string => {
  const name = current?.customerName;
  if (!name) return getSiteTitle();
  return language.toLowerCase().startsWith('zh') ? name.zh : name.en;
};
