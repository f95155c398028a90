import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useResumeSnapshot } from './use-resume-snapshot.ts';

/** A resume as the candidate sent it, section by section, in the reader's language. */
export const ResumeSnapshot = ({ resume }: { resume: Record<string, unknown> }) => {
  const { t } = useTranslation('hr');
  const { Details, Empty } = useKit();
  const { sections } = useResumeSnapshot(resume);
  if (!sections.length) return <Empty title={t('applicant.noResume')} />;
  return (
    <div className="hr-resume">
      {sections.map((section) => (
        <section key={section.key} className="hr-resume__section">
          <h4 className="hr-resume__title">{section.title}</h4>
          {section.entries.map((items, index) => (
            <div key={index} className="hr-resume__entry">
              <Details items={items} columns={2} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
};
