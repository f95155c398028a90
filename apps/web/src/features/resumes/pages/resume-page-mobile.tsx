import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useResumeDetail } from '../api/get-resume-detail.ts';
import { ResumeEditorMobile } from '../components/resume-editor-mobile.tsx';
import { ResumeFilesMobile } from '../components/resume-files-mobile.tsx';
import '../components/resumes.css';

export const ResumePageMobile = () => {
  const { t } = useTranslation('resumes');
  const updatedAt = useResumeDetail().data?.updatedAt;
  return (
    <div className="resume-m">
      <section className="resume-m__head">
        <h1 className="resume-m__title">{t('page.title')}</h1>
        <p className="resume-m__subtitle">
          {updatedAt
            ? t('page.updated', { date: dayjs(updatedAt).format('YYYY-MM-DD HH:mm') })
            : t('page.neverSaved')}
        </p>
      </section>
      <ResumeEditorMobile submitLabel={t('page.save')} after={<ResumeFilesMobile />} />
    </div>
  );
};
