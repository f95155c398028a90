import { useEffect } from 'react';
import dayjs from 'dayjs';
import { Button, Cascader, Checkbox, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import {
  JOB_HEADCOUNT_MAX,
  JOB_TITLE_MAX,
  SALARY_MAX,
  type TDistrictNode,
  type TSelectionItem,
} from '@tmp/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { CURRENCIES } from '../../../lib/currencies.ts';
import { useAllSites, useDistrictTree, useOptionList } from '../../../lib/reference-data.ts';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { isPlaceComplete, isSalaryRangeValid, toFormField, type TJobFormValues } from './job-form-values.ts';
import { FormCol } from '../../../components/console/form-modal.tsx';
import { RichTextEditor } from '../../../components/console/rich-text-editor.tsx';

interface TProps {
  initialValues: TJobFormValues;
  isNew: boolean;
  saving: boolean;
  onSubmit: (values: TJobFormValues) => Promise<unknown>;
  onCancel: () => void;
}

interface TCascaderOption {
  value: number;
  label: string;
  children?: TCascaderOption[];
}

const toOptions = (items: readonly TSelectionItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.value, label: item.text }));

const toPlaceOptions = (nodes: readonly TDistrictNode[] | undefined): TCascaderOption[] =>
  (nodes ?? []).map((node) => ({
    value: node.value,
    label: node.text,
    ...(node.children?.length ? { children: toPlaceOptions(node.children) } : {}),
  }));

const HALF = { xs: 24, md: 12 };
const THIRD = { xs: 24, md: 8 };
/** An option list's choices in a select, loading until they arrive. */
const listProps = (list: { data?: readonly TSelectionItem[] | undefined; isPending: boolean }) => ({
  options: toOptions(list.data),
  loading: list.isPending,
});

const Section = ({ title, text, children }: { title: string; text?: string; children: React.ReactNode }) => (
  <section className="hr-card hr-form-section">
    <header className="hr-form-section__head">
      <h3 className="hr-form-section__title">{title}</h3>
      {text && <p className="hr-form-section__text">{text}</p>}
    </header>
    {children}
  </section>
);

/** Create or edit a job in both languages; the server checks and sanitises it again. */
export const JobForm = ({ initialValues, isNew, saving, onSubmit, onCancel }: TProps) => {
  const { t } = useTranslation('hr');
  const format = useHrFormat();
  const [form] = Form.useForm<TJobFormValues>();
  const categories = useOptionList('JobCategory');
  const natures = useOptionList('JobNature');
  const degrees = useOptionList('JobDegree');
  const experience = useOptionList('WorkExperience');
  const sites = useAllSites();
  const districts = useDistrictTree();

  useEffect(() => {
    form.setFieldsValue(initialValues);
  }, [form, initialValues]);

  const required = (key: string) => ({ required: true, message: t(`form.errors.${key}`) });
  const submit = async (values: TJobFormValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = (error instanceof ApiError ? (error.data as { fields?: Record<string, string> }) : null)
        ?.fields;
      if (fields) {
        form.setFields(
          Object.entries(fields).flatMap(([path, message]) => {
            const name = toFormField(path);
            return name ? [{ name, errors: [message] }] : [];
          }),
        );
      }
    }
  };

  return (
    <Form<TJobFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => void submit(values)}
      scrollToFirstError={{ block: 'center' }}
      className="hr-job-form"
      requiredMark
    >
      <Section title={t('form.basics')} text={t('form.basicsText')}>
        <Row gutter={24}>
          <FormCol
            col={HALF}
            name="titleEn"
            label={t('form.titleEn')}
            rules={[
              required('titleEn'),
              { max: JOB_TITLE_MAX, message: t('form.errors.tooLong', { max: JOB_TITLE_MAX }) },
            ]}
          >
            <Input placeholder="Senior Software Engineer" maxLength={JOB_TITLE_MAX} />
          </FormCol>
          <FormCol
            col={HALF}
            name="titleZh"
            label={t('form.titleZh')}
            rules={[
              required('titleZh'),
              { max: JOB_TITLE_MAX, message: t('form.errors.tooLong', { max: JOB_TITLE_MAX }) },
            ]}
          >
            <Input placeholder="高级软件工程师" maxLength={JOB_TITLE_MAX} />
          </FormCol>
          <FormCol col={HALF} name="categoryId" label={t('form.category')} rules={[required('category')]}>
            <Select
              {...listProps(categories)}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.choose')}
            />
          </FormCol>
          <FormCol col={HALF} name="natureId" label={t('form.nature')} rules={[required('nature')]}>
            <Select {...listProps(natures)} placeholder={t('form.choose')} />
          </FormCol>
          <FormCol col={HALF} name="degreeId" label={t('form.degree')}>
            <Select {...listProps(degrees)} allowClear placeholder={t('form.any')} />
          </FormCol>
          <FormCol col={HALF} name="experienceId" label={t('form.experience')}>
            <Select {...listProps(experience)} allowClear placeholder={t('form.any')} />
          </FormCol>
        </Row>
      </Section>

      <Section title={t('form.location')} text={t('form.locationText')}>
        <Row gutter={24}>
          <FormCol col={HALF} name="siteId" label={t('form.site')} rules={[required('site')]}>
            <Select
              options={(sites.data ?? []).map((s) => ({ value: s.value, label: s.displayname || s.text }))}
              loading={sites.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.choose')}
            />
          </FormCol>
          <FormCol
            col={HALF}
            name="place"
            label={t('form.place')}
            rules={[
              {
                validator: (_, value: number[] | undefined) =>
                  isPlaceComplete(value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('form.errors.place'))),
              },
            ]}
            required
          >
            <Cascader
              options={toPlaceOptions(districts.data)}
              loading={districts.isPending}
              placeholder={t('form.placePlaceholder')}
              showSearch
            />
          </FormCol>
          <FormCol col={HALF} name="headcount" label={t('form.headcount')} rules={[required('headcount')]}>
            <InputNumber min={1} max={JOB_HEADCOUNT_MAX} precision={0} className="hr-full-width" />
          </FormCol>
          <FormCol
            col={HALF}
            name="closingDate"
            label={t('form.closingDate')}
            extra={t('form.closingDateHint')}
          >
            <DatePicker
              className="hr-full-width"
              allowClear
              placeholder={t('form.closingDatePlaceholder')}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            />
          </FormCol>
        </Row>
      </Section>

      <Section title={t('form.salary')} text={t('form.salaryText')}>
        <Row gutter={24}>
          <FormCol col={THIRD} name="salaryMin" label={t('form.salaryMin')}>
            <InputNumber min={0} max={SALARY_MAX} precision={0} className="hr-full-width" />
          </FormCol>
          <FormCol
            col={THIRD}
            name="salaryMax"
            label={t('form.salaryMax')}
            dependencies={['salaryMin']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: number | null | undefined) =>
                  isSalaryRangeValid(getFieldValue('salaryMin') as number | null, value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('form.errors.salaryRange'))),
              }),
            ]}
          >
            <InputNumber min={0} max={SALARY_MAX} precision={0} className="hr-full-width" />
          </FormCol>
          <FormCol
            col={THIRD}
            name="salaryCurrency"
            label={t('form.currency')}
            rules={[required('currency')]}
          >
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </FormCol>
        </Row>
      </Section>

      <Section title={t('form.descriptions')} text={t('form.descriptionsText')}>
        <Form.Item
          name="descriptionEn"
          label={t('form.descriptionEn')}
          rules={[required('descriptionEn')]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <RichTextEditor
            aria-label={t('form.descriptionEn')}
            placeholder={t('form.descriptionPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="descriptionZh" label={t('form.descriptionZh')} rules={[required('descriptionZh')]}>
          <RichTextEditor
            aria-label={t('form.descriptionZh')}
            placeholder={t('form.descriptionPlaceholder')}
          />
        </Form.Item>
      </Section>

      <Section title={t('form.requiredFields')} text={t('form.requiredFieldsText')}>
        <Form.Item name="requiredFields" noStyle>
          <Checkbox.Group className="hr-field-groups">
            {format.sections.map((section) => (
              <fieldset key={section.key} className="hr-field-group">
                <legend className="hr-field-group__title">{format.text(section)}</legend>
                {section.fields.map((field) => (
                  <Checkbox key={field.name} value={`${section.key}.${field.name}`}>
                    {format.text(field)}
                  </Checkbox>
                ))}
              </fieldset>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Section>

      <div className="hr-form-footer">
        <Form.Item name="isOnline" valuePropName="checked" noStyle>
          <Switch aria-label={t('form.isOnline')} />
        </Form.Item>
        <span className="hr-form-footer__label">{t('form.isOnline')}</span>
        <span className="hr-form-footer__spacer" />
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t(isNew ? 'form.create' : 'form.save')}
        </Button>
      </div>
    </Form>
  );
};
