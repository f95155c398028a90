import { useState, type ChangeEvent, type RefObject } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { translate } from '@tmp/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { toHeaderLang, useLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import {
  downloadResumeFile,
  useDeleteResumeFile,
  useResumeFiles,
  useUploadResumeFile,
} from '../api/resume-files.ts';
import { checkResumeFile, formatFileSize } from '../utils/resume-file.ts';

const TOAST_MS = 1500;

/**
 * The upload of a resume file (checked in the browser first, with progress). `input` is the page's hidden
 * file input, which `pick` opens.
 */
export const useResumeFileActions = (input: RefObject<HTMLInputElement | null>) => {
  const lang = toHeaderLang(useLanguage());
  const upload = useUploadResumeFile();
  const [percent, setPercent] = useState<number | null>(null);

  const send = async (file: File) => {
    const problem = checkResumeFile(file);
    if (problem) {
      notify.error(translate(problem, lang));
      return;
    }
    setPercent(0);
    try {
      await upload.mutateAsync({ file, onProgress: setPercent });
      notify.success(translate('resumes.uploaded', lang), TOAST_MS);
    } catch (error) {
      const message = error instanceof ApiError && error.message ? error.message : '';
      notify.error(message || translate('resumes.uploadFailed', lang));
    } finally {
      setPercent(null);
    }
  };

  return {
    inputProps: {
      type: 'file' as const,
      accept: 'application/pdf,.pdf',
      hidden: true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) void send(file);
      },
      'data-testid': 'resume-file-input',
    },
    pick: () => input.current?.click(),
    percent,
    uploading: percent !== null,
  };
};

/**
 * The resume files panel: the list, upload, and each file's line (its size and day, the labels of its
 * buttons) and the question asked before deleting it, the same on both devices. `input` is the panel's hidden file input.
 */
export const useResumeFilesPanel = (input: RefObject<HTMLInputElement | null>) => {
  const { t } = useTranslation('resumes');
  const files = useResumeFiles();
  const actions = useResumeFileActions(input);
  const remove = useDeleteResumeFile();
  const list = files.data ?? [];
  return {
    actions,
    loading: files.isPending,
    empty: !files.isPending && list.length === 0,
    uploadingText: t('files.uploading', { percent: actions.percent }),
    rows: list.map((file) => ({
      file,
      meta: `${formatFileSize(file.size)} · ${t('files.uploadedAt', { date: dayjs(file.createdAt).format('YYYY-MM-DD') })}`,
      downloadLabel: `${t('files.download')} ${file.fileName}`,
      deleteLabel: `${t('files.delete')} ${file.fileName}`,
      download: () => void downloadResumeFile(file).catch(() => undefined),
      /** What the kit's confirm dialog asks before `remove`. */
      confirmDelete: {
        title: t('files.deleteTitle'),
        content: t('files.deleteText', { name: file.fileName }),
        confirmText: t('files.delete'),
        cancelText: t('form.cancel'),
      },
      remove: () => remove.mutateAsync(file.id).catch(() => undefined),
    })),
  };
};
