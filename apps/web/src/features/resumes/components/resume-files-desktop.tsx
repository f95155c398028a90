import { useRef } from 'react';
import { App, Button, Empty, Progress, Skeleton, Tooltip } from 'antd';
import { CloudUploadOutlined, DeleteOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useResumeFilesPanel } from '../hooks/use-resume-file-actions.ts';

type TRow = ReturnType<typeof useResumeFilesPanel>['rows'][number];

const FileRow = ({ row }: { row: TRow }) => {
  const { t } = useTranslation('resumes');
  const { modal } = App.useApp();
  const { confirmText, ...confirm } = row.confirmDelete;
  return (
    <li className="resume-file">
      <FilePdfOutlined className="resume-file__icon" aria-hidden="true" />
      <div className="resume-file__body">
        <span className="resume-file__name" title={row.file.fileName}>
          {row.file.fileName}
        </span>
        <span className="resume-file__meta">{row.meta}</span>
      </div>
      <Tooltip title={t('files.download')}>
        <Button
          type="text"
          icon={<DownloadOutlined />}
          aria-label={row.downloadLabel}
          onClick={row.download}
        />
      </Tooltip>
      <Tooltip title={t('files.delete')}>
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={row.deleteLabel}
          onClick={() =>
            modal.confirm({
              ...confirm,
              okText: confirmText,
              okButtonProps: { danger: true },
              onOk: row.remove,
            })
          }
        />
      </Tooltip>
    </li>
  );
};

/** The candidate's PDF resumes: upload with progress, download, delete after confirming. */
export const ResumeFilesDesktop = () => {
  const { t } = useTranslation('resumes');
  const input = useRef<HTMLInputElement>(null);
  const panel = useResumeFilesPanel(input);
  const { actions } = panel;
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
          <span>{panel.uploadingText}</span>
          <Progress percent={actions.percent ?? 0} size="small" status="active" />
        </div>
      ) : (
        <Button icon={<CloudUploadOutlined />} onClick={actions.pick}>
          {t('files.upload')}
        </Button>
      )}
      {panel.loading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : panel.empty ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('files.empty')}
          className="resume-files__empty"
        />
      ) : (
        <ul className="resume-files__list">
          {panel.rows.map((row) => (
            <FileRow key={row.file.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
};
