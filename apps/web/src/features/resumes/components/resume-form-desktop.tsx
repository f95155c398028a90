import type { ReactNode } from 'react';
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
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TDistrictNode, TResumeField, TResumeSectionConfig } from '@tmp/contracts';
import { useDistrictTree } from '../api/resume.ts';
import {
  resumeSectionView,
  RESUME_DATE_FORMAT,
  useRegionPick,
  useResumeControl,
  type TResumeFieldItem,
  type TResumeSectionView,
} from '../hooks/use-resume-form-view.ts';
import { ResumeEntriesEmpty } from './resume-entries-empty.tsx';

interface TValueProps<T> {
  value?: T;
  onChange?: (value: T | undefined) => void;
  id?: string;
}

/** Keeps dates as yyyy-mm-dd text in the form, shows antd's picker in the current language. */
const DateField = ({ value, onChange, id, placeholder }: TValueProps<string> & { placeholder: string }) => {
  const parsed = value ? dayjs(value, RESUME_DATE_FORMAT, true) : null;
  return (
    <DatePicker
      id={id}
      className="resume-control"
      format={RESUME_DATE_FORMAT}
      placeholder={placeholder}
      value={parsed?.isValid() ? parsed : null}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(RESUME_DATE_FORMAT) : undefined)}
    />
  );
};

/** Free-text address with a cascading region picker (country, province, city) in front. */
interface TAddressProps extends TValueProps<string> {
  maxLength?: number;
  placeholder: string;
  regionLabel: string;
}

const AddressField = ({ value, onChange, id, maxLength, placeholder, regionLabel }: TAddressProps) => {
  const tree = useDistrictTree();
  const pickRegion = useRegionPick(value, onChange);
  return (
    <Space.Compact block>
      <Cascader<TDistrictNode>
        className="resume-address__region"
        options={tree.data ?? []}
        fieldNames={{ label: 'text', value: 'value', children: 'children' }}
        changeOnSelect
        showSearch
        placeholder={regionLabel}
        aria-label={regionLabel}
        onChange={(_, nodes) => pickRegion((nodes ?? []).map((n) => n.text).join(' '))}
      />
      <Input
        id={id}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </Space.Compact>
  );
};

type TControlProps = TValueProps<any> & { field: TResumeField };

/** Draws the field's control (use-resume-form-view.ts) with antd; Form.Item gives value, onChange and id. */
const FieldControl = ({ field, ...control }: TControlProps) => {
  const view = useResumeControl(field);
  switch (view.kind) {
    case 'textarea':
      return (
        <Input.TextArea
          {...control}
          maxLength={view.maxLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={view.placeholder}
        />
      );
    case 'date':
      return <DateField {...control} placeholder={view.placeholder} />;
    case 'number':
      return (
        <InputNumber
          {...control}
          className="resume-control"
          min={view.min}
          max={view.max}
          placeholder={view.placeholder}
        />
      );
    case 'choice':
      return <Radio.Group {...control} optionType="button" options={view.choices} />;
    case 'list':
      return (
        <Select
          {...control}
          className="resume-control"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={view.placeholder}
          options={view.choices}
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
        <Input
          {...control}
          type={view.inputType}
          inputMode={view.inputType}
          maxLength={view.maxLength}
          placeholder={view.placeholder}
        />
      );
  }
};

type TFieldProps = TResumeFieldItem;

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
  view: TResumeSectionView;
}

const RepeatedSection = ({ section, view }: TSectionProps) => {
  const { t } = useTranslation('resumes');
  return (
    <Form.List name={section.key}>
      {(entries, { add, remove }) => (
        <div data-field={section.key} className="resume-entries">
          {entries.length === 0 && <ResumeEntriesEmpty empty={view.empty} />}
          {entries.map((entry, index) => (
            <div key={entry.key} className="resume-entry">
              <div className="resume-entry__head">
                <span className="resume-entry__title">{view.entryTitle(index)}</span>
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  onClick={() => remove(entry.name)}
                  aria-label={`${t('form.remove')} ${view.entryTitle(index)}`}
                >
                  {t('form.remove')}
                </Button>
              </div>
              <div className="resume-grid">
                {view.entryFields(entry.name).map((item) => (
                  <ResumeFormField key={item.field.name} {...item} />
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
            data-job-required={view.jobRequired || undefined}
          >
            {view.addLabel}
          </Button>
        </div>
      )}
    </Form.List>
  );
};

export const resumeSectionId = (key: string) => `resume-section-${key}`;

interface TCardProps {
  section: TResumeSectionConfig;
  jobRequired: readonly string[];
  sectionErrors: Record<string, string>;
}

const SectionCard = ({ section, jobRequired, sectionErrors }: TCardProps) => {
  const { t } = useTranslation('resumes');
  const view = resumeSectionView(t, section, jobRequired, sectionErrors);
  const titleId = `${resumeSectionId(section.key)}-title`;
  return (
    <section id={resumeSectionId(section.key)} className="resume-card" aria-labelledby={titleId}>
      <header className="resume-card__head">
        <h2 className="resume-card__title" id={titleId}>
          {section.name}
        </h2>
        {view.required && <span className="resume-card__required">{t('page.required')}</span>}
        {view.jobRequired && <Tag color="orange">{t('delivery.jobRequired')}</Tag>}
      </header>
      {section.repeatable ? (
        <RepeatedSection section={section} view={view} />
      ) : (
        <div className="resume-grid">
          {view.fields.map((item) => (
            <ResumeFormField key={item.field.name} {...item} />
          ))}
        </div>
      )}
    </section>
  );
};

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
}: TProps) => (
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
      <SectionCard
        key={section.key}
        section={section}
        jobRequired={jobRequired}
        sectionErrors={sectionErrors}
      />
    ))}
    {footer}
  </Form>
);
