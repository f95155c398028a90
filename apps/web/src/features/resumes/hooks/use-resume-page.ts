import { useTranslation } from '../../../lib/use-translation.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useResumeDetail } from '../api/resume.ts';

/** /resume: when the resume was last saved, said the same on both devices. */
export const useResumePage = () => {
  const { t } = useTranslation('resumes');
  const language = useLanguage();
  const updatedAt = useResumeDetail().data?.updatedAt;
  return {
    lastSaved: updatedAt
      ? t('page.updated', { date: formatDateTime(updatedAt, language, { date: 'short' }) })
      : t('page.neverSaved'),
    saveLabel: t('page.save'),
  };
};
