import { useState, type ReactNode } from 'react';
import {
  Button,
  CascadePicker,
  Collapse,
  DatePicker,
  Form,
  Input,
  Picker,
  Selector,
  TextArea,
} from 'antd-mobile';

type FormInstance = ReturnType<typeof Form.useForm>[0];
import { DeleteOutlined, InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TDistrictNode, TResumeField, TResumeSectionConfig } from '@tmp/contracts';
import { useDistrictTree } from '../api/resume.ts';
import {
  choiceKey,
  choiceOf,
  RESUME_DATE_FORMAT,
  useRegionPick,
  useResumeControl,
  resumeSectionView,
  type TChoice,
  type TResumeFieldItem,
  type TResumeSectionView,
} from '../hooks/use-resume-form-view.ts';
import { ResumeEntriesEmpty } from './resume-entries-empty.tsx';

const MIN_DATE = new Date(1940, 0, 1);
const MAX_DATE = new Date(2045, 11, 31);

interface TValueProps<T> {
  value?: T;
  onChange?: (value: T | undefined) => void;
}

const PickerTrigger = ({
  text,
  placeholder,
  onOpen,
  label,
}: {
  text: string | undefined;
  placeholder: string;
  onOpen: () => void;
  label: string;
}) => (
  <button
    type="button"
    className={`resume-m-trigger${text ? '' : ' is-empty'}`}
    onClick={onOpen}
    aria-label={label}
  >
    {text || placeholder}
  </button>
);

/** yyyy-mm-dd text in the form; antd-mobile's wheel picker in the current language. */
const DateField = ({
  value,
  onChange,
  label,
  placeholder,
}: TValueProps<string> & { label: string; placeholder: string }) => {
  const { t } = useTranslation('resumes');
  const [open, setOpen] = useState(false);
  const parsed = value ? dayjs(value, RESUME_DATE_FORMAT, true) : null;
  return (
    <>
      <PickerTrigger text={value} placeholder={placeholder} onOpen={() => setOpen(true)} label={label} />
      <DatePicker
        visible={open}
        title={label}
        min={MIN_DATE}
        max={MAX_DATE}
        value={parsed?.isValid() ? parsed.toDate() : null}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange?.(dayjs(date).format(RESUME_DATE_FORMAT))}
        confirmText={t('form.confirm')}
        cancelText={t('form.cancel')}
      />
    </>
  );
};

interface TListProps extends TValueProps<TChoice['value']> {
  label: string;
  choices: TChoice[];
  placeholder: string;
}

/** A reference list in a wheel picker. */
const ListField = ({ value, onChange, label, choices, placeholder }: TListProps) => {
  const { t } = useTranslation('resumes');
  const [open, setOpen] = useState(false);
  const columns = [choices.map((c) => ({ label: c.label, value: choiceKey(c.value)! }))];
  return (
    <>
      <PickerTrigger
        text={choices.find((c) => c.value === value)?.label}
        placeholder={placeholder}
        onOpen={() => setOpen(true)}
        label={label}
      />
      <Picker
        visible={open}
        title={label}
        columns={columns}
        value={value === undefined ? [] : [choiceKey(value)!]}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => onChange?.(choiceOf(choices, choiceKey(picked[0] ?? undefined)))}
        confirmText={t('form.confirm')}
        cancelText={t('form.cancel')}
      />
    </>
  );
};

/** A few fixed values shown at once; choosing the chosen one again clears the field. */
const ChoiceField = ({
  value,
  onChange,
  choices,
}: TValueProps<TChoice['value']> & { choices: TChoice[] }) => (
  <Selector
    className="resume-m-selector"
    options={choices.map((c) => ({ label: c.label, value: choiceKey(c.value)! }))}
    value={value === undefined ? [] : [choiceKey(value)!]}
    onChange={(picked) => onChange?.(choiceOf(choices, picked[0]))}
  />
);

const NumberField = ({ value, onChange, placeholder }: TValueProps<number> & { placeholder: string }) => (
  <Input
    type="number"
    inputMode="decimal"
    placeholder={placeholder}
    value={value === undefined || value === null ? '' : String(value)}
    onChange={(text) => {
      const trimmed = text.trim();
      onChange?.(trimmed === '' || Number.isNaN(Number(trimmed)) ? undefined : Number(trimmed));
    }}
  />
);

type TCascadeOption = { label: string; value: string; children?: TCascadeOption[] };
const toCascade = (nodes: readonly TDistrictNode[]): TCascadeOption[] =>
  nodes.map((n) => ({
    label: n.text,
    value: String(n.value),
    ...(n.children?.length ? { children: toCascade(n.children) } : {}),
  }));

/** Free-text address; a cascading region picker (country, province, city) fills its beginning. */
interface TAddressProps extends TValueProps<string> {
  maxLength?: number;
  placeholder: string;
  regionLabel: string;
}

const AddressField = ({ value, onChange, maxLength, placeholder, regionLabel }: TAddressProps) => {
  const { t } = useTranslation('resumes');
  const tree = useDistrictTree();
  const [open, setOpen] = useState(false);
  const pickRegion = useRegionPick(value, onChange);
  return (
    <div className="resume-m-address">
      <TextArea
        value={value ?? ''}
        maxLength={maxLength}
        autoSize={{ minRows: 1, maxRows: 3 }}
        placeholder={placeholder}
        onChange={(text) => onChange?.(text)}
      />
      <Button size="mini" fill="outline" color="primary" onClick={() => setOpen(true)}>
        {regionLabel}
      </Button>
      <CascadePicker
        visible={open}
        title={regionLabel}
        options={toCascade(tree.data ?? [])}
        onClose={() => setOpen(false)}
        confirmText={t('form.confirm')}
        cancelText={t('form.cancel')}
        onConfirm={(_, extend) =>
          pickRegion(extend.items.flatMap((item) => (item ? [String(item.label)] : [])).join(' '))
        }
      />
    </div>
  );
};

type TControlProps = TValueProps<any> & { field: TResumeField };

/** Draws the field's control (use-resume-form-view.ts) with antd-mobile; Form.Item gives value and onChange. */
const FieldControl = ({ field, ...control }: TControlProps) => {
  const view = useResumeControl(field);
  switch (view.kind) {
    case 'textarea':
      return (
        <TextArea
          {...control}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={view.maxLength}
          showCount
          placeholder={view.placeholder}
        />
      );
    case 'date':
      return <DateField {...control} label={field.label} placeholder={view.placeholder} />;
    case 'number':
      return <NumberField {...control} placeholder={view.placeholder} />;
    case 'choice':
      return <ChoiceField {...control} choices={view.choices} />;
    case 'list':
      return (
        <ListField {...control} label={field.label} choices={view.choices} placeholder={view.placeholder} />
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
        <Input
          {...control}
          type={view.inputType}
          inputMode={view.inputType}
          maxLength={view.maxLength}
          clearable
          placeholder={view.placeholder}
        />
      );
  }
};

type TFieldProps = TResumeFieldItem;

const ResumeFormField = ({ field, name, fieldKey, required, jobRequired }: TFieldProps) => {
  const { t } = useTranslation('resumes');
  const label: ReactNode = (
    <span className="resume-field__label">
      {field.label}
      {jobRequired && <span className="resume-m-job-tag">{t('delivery.jobRequired')}</span>}
    </span>
  );
  return (
    <div className="resume-field resume-m-field" data-field={fieldKey}>
      <Form.Item
        name={name}
        label={label}
        required={required}
        description={
          field.reason ? (
            <span className="resume-field__reason">
              <InfoCircleOutlined aria-hidden="true" /> {t('form.why')}: {field.reason}
            </span>
          ) : undefined
        }
      >
        <FieldControl field={field} />
      </Form.Item>
    </div>
  );
};

interface TRepeatedProps {
  section: TResumeSectionConfig;
  view: TResumeSectionView;
}

const RepeatedSection = ({ section, view }: TRepeatedProps) => {
  const { t } = useTranslation('resumes');
  return (
    <div data-field={section.key} className="resume-entries">
      <Form.Array
        name={section.key}
        renderAdd={() => (
          <span className="resume-m-add">
            <PlusOutlined /> {view.addLabel}
          </span>
        )}
        onAdd={({ add }) => add({})}
        renderHeader={({ index }, { remove }) => (
          <div className="resume-entry__head">
            <span className="resume-entry__title">{view.entryTitle(index)}</span>
            <Button size="mini" fill="none" color="danger" onClick={() => remove(index)}>
              <DeleteOutlined /> {t('form.remove')}
            </Button>
          </div>
        )}
      >
        {(entries) =>
          entries.map(({ index }) => (
            <div key={index} className="resume-m-entry">
              {view.entryFields(index).map((item) => (
                <ResumeFormField key={item.field.name} {...item} />
              ))}
            </div>
          ))
        }
      </Form.Array>
      <Form.Subscribe to={[section.key]}>
        {(values) =>
          ((values[section.key] as unknown[] | undefined) ?? []).length === 0 ? (
            <ResumeEntriesEmpty empty={view.empty} />
          ) : null
        }
      </Form.Subscribe>
    </div>
  );
};

interface TProps {
  form: FormInstance;
  sections: readonly TResumeSectionConfig[];
  sectionErrors: Record<string, string>;
  jobRequired?: readonly string[];
  initialValues: Record<string, unknown>;
  onValuesChange: () => void;
  openSections: string[];
  onOpenSections: (keys: string[]) => void;
}

/** The resume as antd-mobile forms in collapsible sections. */
export const ResumeFormMobile = ({
  form,
  sections,
  sectionErrors,
  jobRequired = [],
  initialValues,
  onValuesChange,
  openSections,
  onOpenSections,
}: TProps) => {
  const { t } = useTranslation('resumes');
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      className="resume-m-form"
    >
      <Collapse activeKey={openSections} onChange={(keys) => onOpenSections(keys as string[])}>
        {sections.map((section) => {
          const view = resumeSectionView(t, section, jobRequired, sectionErrors);
          return (
            <Collapse.Panel
              key={section.key}
              forceRender
              title={
                <span
                  className="resume-m-section"
                  data-section={section.key}
                  data-open={openSections.includes(section.key)}
                >
                  {section.name}
                  {view.required && <span className="resume-card__required">{t('page.required')}</span>}
                  {view.jobRequired && <span className="resume-m-job-tag">{t('delivery.jobRequired')}</span>}
                  {view.hasErrors && <span className="resume-m-section__error" aria-hidden="true" />}
                </span>
              }
            >
              {section.repeatable ? (
                <RepeatedSection section={section} view={view} />
              ) : (
                view.fields.map((item) => <ResumeFormField key={item.field.name} {...item} />)
              )}
            </Collapse.Panel>
          );
        })}
      </Collapse>
    </Form>
  );
};
