import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { ALERT_FREQUENCIES } from '@tmp/contracts';
import type { useAlertCaptcha } from '../hooks/use-alert-captcha.ts';
import { useCreateAlert, type TAlertSearch } from '../hooks/use-create-alert.ts';
import './alerts.css';

/**
 * The "create alert" dialog, opened from the job list with its current search. The list also says that
 * search in words (it holds the names of its filters), so this feature needs nothing of the job list's.
 */
export interface TCreateAlertDialogProps {
  open: boolean;
  onClose: () => void;
  search: TAlertSearch;
  /** The search in words: the keyword in quotes, then the names of the chosen filters. */
  criteria: string[];
}

/** The picture check beside the mobile number, as the sign-in dialogs show it: the picture loads a new one. */
const CaptchaField = ({ captcha }: { captcha: ReturnType<typeof useAlertCaptcha> }) => {
  const { t } = useTranslation('jobs');
  const { Field, Input } = useKit();
  return (
    <Field label={t('alerts.captcha')} htmlFor="alert-captcha" error={captcha.error}>
      <div className="alert-captcha">
        <Input
          id="alert-captcha"
          value={captcha.text}
          onChange={captcha.setText}
          maxLength={10}
          autoComplete="off"
          placeholder={t('alerts.captchaPlaceholder')}
        />
        <button
          type="button"
          className="alert-captcha__picture"
          title={t('alerts.captchaAlt')}
          onClick={() => void captcha.refresh()}
        >
          {captcha.image ? (
            <img src={captcha.image} alt={t('alerts.captchaAlt')} />
          ) : (
            <span className="alert-captcha__failed">{captcha.failed ? t('alerts.captchaFailed') : '…'}</span>
          )}
        </button>
      </div>
    </Field>
  );
};

type TAlertView = ReturnType<typeof useCreateAlert>;

/** Where the alert goes: an email, or also a mobile number where accounts are phone numbers. */
const AddressField = ({ view }: { view: TAlertView }) => {
  const { t } = useTranslation('jobs');
  const { Field, Input } = useKit();
  return (
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
  );
};

/** The alert is created: on at once, or waiting for the link just sent. */
const AlertCreated = ({ view, onClose }: { view: TAlertView; onClose: () => void }) => {
  const { t } = useTranslation('jobs');
  const { Result, Button } = useKit();
  return (
    <Result
      status="success"
      title={view.createdTitle}
      text={<span role="status">{view.createdText}</span>}
      action={
        <Button kind="primary" block onClick={onClose}>
          {t('alerts.done')}
        </Button>
      }
    />
  );
};

const AlertForm = ({ search, criteria, onClose }: Omit<TCreateAlertDialogProps, 'open'>) => {
  const { t } = useTranslation('jobs');
  const { Form, Field, Choice, Tag, Notice, Actions } = useKit();
  const view = useCreateAlert(search);
  if (view.created) return <AlertCreated view={view} onClose={onClose} />;
  return (
    <Form onSubmit={view.submit} className="alert-dialog" aria-label={t('alerts.dialogTitle')}>
      <p className="alert-dialog__lead">{t('alerts.lead')}</p>
      <ul className="alert-criteria" aria-label={t('alerts.criteria')}>
        {criteria.map((word) => (
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
      <AddressField view={view} />
      {view.captcha.shown && <CaptchaField captcha={view.captcha} />}
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
export const CreateAlertDialog = ({ open, onClose, search, criteria }: TCreateAlertDialogProps) => {
  const { t } = useTranslation('jobs');
  const { Dialog } = useKit();
  return (
    <Dialog open={open} title={t('alerts.dialogTitle')} onClose={onClose} className="alert-sheet">
      <AlertForm search={search} criteria={criteria} onClose={onClose} />
    </Dialog>
  );
};
