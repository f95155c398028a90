import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useDeleteMyAccount } from '../api/delete-my-account.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';

/** The privacy page's state on either device: the download, the open deletion form, the deleted account. */
export const usePrivacyActions = () => {
  const navigate = useNavigate();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return {
    download,
    deleting,
    deleted,
    openDelete: () => setDeleting(true),
    closeDelete: () => setDeleting(false),
    markDeleted: () => {
      setDeleting(false);
      setDeleted(true);
    },
    backToPositions: () => navigate(paths.position.getHref()),
  };
};

/** Sends the deletion with the confirmed password; a refusal's message goes back to the password field. */
export const useDeleteAccount = (onDeleted: () => void) => {
  const remove = useDeleteMyAccount();
  const submit = (password: string, showError: (message: string) => void) =>
    remove.mutate(password, { onSuccess: onDeleted, onError: (error) => showError(error.message) });
  return { submit, pending: remove.isPending };
};
