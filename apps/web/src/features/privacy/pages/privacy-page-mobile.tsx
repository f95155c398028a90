import { Button, Checkbox, Input, Popup, Result } from 'antd-mobile';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { DeleteConsequences } from '../components/held-data.tsx';
import { PrivacySections } from '../components/privacy-sections.tsx';
import { usePrivacyActions, type TDeleteForm } from '../hooks/use-privacy-actions.ts';
import '../components/privacy.css';

const FieldError = ({ message }: { message: string | undefined }) =>
  message ? (
    <p className="privacy-sheet__error" role="alert">
      {message}
    </p>
  ) : null;

const DeleteSheet = ({ form }: { form: TDeleteForm }) => {
  const { t } = useTranslation('privacy');
  return (
    <Popup
      visible={form.open}
      onMaskClick={form.close}
      onClose={form.close}
      bodyClassName="privacy-sheet"
      destroyOnClose
    >
      <h2 className="privacy-sheet__title">{t('delete.dialogTitle')}</h2>
      <DeleteConsequences />
      <label className="privacy-sheet__label" htmlFor="privacy-password">
        {t('delete.password')}
      </label>
      <div className={`privacy-sheet__field${form.errors.password ? ' privacy-sheet__field--error' : ''}`}>
        <Input
          id="privacy-password"
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={form.password}
          onChange={form.setPassword}
        />
      </div>
      <FieldError message={form.errors.password} />
      <Checkbox className="privacy-sheet__confirm" checked={form.confirmed} onChange={form.setConfirmed}>
        {t('delete.confirm')}
      </Checkbox>
      <FieldError message={form.errors.confirm} />
      <div className="privacy-sheet__actions">
        <Button block onClick={form.close}>
          {t('delete.cancel')}
        </Button>
        <Button block color="danger" loading={form.pending} onClick={form.submit}>
          {t('delete.submit')}
        </Button>
      </div>
    </Popup>
  );
};

/** /privacy on a phone: the same three parts as on a desktop, the deletion in a bottom sheet. */
export const PrivacyPageMobile = () => {
  const { t } = useTranslation('privacy');
  const page = usePrivacyActions();
  if (page.deleted) {
    return (
      <div className="privacy-page privacy-page--mobile">
        <Result status="success" title={t('done.title')} description={t('done.text')} />
        <Button block color="primary" onClick={page.backToPositions}>
          {t('done.back')}
        </Button>
      </div>
    );
  }
  return (
    <div className="privacy-page privacy-page--mobile">
      <PrivacySections
        downloadAction={
          <Button block color="primary" loading={page.download.pending} onClick={page.download.start}>
            {t('download.button')}
          </Button>
        }
        deleteAction={
          <Button block color="danger" fill="outline" onClick={page.deletion.show}>
            {t('delete.button')}
          </Button>
        }
      />
      <DeleteSheet form={page.deletion} />
    </div>
  );
};
