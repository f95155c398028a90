import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { SchemaForm } from '../../../lib/form/form.tsx';
import { useJobForm, type TJobFormProps } from './use-job-form.ts';
import {
  BasicsSection,
  DescriptionsSection,
  LocationSection,
  RequiredFieldsSection,
  SalarySection,
} from './job-form-sections.tsx';

/** Create or edit a job in both languages; the server checks and sanitises it again. */
export const JobForm = ({ isNew, saving, onCancel, ...props }: TJobFormProps) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const state = useJobForm(props);
  return (
    <SchemaForm form={state.form} name="job" onSubmit={state.submit} className="hr-job-form">
      <BasicsSection choices={state.choices} />
      <LocationSection choices={state.choices} />
      <SalarySection choices={state.choices} />
      <DescriptionsSection />
      <RequiredFieldsSection state={state} />
      <div className="hr-form-footer">
        <kit.Switch checked={state.isOnline} onChange={state.setOnline} aria-label={t('form.isOnline')} />
        <span className="hr-form-footer__label">{t('form.isOnline')}</span>
        <span className="hr-form-footer__spacer" />
        <kit.Button onClick={onCancel}>{t('common.cancel')}</kit.Button>
        <kit.Button kind="primary" type="submit" loading={saving}>
          {t(isNew ? 'form.create' : 'form.save')}
        </kit.Button>
      </div>
    </SchemaForm>
  );
};
