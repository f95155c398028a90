import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import { LANGUAGE_COOKIE, normalizeLanguage, type TLang, type TLanguage } from '@tmp/contracts';
import { useAppStore } from './app-store.ts';

export {
  LANGUAGES,
  LANGUAGE_COOKIE,
  detectLanguage,
  normalizeLanguage,
  type TLanguage,
} from '@tmp/contracts';
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
  'interviews',
] as const;

export const readLanguageCookie = (): string | undefined => Cookies.get(LANGUAGE_COOKIE);
export const writeLanguageCookie = (language: TLanguage): void => {
  Cookies.set(LANGUAGE_COOKIE, language, { path: '/', sameSite: 'lax', expires: 365 });
};

/** The value of the `lang` header (spec §7). */
export const toHeaderLang = (language: string): TLang =>
  normalizeLanguage(language) === 'zh-CN' ? 'zh-cn' : 'en-us';

export const toDayjsLocale = (language: TLanguage): string => (language === 'zh-CN' ? 'zh-cn' : 'en');

type TBundle = Record<string, Record<string, unknown>>;

/**
 * The namespaces of the server-rendered public pages and the shells: a first visit downloads only these
 * (`i18n-resources/<language>-first.ts` lists the same files). The other namespaces of the language come in
 * one chunk with the first page or dialog that needs them (react-i18next waits for them) or when the visitor
 * starts to navigate or signs in (`loadAllNamespaces`).
 */
export const FIRST_NAMESPACES = ['common', 'jobs'] as const;
const isFirstNamespace = (namespace: string) => (FIRST_NAMESPACES as readonly string[]).includes(namespace);

type TPart = 'first' | 'rest';
const PARTS: Record<TLanguage, Record<TPart, () => Promise<Record<string, Record<string, unknown>>>>> = {
  'en-US': {
    first: () => import('./i18n-resources/en-US-first.ts').then((m) => m.default),
    rest: () => import('./i18n-resources/en-US-rest.ts').then((m) => m.default),
  },
  'zh-CN': {
    first: () => import('./i18n-resources/zh-CN-first.ts').then((m) => m.default),
    rest: () => import('./i18n-resources/zh-CN-rest.ts').then((m) => m.default),
  },
};

const loading = new Map<string, Promise<TBundle>>();

/** One part of a language's texts, keyed by namespace; downloaded once. */
const loadPart = (language: TLanguage, part: TPart): Promise<TBundle> => {
  const key = `${language} ${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = PARTS[language][part]().then((files) => {
      const bundle: TBundle = {};
      for (const [file, content] of Object.entries(files)) {
        const namespace = /([^/]+)\.json$/.exec(file)?.[1];
        if (namespace) bundle[namespace] = content;
      }
      return bundle;
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
};

const loadBundle = async (language: TLanguage): Promise<TBundle> => {
  const [first, rest] = await Promise.all([loadPart(language, 'first'), loadPart(language, 'rest')]);
  return { ...first, ...rest };
};

/** Starts downloading a language's texts early (e.g. while the runtime configuration loads). */
export const preloadLanguage = (language: TLanguage): void =>
  void loadBundle(language).catch(() => undefined);

/** i18next's source of the namespaces it was not given at start. */
const partsBackend = {
  type: 'backend' as const,
  init: () => undefined,
  read: (
    language: string,
    namespace: string,
    callback: (error: unknown, data: Record<string, unknown> | null) => void,
  ) => {
    const lang = normalizeLanguage(language);
    if (!lang) return callback(null, {});
    loadPart(lang, isFirstNamespace(namespace) ? 'first' : 'rest').then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: unknown) => callback(error, null),
    );
  },
};

const addBundle = async (language: TLanguage): Promise<void> => {
  if (NAMESPACES.every((namespace) => i18next.hasResourceBundle(language, namespace))) return;
  const bundle = await loadBundle(language);
  for (const [namespace, content] of Object.entries(bundle)) {
    i18next.addResourceBundle(language, namespace, content, true, true);
  }
};

/** Every namespace of the shown language: once the visitor moves on from the first page or signs in. */
export const loadAllNamespaces = (): Promise<void> =>
  i18next.loadNamespaces([...NAMESPACES]).catch(() => undefined);

const DAYJS_LOCALES: Partial<Record<TLanguage, () => Promise<unknown>>> = {
  'zh-CN': () => import('dayjs/locale/zh-cn'),
};

/** The language being shown or switched to; dayjs follows it once a page has asked for dayjs. */
let targetLanguage: TLanguage | undefined;
let dayjsWanted = false;

const syncDayjs = async (): Promise<void> => {
  const language = targetLanguage ?? getLanguage();
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), DAYJS_LOCALES[language]?.()]);
  // A later switch may have finished first: only the newest language is applied.
  if ((targetLanguage ?? getLanguage()) === language) dayjs.locale(toDayjsLocale(language));
};

/**
 * dayjs in the language shown (its Chinese locale included): the pages that show dates or date pickers
 * load it with their code (`app/device-pages.ts`, the HR console); the first visit's pages format their
 * dates without it. From then on every language switch waits for dayjs' locale as well.
 */
export const loadDayjs = (): Promise<void> => {
  dayjsWanted = true;
  return syncDayjs();
};

const applyLanguage = async (language: TLanguage): Promise<void> => {
  targetLanguage = language;
  if (dayjsWanted) await syncDayjs();
  document.documentElement.lang = language;
  useAppStore.getState().setLanguage(language);
};

/**
 * Only the language shown is downloaded; the other one when the user switches to it. `firstOnly` (a page
 * rendered on the server) starts with the public pages' namespaces and leaves the rest for later.
 */
export const initI18n = async (language: TLanguage, { firstOnly = false } = {}): Promise<TI18n> => {
  const texts = firstOnly ? await loadPart(language, 'first') : await loadBundle(language);
  await i18next
    .use(initReactI18next)
    .use(partsBackend)
    .init({
      resources: { [language]: texts },
      // The namespaces not given here are read from `partsBackend` when first used.
      partialBundledLanguages: true,
      lng: language,
      // Both languages have the same keys (locales.test.ts): the shown language needs no fallback.
      fallbackLng: false,
      ns: Object.keys(texts),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Components re-render when a namespace arrives (a `t('hr:…')` outside its own page's namespaces).
      react: { bindI18n: 'languageChanged loaded' },
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
