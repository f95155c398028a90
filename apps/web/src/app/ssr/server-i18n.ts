import type { TLanguage } from '@tmp/contracts';
import enUS from '../../lib/i18n-resources/en-US.ts';
import zhCN from '../../lib/i18n-resources/zh-CN.ts';
import { byNamespace, NAMESPACES } from '../../lib/i18n.ts';
import { Translator, type TTexts } from '../../lib/translator.ts';

const FILES: Record<TLanguage, Record<string, TTexts>> = { 'en-US': enUS, 'zh-CN': zhCN };

/**
 * One translator per language for pages rendered on the server, never the browser's shared one: each is
 * made once with its language's every namespace and never changed, so concurrent renders in both languages
 * cannot see each other's.
 */
export const createTranslator = (language: TLanguage): Translator => {
  return new Translator({
    language,
    namespaces: NAMESPACES,
    defaultNamespace: 'common',
    resources: { [language]: byNamespace(FILES[language]) },
  });
};
