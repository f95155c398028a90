import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { ResumeEditor } from '../components/resume-editor.tsx';
import { ResumeFiles } from '../components/resume-files.tsx';
import { useResumePage } from '../hooks/use-resume-page.ts';
import '../components/resumes.css';

/** /resume: the candidate's resume, saved on its own, with the PDF files after it. */
export const ResumePage = () => {
  const { t } = useTranslation('resumes');
  const { device } = useKit();
  const page = useResumePage();
  return (
    <div className={`resume-page resume-page--${device}`}>
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
        <ResumeEditor
          submitLabel={page.saveLabel}
          after={<ResumeFiles />}
          afterSections={[{ key: 'files', title: t('files.title') }]}
        />
      </div>
    </div>
  );
};
