import { useRef } from 'react';
import { Button, DotLoading, ErrorBlock, NoticeBar, Popup, Tag } from 'antd-mobile';
import { CheckOutlined, FilePdfOutlined, FileSearchOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useResumeFileActions } from '../hooks/use-resume-file-actions.ts';
import type { TResumeProposal } from '../hooks/use-resume-proposal.ts';
import { formatFileSize } from '../utils/resume-file.ts';
import type { TProposalItem } from '../utils/resume-proposal.ts';

type TProps = { proposal: TResumeProposal };

const ItemCard = ({ item, proposal }: { item: TProposalItem; proposal: TResumeProposal }) => {
  const { t } = useTranslation('resumes');
  const view = proposal.itemView(item);
  const { action } = view;
  return (
    <li className={`resume-fill-m__item${item.isLow ? ' is-low' : ''}`}>
      <div className="resume-fill-m__head">
        <span className="resume-fill-m__title">
          {item.sectionName} · {view.title}
        </span>
        <Tag color={view.confidence.isLow ? 'warning' : 'success'} fill="outline">
          {view.confidence.isLow && <WarningOutlined />} {view.confidence.text}
        </Tag>
      </div>
      {item.kind === 'field' && (
        <p className="resume-fill-m__current">{t('fill.currentValue', { value: view.current })}</p>
      )}
      {item.fields.map((f) => (
        <p key={f.name} className={`resume-fill-m__value${f.isLow ? ' is-low' : ''}`}>
          {view.fieldLabel(f) && <span className="resume-fill__label">{view.fieldLabel(f)}</span>}
          <strong>{f.text}</strong>
        </p>
      ))}
      {view.source && <p className="resume-fill-m__source">{view.source}</p>}
      <div className="resume-fill-m__action">
        {action.kind === 'taken' ? (
          <Tag color="primary">
            <CheckOutlined /> {action.label}
          </Tag>
        ) : action.kind === 'same' ? (
          <span className="resume-fill-m__same">{action.label}</span>
        ) : (
          <Button
            size="small"
            color={action.danger ? 'danger' : 'primary'}
            fill="outline"
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        )}
      </div>
    </li>
  );
};

const FileChooser = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  const input = useRef<HTMLInputElement>(null);
  const upload = useResumeFileActions(input);
  return (
    <div className="resume-fill-m__chooser">
      <p className="resume-fill__hint">{proposal.files.length ? t('fill.chooseFile') : t('fill.noFiles')}</p>
      <ul className="resume-fill-m__files">
        {proposal.files.map((file) => (
          <li key={file.id} className="resume-fill-m__file">
            <FilePdfOutlined aria-hidden="true" />
            <span className="resume-fill-m__file-name">
              {file.fileName}
              <small>{formatFileSize(file.size)}</small>
            </span>
            <Button size="small" color="primary" onClick={() => proposal.choose(file.id)}>
              {t('fill.read')}
            </Button>
          </li>
        ))}
      </ul>
      <input ref={input} {...upload.inputProps} data-testid="fill-file-input" />
      <Button block loading={upload.uploading} onClick={upload.pick}>
        {upload.uploading ? t('fill.uploading', { percent: upload.percent ?? 0 }) : t('fill.upload')}
      </Button>
    </div>
  );
};

/** "Fill from my resume file" on the phone editor: a card above the form and the proposal in a sheet. */
export const ResumeProposalMobile = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  return (
    <>
      <div className="resume-fill-banner resume-fill-banner--mobile">
        <FileSearchOutlined className="resume-fill-banner__icon" aria-hidden="true" />
        <span className="resume-fill-banner__text">{t('fill.intro')}</span>
        <Button size="small" color="primary" fill="outline" onClick={proposal.show}>
          {t('fill.button')}
        </Button>
      </div>
      <Popup
        visible={proposal.isOpen}
        onMaskClick={proposal.hide}
        bodyClassName="resume-fill-m"
        destroyOnClose
      >
        <div className="resume-fill-m__header">
          <strong>{t('fill.title')}</strong>
          <Button size="small" fill="none" onClick={proposal.hide}>
            {t('fill.done')}
          </Button>
        </div>
        <div className="resume-fill-m__body">
          {proposal.reading && (
            <p className="resume-fill-m__reading">
              {t('fill.reading')} <DotLoading />
            </p>
          )}
          {proposal.error && (
            <ErrorBlock status="default" title={proposal.error} description="">
              <Button onClick={proposal.restart}>{t('fill.otherFile')}</Button>
            </ErrorBlock>
          )}
          {!proposal.reading && !proposal.error && !proposal.proposal && <FileChooser proposal={proposal} />}
          {proposal.proposal && (
            <>
              <NoticeBar
                wrap
                color="info"
                content={
                  <>
                    <strong>{proposal.found}</strong>
                    <br />
                    {t('fill.nothingSaved')}
                  </>
                }
              />
              {proposal.lowCount > 0 && (
                <p className="resume-fill-m__low">
                  <WarningOutlined /> {t('fill.lowCount', { count: proposal.lowCount })}
                </p>
              )}
              {proposal.items.length === 0 && <p className="resume-fill__hint">{t('fill.nothingFound')}</p>}
              <ul className="resume-fill-m__items">
                {proposal.items.map((item) => (
                  <ItemCard key={item.key} item={item} proposal={proposal} />
                ))}
              </ul>
            </>
          )}
        </div>
        {proposal.proposal && (
          <div className="resume-fill-m__footer">
            <Button onClick={proposal.restart}>{t('fill.otherFile')}</Button>
            <Button color="primary" disabled={!proposal.takeableCount} onClick={proposal.takeAll}>
              {t('fill.takeAll', { count: proposal.takeableCount })}
            </Button>
          </div>
        )}
      </Popup>
    </>
  );
};
