import { useRef } from 'react';
import { Button, Dialog, List, ProgressBar, SwipeAction } from 'antd-mobile';
import { CloudUploadOutlined, DeleteOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useResumeFilesPanel } from '../hooks/use-resume-file-actions.ts';

/** The candidate's PDF resumes on a phone. */
export const ResumeFilesMobile = () => {
  const { t } = useTranslation('resumes');
  const input = useRef<HTMLInputElement>(null);
  const panel = useResumeFilesPanel(input);
  const { actions } = panel;
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
          <span>{panel.uploadingText}</span>
          <ProgressBar percent={actions.percent ?? 0} />
        </div>
      )}
      {panel.empty ? (
        <p className="resume-entries__empty">{t('files.empty')}</p>
      ) : (
        <List className="resume-m-files__list">
          {panel.rows.map((row) => (
            <SwipeAction key={row.file.id}>
              <List.Item
                prefix={<FilePdfOutlined className="resume-file__icon" aria-hidden="true" />}
                description={row.meta}
                extra={
                  <span className="resume-m-files__actions">
                    <Button size="mini" fill="none" aria-label={row.downloadLabel} onClick={row.download}>
                      <DownloadOutlined />
                    </Button>
                    <Button
                      size="mini"
                      fill="none"
                      color="danger"
                      aria-label={row.deleteLabel}
                      onClick={() =>
                        void Dialog.confirm(row.confirmDelete).then((ok) => (ok ? row.remove() : undefined))
                      }
                    >
                      <DeleteOutlined />
                    </Button>
                  </span>
                }
              >
                <span className="resume-file__name">{row.file.fileName}</span>
              </List.Item>
            </SwipeAction>
          ))}
        </List>
      )}
    </section>
  );
};
