import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { ALERT_FREQUENCIES } from '@tmp/contracts';
import { useCreateAlert } from '../hooks/use-create-alert.ts';
import type { TCreateAlertDialogProps } from './alert-dialog-props.ts';
import './alerts.css';

const AlertForm = ({ search, onClose }: Omit<TCreateAlertDialogProps, 'open'>) => {
  const { t } = useTranslation('jobs');
  const { Form, Field, Choice, Input, Tag, Notice, Actions, Result, Button } = useKit();
  const view = useCreateAlert(search);
  if (view.created) {
    return (
      <Result
        status="success"
        title={t('alerts.sentTitle')}
        text={<span role="status">{view.createdText}</span>}
        action={
          <Button kind="primary" block onClick={onClose}>
            {t('alerts.done')}
          </Button>
        }
      />
    );
  }
  return (
    <Form onSubmit={view.submit} className="alert-dialog" aria-label={t('alerts.dialogTitle')}>
      <p className="alert-dialog__lead">{t('alerts.lead')}</p>
      <ul className="alert-criteria" aria-label={t('alerts.criteria')}>
        {view.criteria.map((word) => (
          <li key={word}>
            <Tag tone="blue">{word}</Tag>
          </li>
        ))}
      </ul>
      <Field label={t('alerts.frequencyLabel')} group>
        <Choice
          value={view.frequency}
          onChange={view.setFrequency}
          options={ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(`alerts.frequency.${f}`) }))}
          aria-label={t('alerts.frequencyLabel')}
        />
      </Field>
      <Field
        label={view.addressLabel}
        htmlFor="alert-address"
        error={view.addressError}
        hint={t('alerts.addressHint')}
      >
        <Input
          id="alert-address"
          type={view.addressType}
          autoComplete={view.addressType === 'email' ? 'email' : 'on'}
          value={view.address}
          onChange={view.setAddress}
          maxLength={254}
        />
      </Field>
      {view.serverError && <Notice tone="error">{view.serverError}</Notice>}
      <Actions
        submit={t('alerts.create')}
        pending={view.isSubmitting}
        cancel={t('alerts.cancel')}
        onCancel={onClose}
      />
    </Form>
  );
};

/** The "create alert" dialog of the job list: a modal on a desktop, a sheet on a phone. */
export const CreateAlertDialog = ({ open, onClose, search }: TCreateAlertDialogProps) => {
  const { t } = useTranslation('jobs');
  const { Dialog } = useKit();
  return (
    <Dialog open={open} title={t('alerts.dialogTitle')} onClose={onClose} className="alert-sheet">
      <AlertForm search={search} onClose={onClose} />
    </Dialog>
  );
};
