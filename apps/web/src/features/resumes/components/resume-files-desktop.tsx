import { useRef } from 'react';
import { App, Button, Empty, Progress, Skeleton, Tooltip } from 'antd';
import { CloudUploadOutlined, DeleteOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TResumeFile } from '@tmp/contracts';
import { useResumeFiles } from '../api/resume-files.ts';
import { useResumeFileActions } from '../hooks/use-resume-file-actions.ts';
import { formatFileSize } from '../utils/resume-file.ts';

const FileRow = ({
  file,
  onDownload,
  onDelete,
}: {
  file: TResumeFile;
  onDownload: () => void;
  onDelete: () => void;
}) => {
  const { t } = useTranslation('resumes');
  return (
    <li className="resume-file">
      <FilePdfOutlined className="resume-file__icon" aria-hidden="true" />
      <div className="resume-file__body">
        <span className="resume-file__name" title={file.fileName}>
          {file.fileName}
        </span>
        <span className="resume-file__meta">
          {formatFileSize(file.size)} ·{' '}
          {t('files.uploadedAt', { date: dayjs(file.createdAt).format('YYYY-MM-DD') })}
        </span>
      </div>
      <Tooltip title={t('files.download')}>
        <Button
          type="text"
          icon={<DownloadOutlined />}
          aria-label={`${t('files.download')} ${file.fileName}`}
          onClick={onDownload}
        />
      </Tooltip>
      <Tooltip title={t('files.delete')}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={`${t('files.delete')} ${file.fileName}`}
          onClick={onDelete}
        />
      </Tooltip>
    </li>
  );
};

/** The candidate's PDF resumes: upload with progress, download, delete after confirming. */
export const ResumeFilesDesktop = () => {
  const { t } = useTranslation('resumes');
  const { modal } = App.useApp();
  const files = useResumeFiles();
  const input = useRef<HTMLInputElement>(null);
  const actions = useResumeFileActions(input);

  const confirmDelete = (file: TResumeFile) =>
    modal.confirm({
      title: t('files.deleteTitle'),
      content: t('files.deleteText', { name: file.fileName }),
      okText: t('files.delete'),
      okButtonProps: { danger: true },
      cancelText: t('form.cancel'),
      onOk: () => actions.remove(file),
    });

  return (
    <section
      className="resume-card resume-files"
      id="resume-section-files"
      aria-labelledby="resume-files-title"
    >
      <header className="resume-card__head">
        <h2 className="resume-card__title" id="resume-files-title">
          {t('files.title')}
        </h2>
      </header>
      <p className="resume-files__hint">{t('files.hint')}</p>
      <input ref={input} {...actions.inputProps} />
      {actions.uploading ? (
        <div className="resume-files__progress" aria-live="polite">
          <span>{t('files.uploading', { percent: actions.percent })}</span>
          <Progress percent={actions.percent ?? 0} size="small" status="active" />
        </div>
      ) : (
        <Button icon={<CloudUploadOutlined />} onClick={actions.pick}>
          {t('files.upload')}
        </Button>
      )}
      {files.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (files.data ?? []).length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('files.empty')}
          className="resume-files__empty"
        />
      ) : (
        <ul className="resume-files__list">
          {(files.data ?? []).map((file) => (
            <FileRow
              key={file.id}
              file={file}
              onDownload={() => void actions.download(file)}
              onDelete={() => confirmDelete(file)}
            />
          ))}
        </ul>
      )}
    </section>
  );
};
