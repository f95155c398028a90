import { useRef } from 'react';
import { Button, Dialog, List, ProgressBar, SwipeAction } from 'antd-mobile';
import { CloudUploadOutlined, DeleteOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TResumeFile } from '@tmp/contracts';
import { useResumeFiles } from '../api/resume-files.ts';
import { useResumeFileActions } from '../hooks/use-resume-file-actions.ts';
import { formatFileSize } from '../utils/resume-file.ts';

/** The candidate's PDF resumes on a phone. */
export const ResumeFilesMobile = () => {
  const { t } = useTranslation('resumes');
  const files = useResumeFiles();
  const input = useRef<HTMLInputElement>(null);
  const actions = useResumeFileActions(input);

  const confirmDelete = async (file: TResumeFile) => {
    const ok = await Dialog.confirm({
      title: t('files.deleteTitle'),
      content: t('files.deleteText', { name: file.fileName }),
      confirmText: t('files.delete'),
      cancelText: t('form.cancel'),
    });
    if (ok) await actions.remove(file);
  };

  return (
    <section className="resume-m-files" id="resume-section-files">
      <div className="resume-m-files__head">
        <h2 className="resume-card__title">{t('files.title')}</h2>
        <Button
          size="small"
          color="primary"
          fill="outline"
          onClick={actions.pick}
          disabled={actions.uploading}
        >
          <CloudUploadOutlined /> {t('files.upload')}
        </Button>
      </div>
      <p className="resume-files__hint">{t('files.hint')}</p>
      <input ref={input} {...actions.inputProps} />
      {actions.uploading && (
        <div className="resume-files__progress" aria-live="polite">
          <span>{t('files.uploading', { percent: actions.percent })}</span>
          <ProgressBar percent={actions.percent ?? 0} />
        </div>
      )}
      {!files.isPending && (files.data ?? []).length === 0 ? (
        <p className="resume-entries__empty">{t('files.empty')}</p>
      ) : (
        <List className="resume-m-files__list">
          {(files.data ?? []).map((file) => (
            <SwipeAction key={file.id}>
              <List.Item
                prefix={<FilePdfOutlined className="resume-file__icon" aria-hidden="true" />}
                description={`${formatFileSize(file.size)} · ${t('files.uploadedAt', {
                  date: dayjs(file.createdAt).format('YYYY-MM-DD'),
                })}`}
                extra={
                  <span className="resume-m-files__actions">
                    <Button
                      size="mini"
                      fill="none"
                      aria-label={`${t('files.download')} ${file.fileName}`}
                      onClick={() => void actions.download(file)}
                    >
                      <DownloadOutlined />
                    </Button>
                    <Button
                      size="mini"
                      fill="none"
                      color="danger"
                      aria-label={`${t('files.delete')} ${file.fileName}`}
                      onClick={() => void confirmDelete(file)}
                    >
                      <DeleteOutlined />
                    </Button>
                  </span>
                }
              >
                <span className="resume-file__name">{file.fileName}</span>
              </List.Item>
            </SwipeAction>
          ))}
        </List>
      )}
    </section>
  );
};
