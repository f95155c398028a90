import { useState, type ReactNode } from 'react';
import {
  Button,
  Cascader,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Tag,
  type FormInstance,
} from 'antd';
import { DeleteOutlined, InfoCircleOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TDistrictNode, TResumeField, TResumeSectionConfig } from '@tmp/contracts';
import { useDistrictTree } from '../api/get-district-tree.ts';
import { withRegion } from '../utils/address.ts';

const DATE_FORMAT = 'YYYY-MM-DD';

interface TValueProps<T> {
  value?: T;
  onChange?: (value: T | undefined) => void;
  id?: string;
}

/** Keeps dates as yyyy-mm-dd text in the form, shows antd's picker in the current language. */
const DateField = ({ value, onChange, id }: TValueProps<string>) => {
  const { t } = useTranslation('resumes');
  const parsed = value ? dayjs(value, DATE_FORMAT, true) : null;
  return (
    <DatePicker
      id={id}
      className="resume-control"
      format={DATE_FORMAT}
      placeholder={t('form.pickDate')}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(DATE_FORMAT) : undefined)}
    />
  );
};

const YesNoField = ({ value, onChange, id }: TValueProps<boolean>) => {
  const { t } = useTranslation('resumes');
  return (
    <Radio.Group
      id={id}
      optionType="button"
      value={value}
      onChange={(e) => onChange?.(e.target.value as boolean)}
      options={[
        { value: true, label: t('form.yes') },
        { value: false, label: t('form.no') },
      ]}
    />
  );
};

/** Free-text address with a cascading region picker (country, province, city) in front. */
const AddressField = ({ value, onChange, id, maxLength }: TValueProps<string> & { maxLength?: number }) => {
  const { t } = useTranslation('resumes');
  const tree = useDistrictTree();
  const [region, setRegion] = useState('');
  return (
    <Space.Compact block>
      <Cascader<TDistrictNode>
        className="resume-address__region"
        options={tree.data ?? []}
        fieldNames={{ label: 'text', value: 'value', children: 'children' }}
        changeOnSelect
        showSearch
        placeholder={t('form.region')}
        aria-label={t('form.region')}
        onChange={(_, nodes) => {
          const next = (nodes ?? []).map((n) => n.text).join(' ');
          onChange?.(withRegion(value, region, next));
          setRegion(next);
        }}
      />
      <Input
        id={id}
        value={value}
        maxLength={maxLength}
        placeholder={t('form.street')}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </Space.Compact>
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
        <Input.TextArea {...control} maxLength={maxLength} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      );
    case 'date':
      return <DateField {...control} />;
    case 'number':
      return (
        <InputNumber
          {...control}
          className="resume-control"
          min={0}
          max={100_000_000}
          placeholder={t('form.enter')}
        />
      );
    case 'boolean':
      return <YesNoField {...control} />;
    case 'select':
    case 'enum':
      return (
        <Select
          {...control}
          className="resume-control"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('form.select')}
          options={(field.options ?? []).map((o) => ({ value: o.value, label: o.text }))}
        />
      );
    case 'mobile':
    case 'phone':
      return <Input {...control} type="tel" inputMode="tel" maxLength={20} placeholder={t('form.enter')} />;
    case 'email':
      return (
        <Input {...control} type="email" inputMode="email" maxLength={100} placeholder={t('form.enter')} />
      );
    default:
      if (field.key === 'basic.address') return <AddressField {...control} maxLength={maxLength} />;
      return <Input {...control} maxLength={maxLength} placeholder={t('form.enter')} />;
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
  const wide = field.type === 'textarea' || !!field.reason || field.key === 'basic.address';
  const label: ReactNode = (
    <span className="resume-field__label">
      {field.label}
      {jobRequired && (
        <Tag color="orange" className="resume-field__job-tag">
          {t('delivery.jobRequired')}
        </Tag>
      )}
    </span>
  );
  return (
    <div className={`resume-field${wide ? ' resume-field--wide' : ''}`} data-field={fieldKey}>
      <Form.Item
        name={name}
        label={label}
        required={required}
        extra={
          field.reason ? (
            <span className="resume-field__reason">
              <InfoCircleOutlined aria-hidden="true" /> <strong>{t('form.why')}:</strong> {field.reason}
            </span>
          ) : undefined
        }
      >
        <FieldControl field={field} />
      </Form.Item>
    </div>
  );
};

interface TSectionProps {
  section: TResumeSectionConfig;
  jobRequired: readonly string[];
  error?: string;
}

const RepeatedSection = ({ section, jobRequired, error }: TSectionProps) => {
  const { t } = useTranslation('resumes');
  return (
    <Form.List name={section.key}>
      {(entries, { add, remove }) => (
        <div data-field={section.key} className="resume-entries">
          {entries.length === 0 && (
            <p
              className={`resume-entries__empty${error ? ' is-error' : ''}`}
              role={error ? 'alert' : undefined}
            >
              {error ? t('form.sectionRequired') : t('form.empty')}
            </p>
          )}
          {entries.map((entry, index) => (
            <div key={entry.key} className="resume-entry">
              <div className="resume-entry__head">
                <span className="resume-entry__title">
                  {t('form.entry', { section: section.name, index: index + 1 })}
                </span>
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(entry.name)}
                  aria-label={`${t('form.remove')} ${t('form.entry', { section: section.name, index: index + 1 })}`}
                >
                  {t('form.remove')}
                </Button>
              </div>
              <div className="resume-grid">
                {section.fields.map((field) => (
                  <ResumeFormField
                    key={field.name}
                    field={field}
                    name={[entry.name, field.name]}
                    fieldKey={`${section.key}.${index}.${field.name}`}
                    required={field.requiredInEntry}
                    jobRequired={false}
                  />
                ))}
              </div>
            </div>
          ))}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={() => add({})}
            className="resume-entries__add"
            data-job-required={jobRequired.includes(section.key) || undefined}
          >
            {t('form.add', { section: section.name.toLocaleLowerCase() })}
          </Button>
        </div>
      )}
    </Form.List>
  );
};

export const resumeSectionId = (key: string) => `resume-section-${key}`;

interface TProps {
  form: FormInstance;
  sections: readonly TResumeSectionConfig[];
  sectionErrors: Record<string, string>;
  /** Keys the job requires, marked beside their labels. */
  jobRequired?: readonly string[];
  initialValues: Record<string, unknown>;
  onValuesChange: () => void;
  footer?: ReactNode;
}

/** The resume as antd cards, one per section; repeated sections hold a list of entries. */
export const ResumeFormDesktop = ({
  form,
  sections,
  sectionErrors,
  jobRequired = [],
  initialValues,
  onValuesChange,
  footer,
}: TProps) => {
  const { t } = useTranslation('resumes');
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      className="resume-form"
      name="resume"
      scrollToFirstError={false}
    >
      {sections.map((section) => (
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
            {section.required && <span className="resume-card__required">{t('page.required')}</span>}
            {jobRequired.includes(section.key) && <Tag color="orange">{t('delivery.jobRequired')}</Tag>}
          </header>
          {section.repeatable ? (
            <RepeatedSection section={section} jobRequired={jobRequired} error={sectionErrors[section.key]} />
          ) : (
            <div className="resume-grid">
              {section.fields.map((field) => (
                <ResumeFormField
                  key={field.name}
                  field={field}
                  name={[section.key, field.name]}
                  fieldKey={field.key}
                  required={field.required}
                  jobRequired={jobRequired.includes(field.key)}
                />
              ))}
            </div>
          )}
        </section>
      ))}
      {footer}
    </Form>
  );
};
