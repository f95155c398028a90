import { JOB_HEADCOUNT_MAX, JOB_TITLE_MAX, SALARY_MAX } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField } from '../../../lib/form/form.tsx';
import { RichTextEditor } from '../../../components/console/rich-text-editor.tsx';
import { FormSection } from '../../../components/console/form-section.tsx';
import type { TJobFormState } from './use-job-form.ts';

type TChoices = TJobFormState['choices'];

/** A field choosing one of `list`, searchable when the list is long. */
const ChoiceField = (props: {
  name: string;
  label: string;
  list: { options: { value: number; label: string }[]; loading: boolean };
  required?: boolean;
  search?: boolean;
}) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <FormField name={props.name} label={props.label} required={props.required}>
      {(control) => (
        <kit.Select<number>
          {...control}
          {...props.list}
          search={props.search}
          clearable={!props.required}
          placeholder={t(props.required ? 'form.choose' : 'form.any')}
        />
      )}
    </FormField>
  );
};

export const BasicsSection = ({ choices }: { choices: TChoices }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <FormSection title={t('form.basics')} text={t('form.basicsText')}>
      <div className="hr-form-grid">
        <FormField name="titleEn" label={t('form.titleEn')} required>
          {(control) => (
            <kit.Input {...control} placeholder="Senior Software Engineer" maxLength={JOB_TITLE_MAX} />
          )}
        </FormField>
        <FormField name="titleZh" label={t('form.titleZh')} required>
          {(control) => <kit.Input {...control} placeholder="高级软件工程师" maxLength={JOB_TITLE_MAX} />}
        </FormField>
        <ChoiceField name="categoryId" label={t('form.category')} list={choices.categories} required search />
        <ChoiceField name="natureId" label={t('form.nature')} list={choices.natures} required />
        <ChoiceField name="degreeId" label={t('form.degree')} list={choices.degrees} />
        <ChoiceField name="experienceId" label={t('form.experience')} list={choices.experience} />
      </div>
    </FormSection>
  );
};

export const LocationSection = ({ choices }: { choices: TChoices }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <FormSection title={t('form.location')} text={t('form.locationText')}>
      <div className="hr-form-grid">
        <ChoiceField name="siteId" label={t('form.site')} list={choices.sites} required search />
        <FormField name="place" label={t('form.place')} required>
          {(control) => (
            <kit.RegionInput
              {...control}
              regions={choices.regions}
              label={t('form.place')}
              placeholder={t('form.placePlaceholder')}
            />
          )}
        </FormField>
        <FormField name="headcount" label={t('form.headcount')} required>
          {(control) => <kit.NumberInput {...control} min={1} max={JOB_HEADCOUNT_MAX} />}
        </FormField>
        <FormField name="closingDate" label={t('form.closingDate')} hint={t('form.closingDateHint')}>
          {(control) => (
            <kit.DateInput
              {...control}
              label={t('form.closingDate')}
              placeholder={t('form.closingDatePlaceholder')}
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
};

export const SalarySection = ({ choices }: { choices: TChoices }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <FormSection title={t('form.salary')} text={t('form.salaryText')}>
      <div className="hr-form-grid hr-form-grid--thirds">
        {(['salaryMin', 'salaryMax'] as const).map((name) => (
          <FormField key={name} name={name} label={t(`form.${name}`)}>
            {(control) => <kit.NumberInput {...control} min={0} max={SALARY_MAX} />}
          </FormField>
        ))}
        <FormField name="salaryCurrency" label={t('form.currency')} required>
          {(control) => <kit.Select<string> {...control} options={choices.currencies} />}
        </FormField>
      </div>
    </FormSection>
  );
};

export const DescriptionsSection = () => {
  const { t } = useTranslation('hr');
  return (
    <FormSection title={t('form.descriptions')} text={t('form.descriptionsText')}>
      {(['descriptionEn', 'descriptionZh'] as const).map((name) => (
        <FormField key={name} name={name} label={t(`form.${name}`)} required>
          {(control) => (
            <RichTextEditor
              {...control}
              aria-label={t(`form.${name}`)}
              placeholder={t('form.descriptionPlaceholder')}
            />
          )}
        </FormField>
      ))}
    </FormSection>
  );
};

/** The resume fields a candidate must fill before applying, a box each, grouped by the resume's sections. */
export const RequiredFieldsSection = ({ state }: { state: Pick<TJobFormState, 'sections' | 'textOf'> }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <FormSection title={t('form.requiredFields')} text={t('form.requiredFieldsText')}>
      <FormField name="requiredFields">
        {({ value, onChange }: { value: string[]; onChange: (keys: string[]) => void }) => (
          <div className="hr-field-groups">
            {state.sections.map((section) => (
              <fieldset key={section.key} className="hr-field-group">
                <legend className="hr-field-group__title">{state.textOf(section)}</legend>
                {section.fields.map((field) => {
                  const key = `${section.key}.${field.name}`;
                  return (
                    <kit.Checkbox
                      key={key}
                      checked={value.includes(key)}
                      onChange={(on) => onChange(on ? [...value, key] : value.filter((k) => k !== key))}
                    >
                      {state.textOf(field)}
                    </kit.Checkbox>
                  );
                })}
              </fieldset>
            ))}
          </div>
        )}
      </FormField>
    </FormSection>
  );
};
