import { useTranslation } from '../../../lib/use-translation.tsx';
import { ResumeEditorMobile } from '../components/resume-editor-mobile.tsx';
import { ResumeFiles } from '../components/resume-files.tsx';
import { useResumePage } from '../hooks/use-resume-page.ts';
import '../components/resumes.css';

export const ResumePageMobile = () => {
  const { t } = useTranslation('resumes');
  const page = useResumePage();
  return (
    <div className="resume-m">
      <section className="resume-m__head">
        <h1 className="resume-m__title">{t('page.title')}</h1>
        <p className="resume-m__subtitle">{page.lastSaved}</p>
      </section>
      <ResumeEditorMobile submitLabel={page.saveLabel} after={<ResumeFiles />} />
    </div>
  );
};
