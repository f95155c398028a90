import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import dayjs from 'dayjs';
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
  'privacy',
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

type TBundle = Record<string, Record<string, unknown>>;

const BUNDLES: Record<TLanguage, () => Promise<Record<string, Record<string, unknown>>>> = {
  'en-US': () => import('./i18n-resources/en-US.ts').then((m) => m.default),
  'zh-CN': () => import('./i18n-resources/zh-CN.ts').then((m) => m.default),
};

const loading = new Map<TLanguage, Promise<TBundle>>();

/** The texts of one language, every namespace, keyed by namespace; downloaded once. */
const loadBundle = (language: TLanguage): Promise<TBundle> => {
  let pending = loading.get(language);
  if (!pending) {
    pending = BUNDLES[language]().then((files) => {
      const bundle: TBundle = {};
      for (const [file, content] of Object.entries(files)) {
        const namespace = /([^/]+)\.json$/.exec(file)?.[1];
        if (namespace) bundle[namespace] = content;
      }
      return bundle;
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
};

/** Starts downloading a language's texts early (e.g. while the runtime configuration loads). */
export const preloadLanguage = (language: TLanguage): void =>
  void loadBundle(language).catch(() => undefined);

const addBundle = async (language: TLanguage): Promise<void> => {
  if (i18next.hasResourceBundle(language, 'common')) return;
  const bundle = await loadBundle(language);
  for (const [namespace, content] of Object.entries(bundle)) {
    i18next.addResourceBundle(language, namespace, content, true, true);
  }
};

const DAYJS_LOCALES: Partial<Record<TLanguage, () => Promise<unknown>>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
};

const applyLanguage = async (language: TLanguage): Promise<void> => {
  await DAYJS_LOCALES[language]?.();
  document.documentElement.lang = language;
  dayjs.locale(toDayjsLocale(language));
  useAppStore.getState().setLanguage(language);
};

/** Only the language shown is downloaded; the other one when the user switches to it. */
export const initI18n = async (language: TLanguage): Promise<TI18n> => {
  const resources = { [language]: await loadBundle(language) };
  await i18next.use(initReactI18next).init({
    resources,
    lng: language,
    // Both languages have the same keys (locales.test.ts): the shown language needs no fallback.
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await applyLanguage(language);
  return i18next;
};

export const changeLanguage = async (language: TLanguage): Promise<void> => {
  await addBundle(language);
  writeLanguageCookie(language);
  await i18next.changeLanguage(language);
  await applyLanguage(language);
};

export const getLanguage = (): TLanguage => normalizeLanguage(i18next.language) ?? 'en-US';

export const getOtherLanguage = (language: TLanguage): TLanguage =>
  language === 'zh-CN' ? 'en-US' : 'zh-CN';

export { i18next };

/** The current language as React state: components re-render and query keys change when it does. */
export const useLanguage = (): TLanguage => useAppStore((s) => s.language);
