import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { FormDialog } from '../../../lib/kit/form-dialog.tsx';
import { AccountDeletedResult } from '../components/account-deleted.tsx';
import { DeleteConsequences } from '../components/held-data.tsx';
import { PrivacySections } from '../components/privacy-sections.tsx';
import { usePrivacyActions, type TDeleteForm } from '../hooks/use-privacy-actions.ts';
import '../components/privacy.css';

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

/** /privacy: what is held, a download of it, and the account's deletion (in a dialog, a sheet on a phone). */
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
          <PrivacySections
            downloadAction={
              <Button kind="primary" block loading={page.download.pending} onClick={page.download.start}>
                {t('download.button')}
              </Button>
            }
            deleteAction={
              <Button kind="danger" outline block onClick={page.deletion.show}>
                {t('delete.button')}
              </Button>
            }
          />
          <DeleteDialog form={page.deletion} />
        </div>
      )}
    </div>
  );
};
