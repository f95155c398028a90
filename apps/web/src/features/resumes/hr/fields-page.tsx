import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { PageHeader } from '../../../components/console/page-header.tsx';
import { useFieldsPage, type TFieldRow } from './use-fields-page.ts';

/** A field's row: whether the portal offers it, and whether it requires it. */
const FieldRow = ({ field, page }: { field: TFieldRow; page: ReturnType<typeof useFieldsPage> }) => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  return (
    <li className="hr-fields__row">
      <span className="hr-fields__label">{field.label}</span>
      <kit.Switch
        checked={field.enabled}
        aria-label={t('fields.enabledLabel', { field: field.label })}
        onChange={(enabled) => page.update(field.key, { enabled })}
      />
      <kit.Checkbox checked={field.required} onChange={(required) => page.update(field.key, { required })}>
        <span className="visually-hidden">{t('fields.requiredLabel', { field: field.label })}</span>
      </kit.Checkbox>
    </li>
  );
};

/** /hr/fields: which resume fields the portal asks for, and which it requires. */
export const HrFieldsPage = () => {
  const { t } = useTranslation('hr');
  const kit = useKit();
  const page = useFieldsPage();
  return (
    <section className="hr-page">
      <PageHeader
        title={t('fields.heading')}
        text={t('fields.subtitle')}
        extra={
          <>
            <kit.Button disabled={!page.dirty} onClick={page.reset}>
              {t('fields.reset')}
            </kit.Button>
            <kit.Button kind="primary" disabled={!page.dirty} loading={page.saving} onClick={page.save}>
              {t('fields.save')}
            </kit.Button>
          </>
        }
      />
      {page.isLoading ? (
        <div className="hr-card">
          <kit.Skeleton rows={10} />
        </div>
      ) : (
        <div className="hr-fields">
          {page.sections.map(([section, fields]) => (
            <section key={section} className="hr-card hr-fields__section">
              <h3 className="hr-form-section__title">{section}</h3>
              <div className="hr-fields__head" aria-hidden="true">
                <span>{t('fields.field')}</span>
                <span>{t('fields.enabled')}</span>
                <span>{t('fields.required')}</span>
              </div>
              <ul className="hr-fields__list">
                {fields.map((field) => (
                  <FieldRow key={field.key} field={field} page={page} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
};
