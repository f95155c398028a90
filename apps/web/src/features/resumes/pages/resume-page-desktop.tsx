import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useResumeDetail } from '../api/get-resume-detail.ts';
import { ResumeEditorDesktop } from '../components/resume-editor-desktop.tsx';
import { ResumeFilesDesktop } from '../components/resume-files-desktop.tsx';
import '../components/resumes.css';

export const ResumePageDesktop = () => {
  const { t } = useTranslation('resumes');
  const detail = useResumeDetail();
  const updatedAt = detail.data?.updatedAt;
  return (
    <>
      <section className="resume-hero">
        <div className="site-container resume-hero__inner">
          <div>
            <h1 className="resume-hero__title">{t('page.title')}</h1>
            <p className="resume-hero__subtitle">{t('page.subtitle')}</p>
          </div>
          <p className="resume-hero__updated">
            {updatedAt
              ? t('page.updated', { date: dayjs(updatedAt).format('YYYY-MM-DD HH:mm') })
              : t('page.neverSaved')}
          </p>
        </div>
      </section>
      <div className="site-container resume-body">
        <ResumeEditorDesktop
          submitLabel={t('page.save')}
          after={<ResumeFilesDesktop />}
          extraAnchors={[{ key: 'files', href: '#resume-section-files', title: t('files.title') }]}
        />
      </div>
    </>
  );
};
