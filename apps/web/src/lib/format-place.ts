import type { TLanguage } from './i18n.ts';

export interface TPlaceNames {
  countryName?: string | null | undefined;
  stateName?: string | null | undefined;
  cityName?: string | null | undefined;
}

/**
 * A place in the reader's language: Chinese goes from the country down ("中国 · 北京市 · 海淀区"), English
 * from the city up ("Haidian, Beijing, China"). Every page that names a job's or an application's place
 * uses this one, so the list, the job, the application form and the applications agree.
 */
export const formatPlace = (place: TPlaceNames, language: TLanguage): string => {
  const largeToSmall = [place.countryName, place.stateName, place.cityName]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part);
  return language === 'zh-CN' ? largeToSmall.join(' · ') : largeToSmall.reverse().join(', ');
};
