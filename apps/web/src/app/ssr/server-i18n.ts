import type { TLanguage } from '@tmp/contracts';
import { byNamespace, NAMESPACES } from '../../lib/i18n.ts';
import { Translator, type TTexts } from '../../lib/translator.ts';

// Every namespace of both languages: the server renders either.
const FILES: Record<TLanguage, Record<string, TTexts>> = {
  'en-US': import.meta.glob('../../locales/en-US/*.json', { eager: true, import: 'default' }),
  'zh-CN': import.meta.glob('../../locales/zh-CN/*.json', { eager: true, import: 'default' }),
};

/**
 * One translator per language for pages rendered on the server, never the browser's shared one: each is
 * made once with its language's every namespace and never changed, so concurrent renders in both languages
 * cannot see each other's.
 */
export const createTranslator = (language: TLanguage): Translator =>
  new Translator({
    language,
    namespaces: NAMESPACES,
    defaultNamespace: 'common',
    resources: { [language]: byNamespace(FILES[language]) },
  });
