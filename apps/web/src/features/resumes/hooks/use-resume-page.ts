import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useResumeDetail } from '../api/resume.ts';

/** /resume: when the resume was last saved, said the same on both devices. */
export const useResumePage = () => {
  const { t } = useTranslation('resumes');
  const updatedAt = useResumeDetail().data?.updatedAt;
  return {
    lastSaved: updatedAt
      ? t('page.updated', { date: dayjs(updatedAt).format('YYYY-MM-DD HH:mm') })
      : t('page.neverSaved'),
    saveLabel: t('page.save'),
  };
};
