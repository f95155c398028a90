import { Button, Input, Popup, Radio, Result, Space, Tag } from 'antd-mobile';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { ALERT_FREQUENCIES } from '@tmp/contracts';
import { useCreateAlert } from '../hooks/use-create-alert.ts';
import type { TCreateAlertDialogProps } from './alert-dialog-props.ts';
import type { TAlertSearch } from '../hooks/use-alert-criteria.ts';
import './alerts.css';

const AlertSheet = ({ search, onClose }: { search: TAlertSearch; onClose: () => void }) => {
  const { t } = useTranslation('jobs');
  const view = useCreateAlert(search);
  if (view.created) {
    return (
      <div className="alert-sheet__done">
        <Result status="success" title={t('alerts.sentTitle')} description={view.createdText} />
        <Button block color="primary" onClick={onClose}>
          {t('alerts.done')}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="alert-dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        view.submit();
      }}
    >
      <p className="alert-dialog__lead">{t('alerts.lead')}</p>
      <ul className="alert-criteria" aria-label={t('alerts.criteria')}>
        {view.criteria.map((word) => (
          <li key={word}>
            <Tag color="primary" fill="outline">
              {word}
            </Tag>
          </li>
        ))}
      </ul>
      <fieldset className="alert-sheet__field">
        <legend className="alert-sheet__label">{t('alerts.frequencyLabel')}</legend>
        <Radio.Group value={view.frequency} onChange={(v) => view.setFrequency(v as typeof view.frequency)}>
          <Space>
            {ALERT_FREQUENCIES.map((f) => (
              <Radio key={f} value={f}>
                {t(`alerts.frequency.${f}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </fieldset>
      <div className="alert-sheet__field">
        <label className="alert-sheet__label" htmlFor="alert-address-m">
          {view.addressLabel}
        </label>
        <div className={`alert-sheet__input${view.addressError ? ' has-error' : ''}`}>
          <Input
            id="alert-address-m"
            type={view.addressType}
            value={view.address}
            onChange={view.setAddress}
            maxLength={254}
            clearable
            aria-invalid={!!view.addressError}
          />
        </div>
        {view.addressError ? (
          <p className="alert-sheet__error" role="alert">
            {view.addressError}
          </p>
        ) : (
          <p className="alert-sheet__hint">{t('alerts.addressHint')}</p>
        )}
      </div>
      {view.serverError && (
        <p className="alert-sheet__error alert-sheet__error--box" role="alert">
          {view.serverError}
        </p>
      )}
      <div className="alert-sheet__actions">
        <Button block onClick={onClose}>
          {t('alerts.cancel')}
        </Button>
        <Button block color="primary" type="submit" loading={view.isSubmitting}>
          {t('alerts.create')}
        </Button>
      </div>
    </form>
  );
};

/** The "create alert" sheet of the job list (phone). */
export const CreateAlertDialogMobile = ({ open, onClose, search }: TCreateAlertDialogProps) => {
  const { t } = useTranslation('jobs');
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="alert-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="alert-sheet-title">
        <h2 id="alert-sheet-title" className="alert-sheet__title">
          {t('alerts.dialogTitle')}
        </h2>
        <AlertSheet search={search} onClose={onClose} />
      </div>
    </Popup>
  );
};
