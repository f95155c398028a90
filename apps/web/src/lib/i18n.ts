import { LANGUAGE_COOKIE, normalizeLanguage, type TLang, type TLanguage } from '@tmp/contracts';
import { useAppStore } from './app-store.ts';
import { Translator, type TTexts } from './translator.ts';
import { readCookie, writeCookie } from './cookies.ts';

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
  'conversations',
  'company',
  'audit',
  'team',
] as const;

export const readLanguageCookie = (): string | undefined => readCookie(LANGUAGE_COOKIE);
export const writeLanguageCookie = (language: TLanguage): void => {
  writeCookie(LANGUAGE_COOKIE, language, { days: 365 });
};

/** The value of the `lang` header (spec §7). */
export const toHeaderLang = (language: string): TLang =>
  normalizeLanguage(language) === 'zh-CN' ? 'zh-cn' : 'en-us';

export const toDayjsLocale = (language: TLanguage): string => (language === 'zh-CN' ? 'zh-cn' : 'en');

type TBundle = Record<string, Record<string, unknown>>;

/** The texts of locale files (`…/<namespace>.json` → texts), keyed by namespace. */
export const byNamespace = (files: TBundle): TBundle =>
  Object.fromEntries(Object.entries(files).map(([file, texts]) => [/([^/]+)\.json$/.exec(file)?.[1], texts]));

/**
 * The namespaces of the server-rendered public pages and the shells: a first visit downloads only these
 * (`i18n-resources/<language>-first.ts` lists the same files). The other namespaces of the language come in
 * one chunk with the first page or dialog that needs them (`useTranslation` waits for them) or when the visitor
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
    pending = PARTS[language][part]().then(byNamespace);
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

/** Where the namespaces not given at the start come from. */
const loadTexts = async (language: string, namespace: string): Promise<TTexts> => {
  const lang = normalizeLanguage(language);
  if (!lang) return {};
  const bundle = await loadPart(lang, isFirstNamespace(namespace) ? 'first' : 'rest');
  return bundle[namespace] ?? {};
};

/** The browser's texts: one translator for the app, set up by `initI18n`. */
export const i18n = new Translator({
  language: 'en-US',
  namespaces: NAMESPACES,
  defaultNamespace: 'common',
  load: loadTexts,
});

const addBundle = async (language: TLanguage): Promise<void> => {
  if (NAMESPACES.every((namespace) => i18n.hasResourceBundle(language, namespace))) return;
  const bundle = await loadBundle(language);
  for (const [namespace, content] of Object.entries(bundle))
    i18n.addResourceBundle(language, namespace, content);
};

/** Every namespace of the shown language: once the visitor moves on from the first page or signs in. */
export const loadAllNamespaces = (): Promise<void> => i18n.loadNamespaces(NAMESPACES);

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
export const initI18n = async (language: TLanguage, { firstOnly = false } = {}): Promise<Translator> => {
  const texts = firstOnly ? await loadPart(language, 'first') : await loadBundle(language);
  for (const [namespace, content] of Object.entries(texts))
    i18n.addResourceBundle(language, namespace, content);
  // The namespaces not given here are loaded when first used.
  await i18n.changeLanguage(language);
  await applyLanguage(language);
  return i18n;
};

export const changeLanguage = async (language: TLanguage): Promise<void> => {
  await addBundle(language);
  writeLanguageCookie(language);
  await i18n.changeLanguage(language);
  await applyLanguage(language);
};

export const getLanguage = (): TLanguage => normalizeLanguage(i18n.language) ?? 'en-US';

export const getOtherLanguage = (language: TLanguage): TLanguage =>
  language === 'zh-CN' ? 'en-US' : 'zh-CN';

/** The current language as React state: components re-render and query keys change when it does. */
export const useLanguage = (): TLanguage => useAppStore((s) => s.language);
