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
import { useTranslation } from 'react-i18next';
import type { TDistrictNode, TResumeField, TResumeSectionConfig } from '@tmp/contracts';
import { useDistrictTree } from '../api/get-district-tree.ts';
import { withRegion } from '../utils/address.ts';

const DATE_FORMAT = 'YYYY-MM-DD';
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
const DateField = ({ value, onChange, label }: TValueProps<string> & { label: string }) => {
  const { t } = useTranslation('resumes');
  const [open, setOpen] = useState(false);
  const parsed = value ? dayjs(value, DATE_FORMAT, true) : null;
  return (
    <>
      <PickerTrigger
        text={value}
        placeholder={t('form.pickDate')}
        onOpen={() => setOpen(true)}
        label={label}
      />
      <DatePicker
        visible={open}
        title={label}
        min={MIN_DATE}
        max={MAX_DATE}
        value={parsed?.isValid() ? parsed.toDate() : null}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange?.(dayjs(date).format(DATE_FORMAT))}
        confirmText={t('form.confirm')}
        cancelText={t('form.cancel')}
      />
    </>
  );
};

const SelectField = ({ value, onChange, field }: TValueProps<string | number> & { field: TResumeField }) => {
  const { t } = useTranslation('resumes');
  const [open, setOpen] = useState(false);
  const options = field.options ?? [];
  const chosen = options.find((o) => o.value === value);
  return (
    <>
      <PickerTrigger
        text={chosen?.text}
        placeholder={t('form.select')}
        onOpen={() => setOpen(true)}
        label={field.label}
      />
      <Picker
        visible={open}
        title={field.label}
        columns={[options.map((o) => ({ label: o.text, value: o.value }))]}
        value={value === undefined ? [] : [value]}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => onChange?.((picked[0] ?? undefined) as string | number | undefined)}
        confirmText={t('form.confirm')}
        cancelText={t('form.cancel')}
      />
    </>
  );
};

const ChoiceField = ({
  value,
  onChange,
  options,
}: TValueProps<string | boolean> & { options: Array<{ label: string; value: string | boolean }> }) => (
  <Selector
    className="resume-m-selector"
    options={options.map((o) => ({ label: o.label, value: String(o.value) }))}
    value={value === undefined ? [] : [String(value)]}
    onChange={(picked) => {
      const raw = picked[0];
      const option = options.find((o) => String(o.value) === raw);
      onChange?.(option?.value);
    }}
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
const AddressField = ({ value, onChange, maxLength }: TValueProps<string> & { maxLength?: number }) => {
  const { t } = useTranslation('resumes');
  const tree = useDistrictTree();
  const [open, setOpen] = useState(false);
  const [region, setRegion] = useState('');
  return (
    <div className="resume-m-address">
      <TextArea
        value={value ?? ''}
        maxLength={maxLength}
        autoSize={{ minRows: 1, maxRows: 3 }}
        placeholder={t('form.street')}
        onChange={(text) => onChange?.(text)}
      />
      <Button size="mini" fill="outline" color="primary" onClick={() => setOpen(true)}>
        {t('form.region')}
      </Button>
      <CascadePicker
        visible={open}
        title={t('form.region')}
        options={toCascade(tree.data ?? [])}
        onClose={() => setOpen(false)}
        confirmText={t('form.confirm')}
        cancelText={t('form.cancel')}
        onConfirm={(_, extend) => {
          const next = extend.items.flatMap((item) => (item ? [String(item.label)] : [])).join(' ');
          onChange?.(withRegion(value, region, next));
          setRegion(next);
        }}
      />
    </div>
  );
};

/** Form.Item gives its child value and onChange (and id on desktop): passed on to the control. */
const FieldControl = ({
  field,
  ...control
}: { field: TResumeField } & TValueProps<any> & { id?: string }) => {
  const { t } = useTranslation('resumes');
  const maxLength = field.maxLength ?? undefined;
  switch (field.type) {
    case 'textarea':
      return (
        <TextArea
          {...control}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={maxLength}
          showCount
          placeholder={t('form.enter')}
        />
      );
    case 'date':
      return <DateField {...control} label={field.label} />;
    case 'number':
      return <NumberField {...control} placeholder={t('form.enter')} />;
    case 'boolean':
      return (
        <ChoiceField
          {...control}
          options={[
            { label: t('form.yes'), value: true },
            { label: t('form.no'), value: false },
          ]}
        />
      );
    case 'enum':
      return (
        <ChoiceField
          {...control}
          options={(field.options ?? []).map((o) => ({ label: o.text, value: String(o.value) }))}
        />
      );
    case 'select':
      return <SelectField {...control} field={field} />;
    case 'mobile':
    case 'phone':
      return (
        <Input
          {...control}
          type="tel"
          inputMode="tel"
          maxLength={20}
          clearable
          placeholder={t('form.enter')}
        />
      );
    case 'email':
      return (
        <Input
          {...control}
          type="email"
          inputMode="email"
          maxLength={100}
          clearable
          placeholder={t('form.enter')}
        />
      );
    default:
      if (field.key === 'basic.address') return <AddressField {...control} maxLength={maxLength} />;
      return <Input {...control} maxLength={maxLength} clearable placeholder={t('form.enter')} />;
  }
};

interface TFieldProps {
  field: TResumeField;
  name: Array<string | number>;
  fieldKey: string;
  required: boolean;
  jobRequired: boolean;
}

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

const RepeatedSection = ({ section, error }: { section: TResumeSectionConfig; error?: string }) => {
  const { t } = useTranslation('resumes');
  return (
    <div data-field={section.key} className="resume-entries">
      <Form.Array
        name={section.key}
        renderAdd={() => (
          <span className="resume-m-add">
            <PlusOutlined /> {t('form.add', { section: section.name.toLocaleLowerCase() })}
          </span>
        )}
        onAdd={({ add }) => add({})}
        renderHeader={({ index }, { remove }) => (
          <div className="resume-entry__head">
            <span className="resume-entry__title">
              {t('form.entry', { section: section.name, index: index + 1 })}
            </span>
            <Button size="mini" fill="none" color="danger" onClick={() => remove(index)}>
              <DeleteOutlined /> {t('form.remove')}
            </Button>
          </div>
        )}
      >
        {(entries) =>
          entries.map(({ index }) => (
            <div key={index} className="resume-m-entry">
              {section.fields.map((field) => (
                <ResumeFormField
                  key={field.name}
                  field={field}
                  name={[index, field.name]}
                  fieldKey={`${section.key}.${index}.${field.name}`}
                  required={field.requiredInEntry}
                  jobRequired={false}
                />
              ))}
            </div>
          ))
        }
      </Form.Array>
      <Form.Subscribe to={[section.key]}>
        {(values) =>
          ((values[section.key] as unknown[] | undefined) ?? []).length === 0 ? (
            <p
              className={`resume-entries__empty${error ? ' is-error' : ''}`}
              role={error ? 'alert' : undefined}
            >
              {error ? t('form.sectionRequired') : t('form.empty')}
            </p>
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
        {sections.map((section) => (
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
                {(section.required || jobRequired.includes(section.key)) && (
                  <span className="resume-card__required">{t('page.required')}</span>
                )}
                {(sectionErrors[section.key] ||
                  Object.keys(sectionErrors).some((k) => k.startsWith(`${section.key}.`))) && (
                  <span className="resume-m-section__error" aria-hidden="true" />
                )}
              </span>
            }
          >
            {section.repeatable ? (
              <RepeatedSection section={section} error={sectionErrors[section.key]} />
            ) : (
              section.fields.map((field) => (
                <ResumeFormField
                  key={field.name}
                  field={field}
                  name={[section.key, field.name]}
                  fieldKey={field.key}
                  required={field.required}
                  jobRequired={jobRequired.includes(field.key)}
                />
              ))
            )}
          </Collapse.Panel>
        ))}
      </Collapse>
    </Form>
  );
};
