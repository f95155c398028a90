import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { forgetDeletedAccount, useDeleteMyAccount, useDownloadMyData } from '../api/my-data.ts';

const CLOSED = {
  open: false,
  password: '',
  confirmed: false,
  errors: {} as { password?: string; confirm?: string },
};

/**
 * The deletion form: the current password and the ticked confirmation are checked before anything is sent;
 * a refusal's message goes back to the password field.
 */
const useDeleteForm = (onDeleted: () => Promise<void>) => {
  const { t } = useTranslation('privacy');
  const remove = useDeleteMyAccount();
  const [form, setForm] = useState(CLOSED);
  const { password, confirmed } = form;

  const submit = () => {
    const errors = {
      password: password ? undefined : t('delete.passwordRequired'),
      confirm: confirmed ? undefined : t('delete.confirmRequired'),
    };
    setForm({ ...form, errors });
    if (errors.password || errors.confirm) return;
    remove.mutate(password, {
      onSuccess: () => {
        setForm((current) => ({ ...current, open: false }));
        void onDeleted();
      },
      onError: (error) => setForm((current) => ({ ...current, errors: { password: error.message } })),
    });
  };

  return {
    ...form,
    show: () => setForm({ ...CLOSED, open: true }),
    close: () => setForm((current) => ({ ...current, open: false })),
    setPassword: (value: string) =>
      setForm((f) => ({ ...f, password: value, errors: { ...f.errors, password: undefined } })),
    setConfirmed: (value: boolean) =>
      setForm((f) => ({
        ...f,
        confirmed: value,
        errors: { ...f.errors, confirm: value ? undefined : f.errors.confirm },
      })),
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
