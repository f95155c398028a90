import { useState } from 'react';
import { Button, Checkbox, Input, Popup, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { DeleteConsequences, HeldData } from '../components/held-data.tsx';

interface TDeleteSheetProps {
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

const DeleteSheet = ({ open, onClose, onDeleted }: TDeleteSheetProps) => {
  const { t } = useTranslation('privacy');
  const remove = useDeleteMyAccount();
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
    remove.mutate(password, {
      onSuccess: onDeleted,
      onError: (error) => setErrors({ password: error.message }),
    });
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
        <Button block color="danger" loading={remove.isPending} onClick={submit}>
          {t('delete.submit')}
        </Button>
      </div>
    </Popup>
  );
};

const Deleted = () => {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  return (
    <div className="privacy-page privacy-page--mobile">
      <Result status="success" title={t('done.title')} description={t('done.text')} />
      <Button block color="primary" onClick={() => navigate(paths.position.getHref())}>
        {t('done.back')}
      </Button>
    </div>
  );
};

/** /privacy on a phone: the same three parts as on a desktop, the deletion in a bottom sheet. */
export const PrivacyPageMobile = () => {
  const { t } = useTranslation('privacy');
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Deleted />;
  return (
    <div className="privacy-page privacy-page--mobile">
      <h1 className="privacy-page__title">{t('title')}</h1>
      <p className="privacy-page__intro">{t('intro')}</p>
      <HeldData />
      <section className="privacy-section" aria-labelledby="privacy-download">
        <h2 id="privacy-download" className="privacy-section__title">
          {t('download.title')}
        </h2>
        <p className="privacy-section__text">{t('download.text')}</p>
        <Button block color="primary" loading={download.isPending} onClick={() => download.mutate()}>
          {t('download.button')}
        </Button>
      </section>
      <section className="privacy-section privacy-section--danger" aria-labelledby="privacy-delete">
        <h2 id="privacy-delete" className="privacy-section__title">
          {t('delete.title')}
        </h2>
        <DeleteConsequences />
        <Button block color="danger" fill="outline" onClick={() => setDeleting(true)}>
          {t('delete.button')}
        </Button>
      </section>
      <DeleteSheet
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          setDeleted(true);
        }}
      />
    </div>
  );
};
