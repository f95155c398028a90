import { useState } from 'react';
import { Button, Checkbox, Input, Popup, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { DeleteConsequences } from '../components/held-data.tsx';
import { PrivacySections } from '../components/privacy-sections.tsx';
import { useDeleteAccount, usePrivacyActions } from '../hooks/use-privacy-actions.ts';
import '../components/privacy.css';

interface TDeleteSheetProps {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

const DeleteSheet = ({ open, onClose, onDeleted }: TDeleteSheetProps) => {
  const { t } = useTranslation('privacy');
  const remove = useDeleteAccount(onDeleted);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const submit = () => {
    const problems = {
      password: password ? undefined : t('delete.passwordRequired'),
      confirm: confirmed ? undefined : t('delete.confirmRequired'),
    };
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    remove.submit(password, (message) => setErrors({ password: message }));
  };
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="privacy-sheet"
      destroyOnClose
    >
      <h2 className="privacy-sheet__title">{t('delete.dialogTitle')}</h2>
      <DeleteConsequences />
      <label className="privacy-sheet__label" htmlFor="privacy-password">
        {t('delete.password')}
      </label>
      <div className={`privacy-sheet__field${errors.password ? ' privacy-sheet__field--error' : ''}`}>
        <Input
          id="privacy-password"
          type="password"
          autoComplete="current-password"
          maxLength={64}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
        />
      </div>
      {errors.password && (
        <p className="privacy-sheet__error" role="alert">
          {errors.password}
        </p>
      )}
      <Checkbox className="privacy-sheet__confirm" checked={confirmed} onChange={setConfirmed}>
        {t('delete.confirm')}
      </Checkbox>
      {errors.confirm && (
        <p className="privacy-sheet__error" role="alert">
          {errors.confirm}
        </p>
      )}
      <div className="privacy-sheet__actions">
        <Button block onClick={onClose}>
          {t('delete.cancel')}
        </Button>
        <Button block color="danger" loading={remove.pending} onClick={submit}>
          {t('delete.submit')}
        </Button>
      </div>
    </Popup>
  );
};

const Deleted = ({ onBack }: { onBack: () => void }) => {
  const { t } = useTranslation('privacy');
  return (
    <div className="privacy-page privacy-page--mobile">
      <Result status="success" title={t('done.title')} description={t('done.text')} />
      <Button block color="primary" onClick={onBack}>
        {t('done.back')}
      </Button>
    </div>
  );
};

/** /privacy on a phone: the same three parts as on a desktop, the deletion in a bottom sheet. */
export const PrivacyPageMobile = () => {
  const { t } = useTranslation('privacy');
  const page = usePrivacyActions();
  if (page.deleted) return <Deleted onBack={page.backToPositions} />;
  return (
    <div className="privacy-page privacy-page--mobile">
      <PrivacySections
        downloadAction={
          <Button
            block
            color="primary"
            loading={page.download.isPending}
            onClick={() => page.download.mutate()}
          >
            {t('download.button')}
          </Button>
        }
        deleteAction={
          <Button block color="danger" fill="outline" onClick={page.openDelete}>
            {t('delete.button')}
          </Button>
        }
      />
      <DeleteSheet open={page.deleting} onClose={page.closeDelete} onDeleted={page.markDeleted} />
    </div>
  );
};
