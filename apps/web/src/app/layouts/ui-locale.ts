import { useEffect, useState } from 'react';
import type { Locale as TDesktopLocale } from 'antd/es/locale';
import type { Locale as TMobileLocale } from 'antd-mobile/es/locales/base';
import type { TDevice } from '../../lib/device.ts';
import type { TLanguage } from '../../lib/i18n.ts';

const createLocaleCache = <T>(loaders: Record<TLanguage, () => Promise<T>>) => {
  const loaded = new Map<TLanguage, T>();
  let last: T | undefined;
  const load = async (language: TLanguage): Promise<T> => {
    const locale = loaded.get(language) ?? (await loaders[language]());
    loaded.set(language, locale);
    return locale;
  };
  /** The language's texts; until a newly chosen language has arrived, the ones shown before. */
  const useLocale = (language: TLanguage): T | undefined => {
    const [, setArrived] = useState(0);
    const locale = loaded.get(language);
    useEffect(() => {
      if (!loaded.has(language)) void load(language).then(() => setArrived((n) => n + 1));
    }, [language]);
    if (locale) last = locale;
    return locale ?? last;
  };
  return { load, useLocale };
};

// The UI libraries' own texts (pagination, pickers, empty lists): only the language shown is downloaded.
const desktop = createLocaleCache<TDesktopLocale>({
  'en-US': () => import('antd/es/locale/en_US').then((m) => m.default),
  'zh-CN': () => import('antd/es/locale/zh_CN').then((m) => m.default),
});
const mobile = createLocaleCache<TMobileLocale>({
  'en-US': () => import('antd-mobile/es/locales/en-US').then((m) => m.default),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN').then((m) => m.default),
});

export const useDesktopLocale = desktop.useLocale;
export const useMobileLocale = mobile.useLocale;

/** Called at boot once the language is known, so the first render already has the library's texts. */
export const preloadUiLocale = (device: TDevice, language: TLanguage): Promise<unknown> =>
  (device === 'mobile' ? mobile : desktop).load(language).catch(() => undefined);
