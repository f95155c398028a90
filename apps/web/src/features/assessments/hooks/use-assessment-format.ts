import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useLanguage } from '../../../lib/i18n.ts';

/** Dates of the assessment pages in the reader's language and time zone. */
export const useAssessmentFormat = () => {
  const language = useLanguage();
  const { t } = useTranslation('assessments');
  const pattern = language === 'zh-CN' ? 'YYYY年M月D日 HH:mm' : 'MMM D, YYYY HH:mm';
  return {
    dateTime: (iso: string | null | undefined): string => (iso ? dayjs(iso).format(pattern) : '–'),
    score: (score: number | null, max: number | null): string =>
      score === null || max === null ? '–' : t('result.scoreOf', { score, max }),
  };
};
