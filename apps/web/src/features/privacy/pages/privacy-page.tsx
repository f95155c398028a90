import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormDialog } from '../../../lib/kit/form-dialog.tsx';
import { AccountDeletedResult } from '../components/account-deleted.tsx';
import { AccessLogSection, ConsentsSection, PrivacySection } from '../components/privacy-records.tsx';
import { usePrivacyActions, type TDeleteForm } from '../hooks/use-privacy-actions.ts';
import '../components/privacy.css';

/** What the portal holds about the user, in plain words (PIPL / GDPR right to know). */
const HELD = ['account', 'resume', 'applications', 'assessments', 'visits'] as const;
const CONSEQUENCES = ['removed', 'kept', 'again'] as const;

/** What deleting the account removes and what stays, said before the user is asked to confirm. */
const DeleteConsequences = () => {
  const { t } = useTranslation('privacy');
  return (
    <>
      <p className="privacy-section__text">{t('delete.text')}</p>
      <ul className="privacy-list">
        {CONSEQUENCES.map((key) => (
          <li key={key}>{t(`delete.${key}`)}</li>
        ))}
      </ul>
    </>
  );
};

const DeleteDialog = ({ form }: { form: TDeleteForm }) => {
  const { t } = useTranslation('privacy');
  const { Field, Input, Checkbox } = useKit();
  return (
    <FormDialog
      open={form.open}
      title={t('delete.dialogTitle')}
      onClose={form.close}
      onSubmit={form.submit}
      className="privacy-dialog"
      lead={<DeleteConsequences />}
      submit={t('delete.submit')}
      danger
      pending={form.pending}
      cancel={t('delete.cancel')}
    >
      <Field label={t('delete.password')} htmlFor="privacy-password" error={form.errors.password}>
        <Input
          id="privacy-password"
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={form.password}
          onChange={form.setPassword}
        />
      </Field>
      <Field error={form.errors.confirm}>
        <Checkbox checked={form.confirmed} onChange={form.setConfirmed}>
          {t('delete.confirm')}
        </Checkbox>
      </Field>
    </FormDialog>
  );
};

/**
 * /privacy, the same on either device: what is held, who has seen it, the consents, a download of it, and the
 * account's deletion (in a dialog, a sheet on a phone).
 */
export const PrivacyPage = () => {
  const { t } = useTranslation('privacy');
  const { Button, device } = useKit();
  const page = usePrivacyActions();
  return (
    <div className={`privacy-page privacy-page--${device}`}>
      {page.deleted ? (
        <AccountDeletedResult />
      ) : (
        <div className="privacy-page__inner">
          <h1 className="privacy-page__title">{t('title')}</h1>
          <p className="privacy-page__intro">{t('intro')}</p>
          <PrivacySection id="privacy-held" title={t('held.title')}>
            <ul className="privacy-list">
              {HELD.map((key) => (
                <li key={key}>{t(`held.${key}`)}</li>
              ))}
            </ul>
          </PrivacySection>
          <AccessLogSection />
          <ConsentsSection />
          <PrivacySection id="privacy-download" title={t('download.title')} text={t('download.text')}>
            <Button kind="primary" block loading={page.download.pending} onClick={page.download.start}>
              {t('download.button')}
            </Button>
          </PrivacySection>
          <PrivacySection id="privacy-delete" title={t('delete.title')} danger>
            <DeleteConsequences />
            <Button kind="danger" outline block onClick={page.deletion.show}>
              {t('delete.button')}
            </Button>
          </PrivacySection>
          <DeleteDialog form={page.deletion} />
        </div>
      )}
    </div>
  );
};
