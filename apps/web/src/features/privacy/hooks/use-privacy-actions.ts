import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { forgetDeletedAccount, useDeleteMyAccount, useDownloadMyData } from '../api/my-data.ts';

interface TDeleteErrors {
  password?: string;
  confirm?: string;
}

/**
 * The deletion form: the current password and the ticked confirmation are checked before anything is sent;
 * a refusal's message goes back to the password field.
 */
const useDeleteForm = (onDeleted: () => Promise<void>) => {
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
        void onDeleted();
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
  const queryClient = useQueryClient();
  const download = useDownloadMyData();
  const [deleted, setDeleted] = useState(false);
  // The result has a public page of its own, reached while the session still holds: ending the session
  // rebuilds the router, and this page (a signed-in one) would then only ask for a sign-in.
  const deletion = useDeleteForm(async () => {
    setDeleted(true);
    await navigate(paths.accountDeleted.getHref(), { replace: true });
    forgetDeletedAccount(queryClient);
  });
  return {
    download: { pending: download.isPending, start: () => download.mutate() },
    deletion,
    deleted,
  };
};
