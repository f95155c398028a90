import { MESSAGE_TEXT_MAX, TEMPLATE_NAME_MAX, TEMPLATE_PLACEHOLDERS } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormField, SchemaForm } from '../../../lib/form/form.tsx';
import { useHrFormat } from '../../../components/console/use-hr-format.ts';
import { useTemplatesDialog } from './use-inbox-page.ts';

type TDialog = ReturnType<typeof useTemplatesDialog>;

/** A template's name and its text in English and in Chinese, with the placeholders it may hold. */
const TemplateForm = ({ dialog }: { dialog: TDialog }) => {
  const { t } = useTranslation('conversations');
  const { Input, TextArea, Actions } = useKit();
  const hint = t('hr.placeholders', { list: TEMPLATE_PLACEHOLDERS.join(' ') });
  return (
    <SchemaForm form={dialog.form} name="template" onSubmit={dialog.submit} className="hr-template-form">
      <FormField name="name" label={t('hr.templateName')} required>
        {(control) => <Input {...control} maxLength={TEMPLATE_NAME_MAX} />}
      </FormField>
      <FormField name="textEn" label={t('hr.templateEn')} required hint={hint}>
        {(control) => <TextArea {...control} rows={4} maxLength={MESSAGE_TEXT_MAX} />}
      </FormField>
      <FormField name="textZh" label={t('hr.templateZh')} required hint={hint}>
        {(control) => <TextArea {...control} rows={4} maxLength={MESSAGE_TEXT_MAX} />}
      </FormField>
      <Actions
        submit={t('hr.saveTemplate')}
        cancel={t('hr.cancel')}
        onCancel={dialog.stopEditing}
        pending={dialog.pending}
      />
    </SchemaForm>
  );
};

/** The company's templates by name, each to change. */
const TemplateList = ({ dialog }: { dialog: TDialog }) => {
  const { t } = useTranslation('conversations');
  const { Button, Empty, Skeleton } = useKit();
  const format = useHrFormat();
  const { data, isPending } = dialog.templates;
  if (isPending) return <Skeleton rows={3} />;
  return (
    <>
      {data?.length ? (
        <ul className="hr-applicant-list">
          {data.map((template) => (
            <li key={template.id} className="hr-applicant-list__item">
              <div className="hr-applicant-list__body">
                <strong className="hr-applicant-list__title">{template.name}</strong>
                <span className="hr-applicant-list__text hr-template__text">
                  {format.text({ en: template.textEn, zh: template.textZh })}
                </span>
              </div>
              <div className="hr-applicant-list__actions">
                <Button onClick={() => dialog.edit(template)}>{t('hr.editTemplate')}</Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <Empty title={t('hr.noTemplates')} />
      )}
      <div className="hr-reply__actions">
        <Button kind="primary" onClick={() => dialog.edit()}>
          {t('hr.newTemplate')}
        </Button>
      </div>
    </>
  );
};

/** The reply templates' manager: create one, or change one, in English and Chinese. */
export const TemplatesDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation('conversations');
  const { Dialog } = useKit();
  const dialog = useTemplatesDialog();
  const title =
    dialog.editing === null
      ? t('hr.templates')
      : dialog.editing === 'new'
        ? t('hr.newTemplate')
        : t('hr.editTitle');
  return (
    <Dialog open title={title} onClose={onClose} wide closeLabel={t('hr.close')}>
      {dialog.editing === null ? <TemplateList dialog={dialog} /> : <TemplateForm dialog={dialog} />}
    </Dialog>
  );
};
