import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import InfoCircleOutlined from '@ant-design/icons-svg/es/asn/InfoCircleOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useKit, type TRegion } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm, type TControl } from '../../../lib/form/form.tsx';
import type { TDistrictNode, TResumeField, TResumeSectionConfig } from '@tmp/contracts';
import { useDistrictTree } from '../../../lib/reference-data.ts';
import {
  choiceKey,
  choiceOf,
  resumeSectionView,
  useRegionPick,
  useResumeControl,
  type TResumeFieldItem,
  type TResumeSectionView,
} from '../hooks/use-resume-form-view.ts';
import type { TResumeFormState } from '../hooks/use-resume-editor.ts';

const toRegions = (nodes: readonly TDistrictNode[]): TRegion[] =>
  nodes.map((node) => ({
    label: node.text,
    value: String(node.value),
    ...(node.children?.length ? { children: toRegions(node.children) } : {}),
  }));

interface TAddressProps extends TControl<string | undefined> {
  maxLength?: number;
  placeholder: string;
  regionLabel: string;
}

/** Free-text address; a cascading region picker (country, province, city) fills its beginning. */
const AddressField = ({ id, value, onChange, maxLength, placeholder, regionLabel }: TAddressProps) => {
  const { Input, RegionPicker, device } = useKit();
  const tree = useDistrictTree();
  const pickRegion = useRegionPick(value, onChange);
  return (
    <div className={`resume-address resume-address--${device}`}>
      <RegionPicker
        regions={toRegions(tree.data ?? [])}
        label={regionLabel}
        onPick={(names) => pickRegion(names.join(' '))}
      />
      <Input
        id={id}
        value={value ?? ''}
        onChange={onChange}
        maxLength={maxLength}
        placeholder={placeholder}
      />
    </div>
  );
};

/** Draws the field's control (use-resume-form-view.ts) with the kit, bound by the FormField around it. */
const FieldControl = ({ field, control }: { field: TResumeField; control: TControl }) => {
  const kit = useKit();
  const view = useResumeControl(field);
  const { id, value, onChange } = control;
  const typed = { id, value: value ?? '', onChange };
  switch (view.kind) {
    case 'textarea':
      return (
        <kit.TextArea
          {...typed}
          rows={3}
          maxLength={view.maxLength}
          showCount
          placeholder={view.placeholder}
        />
      );
    case 'date':
      return <kit.DateInput {...control} label={field.label} placeholder={view.placeholder} />;
    case 'number':
      return <kit.NumberInput {...control} min={view.min} max={view.max} placeholder={view.placeholder} />;
    case 'choice':
      return (
        <kit.Choice
          value={choiceKey(value)}
          onChange={(key) => onChange(choiceOf(view.choices, key))}
          options={view.choices.map((choice) => ({ value: choiceKey(choice.value)!, label: choice.label }))}
          aria-label={field.label}
        />
      );
    case 'list':
      return (
        <kit.Select
          id={id}
          value={value as string | number | undefined}
          onChange={onChange}
          options={view.choices as Array<{ value: string | number; label: string }>}
          placeholder={view.placeholder}
          search
        />
      );
    case 'address':
      return (
        <AddressField
          {...control}
          maxLength={view.maxLength}
          placeholder={view.placeholder}
          regionLabel={view.regionLabel}
        />
      );
    case 'text':
      return (
        <kit.Input
          {...typed}
          type={view.inputType}
          maxLength={view.maxLength}
          placeholder={view.placeholder}
        />
      );
  }
};

const ResumeFormField = ({ field, name, fieldKey, required, jobRequired }: TResumeFieldItem) => {
  const { t } = useTranslation('resumes');
  const { Tag } = useKit();
  const wide = field.type === 'textarea' || !!field.reason || field.key === 'basic.address';
  return (
    <div className={`resume-field${wide ? ' resume-field--wide' : ''}`} data-field={fieldKey}>
      <FormField
        name={name.join('.')}
        required={required}
        label={
          <span className="resume-field__label">
            {field.label}
            {jobRequired && (
              <Tag tone="orange" className="resume-field__job-tag">
                {t('delivery.jobRequired')}
              </Tag>
            )}
          </span>
        }
        hint={
          field.reason ? (
            <span className="resume-field__reason">
              <Icon svg={InfoCircleOutlined} aria-hidden /> <strong>{t('form.why')}:</strong> {field.reason}
            </span>
          ) : undefined
        }
      >
        {(control) => <FieldControl field={field} control={control} />}
      </FormField>
    </div>
  );
};

interface TSectionProps {
  section: TResumeSectionConfig;
  view: TResumeSectionView;
}

/** What a repeated section without entries says; an error once the section is required. */
const EntriesEmpty = ({ empty }: { empty: TResumeSectionView['empty'] }) => (
  <p
    className={`resume-entries__empty${empty.isError ? ' is-error' : ''}`}
    role={empty.isError ? 'alert' : undefined}
  >
    {empty.text}
  </p>
);

/** The entries of a repeated section (a resume's jobs), each drawn with its fields; a button adds one. */
const EntryList = ({ section, view }: TSectionProps) => {
  const { t } = useTranslation('resumes');
  const { Button } = useKit();
  const entries = useFieldArray({ name: section.key });
  return (
    <div data-field={section.key} className="resume-entries">
      {entries.fields.length === 0 && <EntriesEmpty empty={view.empty} />}
      {entries.fields.map((entry, index) => (
        <div className="resume-entry" key={entry.id}>
          <div className="resume-entry__head">
            <span className="resume-entry__title">{view.entryTitle(index)}</span>
            <Button
              quiet
              kind="danger"
              onClick={() => entries.remove(index)}
              aria-label={`${t('form.remove')} ${view.entryTitle(index)}`}
            >
              <Icon svg={DeleteOutlined} /> {t('form.remove')}
            </Button>
          </div>
          <div className="resume-grid">
            {view.entryFields(index).map((item) => (
              <ResumeFormField key={item.field.name} {...item} />
            ))}
          </div>
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

const SectionBody = ({ section, view }: TSectionProps) =>
  section.repeatable ? (
    <EntryList section={section} view={view} />
  ) : (
    <div className="resume-grid">
      {view.fields.map((item) => (
        <ResumeFormField key={item.field.name} {...item} />
      ))}
    </div>
  );

export const resumeSectionId = (key: string) => `resume-section-${key}`;

interface TProps {
  form: TResumeFormState;
  /** Enter in a field does not submit (the form has no submit button); the save bar calls this. */
  onSubmit: () => void;
  sections: readonly TResumeSectionConfig[];
  sectionErrors: Record<string, string>;
  /** Keys the job requires, marked beside their labels. */
  jobRequired?: readonly string[];
  /** The open sections on a phone, where sections open and close (a desktop shows them all as cards). */
  open: string[];
  onOpen: (keys: string[]) => void;
}

type TSectionViews = Array<{ section: TResumeSectionConfig; view: TResumeSectionView }>;

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

/** A phone's sections: panels that open and close, a section with errors marked on its title. */
const PhoneSections = ({
  views,
  open,
  onOpen,
}: { views: TSectionViews } & Pick<TProps, 'open' | 'onOpen'>) => {
  const { Collapse } = useKit();
  return (
    <Collapse
      open={open}
      onOpen={onOpen}
      items={views.map(({ section, view }) => ({
        key: section.key,
        title: (
          <span
            className="resume-m-section"
            data-section={section.key}
            data-open={open.includes(section.key)}
          >
            {section.name}
            <SectionMarks view={view} />
            {view.hasErrors && <span className="resume-m-section__error" aria-hidden="true" />}
          </span>
        ),
        children: <SectionBody section={section} view={view} />,
      }))}
    />
  );
};

/** A desktop's sections: one card each, the navigation's targets. */
const DesktopSections = ({ views }: { views: TSectionViews }) =>
  views.map(({ section, view }) => (
    <section
      key={section.key}
      id={resumeSectionId(section.key)}
      className="resume-card"
      aria-labelledby={`${resumeSectionId(section.key)}-title`}
    >
      <header className="resume-card__head">
        <h2 className="resume-card__title" id={`${resumeSectionId(section.key)}-title`}>
          {section.name}
        </h2>
        <SectionMarks view={view} />
      </header>
      <SectionBody section={section} view={view} />
    </section>
  ));

/** The resume, one section after another; repeated sections hold a list of entries. */
export const ResumeForm = ({ sections, sectionErrors, jobRequired = [], open, onOpen, ...form }: TProps) => {
  const { t } = useTranslation('resumes');
  const { device } = useKit();
  const views = sections.map((section) => ({
    section,
    view: resumeSectionView(t, section, jobRequired, sectionErrors),
  }));
  return (
    <SchemaForm {...form} name="resume" className={`resume-form resume-form--${device}`}>
      {device === 'mobile' ? (
        <PhoneSections views={views} open={open} onOpen={onOpen} />
      ) : (
        <DesktopSections views={views} />
      )}
    </SchemaForm>
  );
};
