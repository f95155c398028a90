import { createContext, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { i18n } from './i18n.ts';
import type { TFunction, Translator } from './translator.ts';

/** The translator of a subtree: the app's own unless a page rendered on the server gives its language's. */
const TranslatorContext = createContext<Translator | undefined>(undefined);

export const TranslatorProvider = ({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) => <TranslatorContext value={translator}>{children}</TranslatorContext>;

/**
 * `t` bound to one namespace (`common` when none is named), re-rendering when the language changes or a
 * namespace arrives. A namespace not yet downloaded suspends the component until it is (the nearest
 * Suspense boundary shows its fallback); one that failed to download shows its keys.
 */
export const useTranslation = (namespace?: string): { t: TFunction; i18n: Translator } => {
  const translator = useContext(TranslatorContext) ?? i18n;
  const ns = namespace ?? translator.defaultNamespace;
  useSyncExternalStore(translator.subscribe, translator.getVersion, translator.getVersion);
  const { language } = translator;
  if (!translator.hasResourceBundle(language, ns) && !translator.hasFailed(language, ns)) {
    use(translator.loadNamespace(ns));
  }
  return { t: translator.fixedT(ns), i18n: translator };
};
