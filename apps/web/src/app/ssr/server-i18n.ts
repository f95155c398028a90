import i18next, { type i18n as TI18n } from 'i18next';
import type { TLanguage } from '@tmp/contracts';
import enUS from '../../lib/i18n-resources/en-US.ts';
import zhCN from '../../lib/i18n-resources/zh-CN.ts';
import { NAMESPACES } from '../../lib/i18n.ts';

const FILES: Record<TLanguage, Record<string, Record<string, unknown>>> = { 'en-US': enUS, 'zh-CN': zhCN };

/**
 * One i18next instance per language for pages rendered on the server, never the browser's shared one:
 * each is set up once with its language and never changed, so concurrent renders in both languages
 * cannot see each other's.
 */
export const createTranslator = async (language: TLanguage): Promise<TI18n> => {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [file, content] of Object.entries(FILES[language])) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) resources[namespace] = content;
  }
  const instance = i18next.createInstance();
  await instance.init({
    resources: { [language]: resources },
    lng: language,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
};
