import { useRef, type ReactNode } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import FilePdfOutlined from '@ant-design/icons-svg/es/asn/FilePdfOutlined';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useResumeFilesPanel } from '../hooks/use-resume-file-actions.ts';

type TRow = ReturnType<typeof useResumeFilesPanel>['rows'][number];

/** A PDF's line: its name and what `meta` says of it, then its buttons. */
export const FileLine = ({ name, meta, children }: { name: string; meta: string; children: ReactNode }) => (
  <li className="resume-file">
    <Icon svg={FilePdfOutlined} className="resume-file__icon" aria-hidden="true" />
    <div className="resume-file__body">
      <span className="resume-file__name" title={name}>
        {name}
      </span>
      <span className="resume-file__meta">{meta}</span>
    </div>
    {children}
  </li>
);

const FileRow = ({ row }: { row: TRow }) => {
  const { Button, useConfirm } = useKit();
  const confirm = useConfirm();
  return (
    <FileLine name={row.file.fileName} meta={row.meta}>
      <Button quiet aria-label={row.downloadLabel} onClick={row.download}>
        <Icon svg={DownloadOutlined} />
      </Button>
      <Button
        quiet
        kind="danger"
        aria-label={row.deleteLabel}
        onClick={() => void confirm({ ...row.confirmDelete, danger: true }).then((ok) => ok && row.remove())}
      >
        <Icon svg={DeleteOutlined} />
      </Button>
    </FileLine>
  );
};

/** The candidate's PDF resumes: upload with progress, download, delete after confirming. */
export const ResumeFiles = () => {
  const { t } = useTranslation('resumes');
  const { Button, Progress, Skeleton, device } = useKit();
  const input = useRef<HTMLInputElement>(null);
  const panel = useResumeFilesPanel(input);
  const { actions } = panel;
  return (
    <section
      className={`resume-card resume-files resume-files--${device}`}
      id="resume-section-files"
      aria-labelledby="resume-files-title"
    >
      <header className="resume-card__head">
        <h2 className="resume-card__title" id="resume-files-title">
          {t('files.title')}
        </h2>
        <Button className="resume-files__upload" onClick={actions.pick} disabled={actions.uploading}>
          <Icon svg={CloudUploadOutlined} /> {t('files.upload')}
        </Button>
      </header>
      <p className="resume-files__hint">{t('files.hint')}</p>
      <input ref={input} {...actions.inputProps} />
      {actions.uploading && (
        <div className="resume-files__progress" aria-live="polite">
          <span>{panel.uploadingText}</span>
          <Progress percent={actions.percent ?? 0} />
        </div>
      )}
      {panel.loading ? (
        <Skeleton rows={2} title={false} />
      ) : panel.empty ? (
        <p className="resume-files__empty">{t('files.empty')}</p>
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
