import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { SchemaForm } from '../../../lib/form/form.tsx';
import {
  resumeSectionView,
  type TResumeFieldItem,
  type TResumeSectionView,
} from '../hooks/use-resume-form-view.ts';
import type { useResumeEditor } from '../hooks/use-resume-editor.ts';
import { ResumeFormField } from './resume-field.tsx';

interface TProps {
  editor: ReturnType<typeof useResumeEditor>;
  /** Keys the job requires, marked beside their labels. */
  jobRequired: readonly string[];
  /** The open sections on a phone. */
  open: string[];
  onOpen: (keys: string[]) => void;
}

/**
 * The entries of a repeated section (a resume's jobs), each drawn with its fields; a button adds one.
 * Without entries, the section says so: an error once the section is required.
 */
const EntryList = ({ view }: { view: TResumeSectionView }) => {
  const { Button } = useKit();
  const entries = useFieldArray({ name: view.section.key });
  return (
    <div data-field={view.section.key} className="resume-entries">
      {entries.fields.length === 0 && (
        <p
          className={`resume-entries__empty${view.empty.isError ? ' is-error' : ''}`}
          role={view.empty.isError ? 'alert' : undefined}
        >
          {view.empty.text}
        </p>
      )}
      {entries.fields.map((entry, index) => (
        <div className="resume-entry" key={entry.id}>
          <div className="resume-entry__head">
            <span className="resume-entry__title">{view.entryTitle(index)}</span>
            <Button
              quiet
              kind="danger"
              onClick={() => entries.remove(index)}
              aria-label={`${view.removeText} ${view.entryTitle(index)}`}
            >
              <Icon svg={DeleteOutlined} /> {view.removeText}
            </Button>
          </div>
          <FieldGrid items={view.fields(index)} />
        </div>
      ))}
      <Button
        block
        icon={<Icon svg={PlusOutlined} />}
        onClick={() => entries.append({})}
        className="resume-entries__add"
      >
        {view.addLabel}
      </Button>
    </div>
  );
};

const FieldGrid = ({ items }: { items: TResumeFieldItem[] }) => (
  <div className="resume-grid">
    {items.map((item) => (
      <ResumeFormField key={item.field.name} {...item} />
    ))}
  </div>
);

const SectionBody = ({ view }: { view: TResumeSectionView }) =>
  view.section.repeatable ? <EntryList view={view} /> : <FieldGrid items={view.fields()} />;

export const resumeSectionId = (key: string) => `resume-section-${key}`;

/** Beside a section's name: required by the form, required by the job. */
const SectionMarks = ({ view }: { view: TResumeSectionView }) => {
  const { t } = useTranslation('resumes');
  const { Tag } = useKit();
  return (
    <>
      {view.required && <span className="resume-card__required">{t('page.required')}</span>}
      {view.jobRequired && <Tag tone="orange">{t('delivery.jobRequired')}</Tag>}
    </>
  );
};

/** A desktop's section: a card, the navigation's target. */
const SectionCard = ({ view }: { view: TResumeSectionView }) => {
  const id = resumeSectionId(view.section.key);
  return (
    <section id={id} className="resume-card" aria-labelledby={`${id}-title`}>
      <header className="resume-card__head">
        <h2 className="resume-card__title" id={`${id}-title`}>
          {view.section.name}
        </h2>
        <SectionMarks view={view} />
      </header>
      <SectionBody view={view} />
    </section>
  );
};

/**
 * The resume, one section after another; repeated sections hold a list of entries. A desktop shows each
 * section as a card; a phone's sections are panels that open and close (`open`), one with errors marked
 * on its title. Enter in a field does not submit (the form has no submit button): the save bar submits.
 */
export const ResumeForm = ({ editor, jobRequired, open, onOpen }: TProps) => {
  const { t } = useTranslation('resumes');
  const { Collapse, device } = useKit();
  const views = editor.sections.map((s) => resumeSectionView(t, s, jobRequired, editor.sectionErrors));
  return (
    <SchemaForm
      form={editor.form}
      onSubmit={() => void editor.submit()}
      name="resume"
      className={`resume-form resume-form--${device}`}
    >
      {device === 'mobile' ? (
        <Collapse
          open={open}
          onOpen={onOpen}
          items={views.map((view) => ({
            key: view.section.key,
            title: (
              <span
                className="resume-m-section"
                data-section={view.section.key}
                data-open={open.includes(view.section.key)}
              >
                {view.section.name}
                <SectionMarks view={view} />
                {view.hasErrors && <span className="resume-m-section__error" aria-hidden="true" />}
              </span>
            ),
            children: <SectionBody view={view} />,
          }))}
        />
      ) : (
        views.map((view) => <SectionCard key={view.section.key} view={view} />)
      )}
    </SchemaForm>
  );
};
