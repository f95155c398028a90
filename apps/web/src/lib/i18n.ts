import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { TLang } from '@tmp/contracts';
import { useAppStore } from './app-store.ts';

export const LANGUAGES = ['en-US', 'zh-CN'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'TMP-language';
export const NAMESPACES = [
  'common',
  'jobs',
  'accounts',
  'resumes',
  'applications',
  'offers',
  'hr',
  'assessments',
] as const;

/** Maps any browser or cookie language tag to one of ours, or null when it is neither. */
export const normalizeLanguage = (tag: string | null | undefined): TLanguage | null => {
  const lower = (tag ?? '').trim().toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return null;
};

/** Cookie first, then the browser's languages in order, then the customer's default (spec §9). */
export const detectLanguage = (input: {
  cookie: string | undefined;
  browserLanguages: readonly string[];
  fallback: TLanguage;
}): TLanguage => {
  const fromCookie = normalizeLanguage(input.cookie);
  if (fromCookie) return fromCookie;
  for (const tag of input.browserLanguages) {
    const language = normalizeLanguage(tag);
    if (language) return language;
  }
  return input.fallback;
};

export const readLanguageCookie = (): string | undefined => Cookies.get(LANGUAGE_COOKIE);
export const writeLanguageCookie = (language: TLanguage): void => {
  Cookies.set(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'lax', expires: 365 });
};

/** The value of the `lang` header (spec §7). */
export const toHeaderLang = (language: string): TLang =>
  normalizeLanguage(language) === 'zh-CN' ? 'zh-cn' : 'en-us';

export const toDayjsLocale = (language: TLanguage): string => (language === 'zh-CN' ? 'zh-cn' : 'en');

type TResources = Record<string, Record<string, Record<string, unknown>>>;

const loadResources = (): TResources => {
  const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
    eager: true,
    import: 'default',
  });
  const resources: TResources = {};
  for (const [file, content] of Object.entries(files)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if (!language || !namespace) continue;
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
};

const applyLanguage = (language: TLanguage): void => {
  document.documentElement.lang = language;
  dayjs.locale(toDayjsLocale(language));
  useAppStore.getState().setLanguage(language);
};

export const initI18n = async (language: TLanguage): Promise<TI18n> => {
  await i18next.use(initReactI18next).init({
    resources: loadResources(),
    lng: language,
    fallbackLng: 'en-US',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(language);
  return i18next;
};

export const changeLanguage = async (language: TLanguage): Promise<void> => {
  writeLanguageCookie(language);
  await i18next.changeLanguage(language);
  applyLanguage(language);
};

export const getLanguage = (): TLanguage => normalizeLanguage(i18next.language) ?? 'en-US';

export const getOtherLanguage = (language: TLanguage): TLanguage =>
  language === 'zh-CN' ? 'en-US' : 'zh-CN';

export { i18next };

/** The current language as React state: components re-render and query keys change when it does. */
export const useLanguage = (): TLanguage => useAppStore((s) => s.language);
