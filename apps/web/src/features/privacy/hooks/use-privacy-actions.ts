import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDeleteMyAccount, useDownloadMyData } from '../api/my-data.ts';

interface TDeleteErrors {
  password?: string;
  confirm?: string;
}

/**
 * The deletion form: the current password and the ticked confirmation are checked before anything is sent;
 * a refusal's message goes back to the password field.
 */
const useDeleteForm = (onDeleted: () => void) => {
  const { t } = useTranslation('privacy');
  const remove = useDeleteMyAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [errors, setErrors] = useState<TDeleteErrors>({});

  const submit = () => {
    const problems = {
      password: password ? undefined : t('delete.passwordRequired'),
      confirm: confirmed ? undefined : t('delete.confirmRequired'),
    };
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    remove.mutate(password, {
      onSuccess: () => {
        setOpen(false);
        onDeleted();
      },
      onError: (error) => setErrors({ password: error.message }),
    });
  };

  return {
    open,
    show: () => {
      setPassword('');
      setConfirmed(false);
      setErrors({});
      setOpen(true);
    },
    close: () => setOpen(false),
    password,
    setPassword: (value: string) => {
      setPassword(value);
      setErrors((e) => ({ ...e, password: undefined }));
    },
    confirmed,
    setConfirmed: (value: boolean) => {
      setConfirmed(value);
      setErrors((e) => ({ ...e, confirm: value ? undefined : e.confirm }));
    },
    errors,
    pending: remove.isPending,
    submit,
  };
};

export type TDeleteForm = ReturnType<typeof useDeleteForm>;

/** The privacy page on either device: the download, the deletion form, the deleted account. */
export const usePrivacyActions = () => {
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const [deleted, setDeleted] = useState(false);
  const deletion = useDeleteForm(() => setDeleted(true));
  return {
    download: { pending: download.isPending, start: () => download.mutate() },
    deletion,
    deleted,
    backToPositions: () => navigate(paths.position.getHref()),
  };
};
