import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Skeleton, Switch } from 'antd';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type TFieldSettingInput, useFieldSettings, useSaveFieldSettings } from './api.ts';
import { PageHeader } from '../../../components/console/page-header.tsx';

interface TRow extends TFieldSettingInput {
  label: string;
  section: string;
}

/** /hr/fields: which resume fields the portal asks for, and which it requires. */
export const HrFieldsPage = () => {
  const { t } = useTranslation('hr');
  const settings = useFieldSettings();
  const save = useSaveFieldSettings();
  const [rows, setRows] = useState<TRow[]>([]);
  useEffect(() => {
    if (settings.data) setRows(settings.data);
  }, [settings.data]);
  const sections = useMemo(() => {
    const map = new Map<string, TRow[]>();
    for (const row of rows) map.set(row.section, [...(map.get(row.section) ?? []), row]);
    return [...map.entries()];
  }, [rows]);
  const dirty = JSON.stringify(rows) !== JSON.stringify(settings.data ?? []);
  const update = (key: string, patch: Partial<TFieldSettingInput>) =>
    setRows((prev) =>
      prev.map((row) => {
        if (row.key !== key) return row;
        const next = { ...row, ...patch };
        // A field the portal does not offer cannot be required; a required field must be offered.
        if (patch.enabled === false) next.required = false;
        if (patch.required === true) next.enabled = true;
        return next;
      }),
    );

  return (
    <section className="hr-page">
      <PageHeader
        title={t('fields.heading')}
        text={t('fields.subtitle')}
        extra={
          <>
            <Button disabled={!dirty} onClick={() => settings.data && setRows(settings.data)}>
              {t('fields.reset')}
            </Button>
            <Button
              type="primary"
              disabled={!dirty}
              loading={save.isPending}
              onClick={() =>
                save.mutate(rows.map(({ key, enabled, required }) => ({ key, enabled, required })))
              }
            >
              {t('fields.save')}
            </Button>
          </>
        }
      />
      {settings.isPending ? (
        <div className="hr-card">
          <Skeleton active paragraph={{ rows: 10 }} />
        </div>
      ) : (
        <div className="hr-fields">
          {sections.map(([section, fields]) => (
            <section key={section} className="hr-card hr-fields__section">
              <h3 className="hr-form-section__title">{section}</h3>
              <div className="hr-fields__head" aria-hidden="true">
                <span>{t('fields.field')}</span>
                <span>{t('fields.enabled')}</span>
                <span>{t('fields.required')}</span>
              </div>
              <ul className="hr-fields__list">
                {fields.map((field) => (
                  <li key={field.key} className="hr-fields__row">
                    <span className="hr-fields__label">{field.label}</span>
                    <Switch
                      size="small"
                      checked={field.enabled}
                      aria-label={t('fields.enabledLabel', { field: field.label })}
                      onChange={(enabled) => update(field.key, { enabled })}
                    />
                    <Checkbox
                      checked={field.required}
                      aria-label={t('fields.requiredLabel', { field: field.label })}
                      onChange={(e) => update(field.key, { required: e.target.checked })}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
};
