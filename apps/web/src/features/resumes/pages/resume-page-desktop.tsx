import { useTranslation } from '../../../lib/use-translation.tsx';
import { ResumeEditorDesktop } from '../components/resume-editor-desktop.tsx';
import { ResumeFiles } from '../components/resume-files.tsx';
import { useResumePage } from '../hooks/use-resume-page.ts';
import '../components/resumes.css';

export const ResumePageDesktop = () => {
  const { t } = useTranslation('resumes');
  const page = useResumePage();
  return (
    <>
      <section className="resume-hero">
        <div className="site-container resume-hero__inner">
          <div>
            <h1 className="resume-hero__title">{t('page.title')}</h1>
            <p className="resume-hero__subtitle">{t('page.subtitle')}</p>
          </div>
          <p className="resume-hero__updated">{page.lastSaved}</p>
        </div>
      </section>
      <div className="site-container resume-body">
        <ResumeEditorDesktop
          submitLabel={page.saveLabel}
          after={<ResumeFiles />}
          extraAnchors={[{ key: 'files', href: '#resume-section-files', title: t('files.title') }]}
        />
      </div>
    </>
  );
};
