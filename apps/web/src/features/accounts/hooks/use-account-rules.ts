import { useMemo } from 'react';
import { useLanguage, toHeaderLang } from '../../../lib/i18n.ts';
import { accountRules } from '../model/rules.ts';

/** The form rules in the current language. */
export const useAccountRules = () => {
  const language = useLanguage();
  return useMemo(() => accountRules(toHeaderLang(language)), [language]);
};
