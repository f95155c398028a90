import { useTranslation } from './use-translation.tsx';
import type { TPositionListItem } from '@tmp/contracts';
import { useLanguage } from './i18n.ts';
import { formatPlace, type TPlaceNames } from './format-place.ts';
import { formatPublishDate, formatSalary } from './format-position.ts';

/** Formatting of a job's facts in the current language. */
export const usePositionFormat = () => {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  return {
    language,
    location: (job: TPlaceNames) => formatPlace(job, language),
    salary: (job: Pick<TPositionListItem, 'salaryMin' | 'salaryMax' | 'salaryCurrency'>) =>
      formatSalary(job, language, {
        negotiable: t('salary.negotiable'),
        from: (min) => t('salary.from', { min }),
        upTo: (max) => t('salary.upTo', { max }),
      }),
    date: (date: string) => formatPublishDate(date, language),
  };
};
