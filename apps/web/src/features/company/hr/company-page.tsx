import { useRef } from 'react';
import {
  COMPANY_NAME_MAX,
  FORCE_LOGIN_COUNTRIES_MAX,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  SITE_TITLE_MAX,
  SMS_SIGNATURE_MAX,
  TAGLINE_MAX,
  ANSWER_DAYS_MAX,
} from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm } from '../../../lib/form/form.tsx';
import { PageHeader } from '../../../components/console/page-header.tsx';
import { FormSection } from '../../../components/console/form-section.tsx';
import { useCompanyPage, type TCompanyPage } from './use-company-page.ts';
import './company.css';

const Section = (props: Omit<Parameters<typeof FormSection>[0], 'className'>) => (
  <FormSection {...props} className="company-section" />
);

/** One text in English and in Chinese, side by side on a desktop; the tagline in boxes of two lines. */
const PairFields = ({
  name,
  max,
  required,
}: {
  name: 'name' | 'siteTitle' | 'tagline';
  max: number;
  required?: boolean;
}) => {
  const { t } = useTranslation('company');
  const { Input, TextArea } = useKit();
  return (
    <div className="company-pair">
      {(['en', 'zh'] as const).map((lang) => (
        <FormField
          key={lang}
          name={`${name}.${lang}`}
          label={t(`fields.${name}.${lang}`)}
          required={required}
        >
          {(control) =>
            name === 'tagline' ? (
              <TextArea {...control} rows={2} maxLength={max} showCount />
            ) : (
              <Input {...control} maxLength={max} />
            )
          }
        </FormField>
      ))}
    </div>
  );
};

/** The brand colour: a picker and its hex text, and a sample of the banner with white text on it. */
const BrandFields = ({ page }: { page: TCompanyPage }) => {
  const { t } = useTranslation('company');
  const { Input } = useKit();
  const { preview } = page.settings;
  return (
    <div className="company-brand">
      <FormField name="brandColor" label={t('fields.brandColor')} hint={t('hints.brandColor')} required>
        {(control) => (
          <div className="company-brand__inputs">
            <input
              type="color"
              className="company-brand__picker"
              aria-label={t('fields.brandPicker')}
              value={preview?.color ?? '#000000'}
              onChange={(event) => {
                control.onChange(event.target.value);
                control.onBlur();
              }}
            />
            <Input {...control} maxLength={7} placeholder="#1F4FD1" />
          </div>
        )}
      </FormField>
      <div
        className="company-brand__sample"
        style={preview ? { background: preview.color } : undefined}
        aria-label={t('preview.label')}
        role="img"
      >
        <span className="company-brand__sample-title">{t('preview.title')}</span>
        <span className="company-brand__sample-button">{t('preview.button')}</span>
        {preview && (
          <span className={`company-brand__contrast${preview.readable ? '' : ' is-low'}`}>
            {t('preview.contrast', { ratio: preview.contrast })}
          </span>
        )}
      </div>
    </div>
  );
};

/** The current logo and the button that replaces it at once. */
const LogoField = ({ page }: { page: TCompanyPage }) => {
  const { t } = useTranslation('company');
  const { Button, Notice } = useKit();
  const file = useRef<HTMLInputElement>(null);
  const { logoUpload } = page;
  return (
    <div className="company-logo">
      <div className="company-logo__current">
        {page.logo ? <img src={page.logo} alt={t('logo.current')} /> : <span>{t('logo.none')}</span>}
      </div>
      <div className="company-logo__actions">
        <input
          ref={file}
          type="file"
          accept=".png,.svg,image/png,image/svg+xml"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="company-logo-file"
          onChange={(event) => {
            logoUpload.pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button loading={logoUpload.uploading} onClick={() => file.current?.click()}>
          {t('logo.upload')}
        </Button>
        <p className="company-logo__hint">{t('hints.logo')}</p>
        {logoUpload.error && <Notice tone="error">{logoUpload.error}</Notice>}
      </div>
    </div>
  );
};

/** Who must sign in, where applications are filed, and how HR signs in. */
const AccessFields = ({ page }: { page: TCompanyPage }) => {
  const { t } = useTranslation('company');
  const { MultiSelect, NumberInput, Switch } = useKit();
  return (
    <div className="company-grid">
      <FormField name="forceLoginCountryIds" label={t('fields.forceLogin')} hint={t('hints.forceLogin')}>
        {(control) => (
          <MultiSelect<number>
            {...control}
            value={(control.value as number[] | undefined) ?? []}
            options={page.countries.options}
            loading={page.countries.loading}
            placeholder={t('placeholders.countries', { max: FORCE_LOGIN_COUNTRIES_MAX })}
          />
        )}
      </FormField>
      <FormField name="defaultSourceId" label={t('fields.defaultSource')} hint={t('hints.defaultSource')}>
        {(control) => (
          <NumberInput
            {...control}
            value={control.value ?? undefined}
            min={1}
            placeholder={t('placeholders.none')}
          />
        )}
      </FormField>
      <FormField name="secondFactorRequired" label={t('fields.secondFactor')} hint={t('hints.secondFactor')}>
        {(control) => (
          <Switch
            checked={!!control.value}
            onChange={control.onChange}
            aria-label={t('fields.secondFactor')}
          />
        )}
      </FormField>
    </div>
  );
};

/** The text messages' sign name and how long personal data is kept. */
const DataFields = () => {
  const { t } = useTranslation('company');
  const { Input, NumberInput } = useKit();
  return (
    <div className="company-grid">
      <FormField name="smsSignature" label={t('fields.smsSignature')} hint={t('hints.smsSignature')}>
        {(control) => <Input {...control} maxLength={SMS_SIGNATURE_MAX} />}
      </FormField>
      <FormField name="retentionMonths" label={t('fields.retention')} hint={t('hints.retention')} required>
        {(control) => <NumberInput {...control} min={RETENTION_MONTHS_MIN} max={RETENTION_MONTHS_MAX} />}
      </FormField>
    </div>
  );
};

const SettingsForm = ({ page }: { page: TCompanyPage }) => {
  const { t } = useTranslation('company');
  const { Button } = useKit();
  return (
    <SchemaForm
      form={page.settings.form}
      name="company"
      onSubmit={page.settings.submit}
      className="company-form"
    >
      <Section title={t('sections.names')} text={t('sections.namesText')}>
        <PairFields name="name" max={COMPANY_NAME_MAX} required />
        <PairFields name="siteTitle" max={SITE_TITLE_MAX} required />
      </Section>
      <Section title={t('sections.tagline')} text={t('sections.taglineText')}>
        <PairFields name="tagline" max={TAGLINE_MAX} />
      </Section>
      <Section title={t('sections.brand')} text={t('sections.brandText')}>
        <BrandFields page={page} />
        <LogoField page={page} />
      </Section>
      <Section title={t('sections.access')}>
        <AccessFields page={page} />
      </Section>
      <Section title={t('sections.data')}>
        <DataFields />
      </Section>
      <div className="hr-form-footer">
        <span className="hr-form-footer__spacer" />
        <Button kind="primary" type="submit" loading={page.settings.saving}>
          {t('save')}
        </Button>
      </div>
    </SchemaForm>
  );
};

const STAGES = ['submittedDays', 'screeningDays', 'interviewDays'] as const;

/** The working days within which applicants get an answer, per stage, saved on their own. */
const AnswerDaysForm = ({ page }: { page: TCompanyPage }) => {
  const { t } = useTranslation('company');
  const { Button, NumberInput, Skeleton } = useKit();
  const { answerDays } = page;
  return (
    <Section title={t('sections.answerDays')} text={t('sections.answerDaysText')}>
      {answerDays.isLoading ? (
        <Skeleton rows={2} />
      ) : (
        <SchemaForm form={answerDays.form} name="answer-days" onSubmit={answerDays.submit}>
          <div className="company-days">
            {STAGES.map((stage) => (
              <FormField key={stage} name={stage} label={t(`answerDays.${stage}`)} required>
                {(control) => <NumberInput {...control} min={1} max={ANSWER_DAYS_MAX} />}
              </FormField>
            ))}
          </div>
          <div className="company-days__actions">
            <Button type="submit" loading={answerDays.saving}>
              {t('answerDays.save')}
            </Button>
          </div>
        </SchemaForm>
      )}
    </Section>
  );
};

/** /hr/company: how the careers site names and presents the company, and the rules it applies. */
export const HrCompanyPage = () => {
  const { t } = useTranslation('company');
  const kit = useKit();
  const page = useCompanyPage();
  return (
    <section className="hr-page company-page">
      <PageHeader title={t('title')} text={t('subtitle')} />
      {page.error ? (
        <kit.Notice tone="error">{page.error}</kit.Notice>
      ) : page.isLoading ? (
        <div className="hr-card">
          <kit.Skeleton rows={12} />
        </div>
      ) : (
        <>
          <SettingsForm page={page} />
          <AnswerDaysForm page={page} />
        </>
      )}
    </section>
  );
};
