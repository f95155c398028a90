import { useTranslation } from '../../../lib/use-translation.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';

/** Dates of the assessment pages in the reader's language and time zone. */
export const useAssessmentFormat = () => {
  const language = useLanguage();
  const { t } = useTranslation('assessments');
  return {
    dateTime: (iso: string | null | undefined): string =>
      iso ? formatDateTime(iso, language, { date: 'short' }) : '–',
    score: (score: number | null, max: number | null): string =>
      score === null || max === null ? '–' : t('result.scoreOf', { score, max }),
  };
};
