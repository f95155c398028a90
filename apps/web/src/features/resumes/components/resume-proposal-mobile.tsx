import { useRef } from 'react';
import { Button, DotLoading, ErrorBlock, NoticeBar, Popup, Tag } from 'antd-mobile';
import { CheckOutlined, FilePdfOutlined, FileSearchOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useResumeFileActions } from '../hooks/use-resume-file-actions.ts';
import type { TResumeProposal } from '../hooks/use-resume-proposal.ts';
import { formatFileSize } from '../utils/resume-file.ts';
import type { TProposalItem } from '../utils/resume-proposal.ts';

type TProps = { proposal: TResumeProposal };

const Confidence = ({ item }: { item: TProposalItem }) => {
  const { t } = useTranslation('resumes');
  return (
    <Tag color={item.isLow ? 'warning' : 'success'} fill="outline">
      {item.isLow && <WarningOutlined />} {Math.round(item.confidence * 100)}%
      {item.isLow ? ` · ${t('fill.low')}` : ''}
    </Tag>
  );
};

const ItemCard = ({ item, proposal }: { item: TProposalItem; proposal: TResumeProposal }) => {
  const { t } = useTranslation('resumes');
  const current = item.kind === 'field' ? item.fields[0]!.currentText : '';
  const label =
    item.state === 'differs' ? t('fill.replace') : item.kind === 'entry' ? t('fill.add') : t('fill.take');
  return (
    <li className={`resume-fill-m__item${item.isLow ? ' is-low' : ''}`}>
      <div className="resume-fill-m__head">
        <span className="resume-fill-m__title">
          {item.sectionName} · {item.kind === 'field' ? item.title : t('fill.newEntry')}
        </span>
        <Confidence item={item} />
      </div>
      {item.kind === 'field' && (
        <p className="resume-fill-m__current">
          {t('fill.currentValue', {
            value: current || (item.state === 'same' ? t('fill.same') : t('fill.empty')),
          })}
        </p>
      )}
      {item.fields.map((f) => (
        <p key={f.name} className={`resume-fill-m__value${f.isLow ? ' is-low' : ''}`}>
          {item.kind === 'entry' && (
            <span className="resume-fill__label">{t('fill.fieldLabel', { label: f.label })}</span>
          )}
          <strong>{f.text}</strong>
        </p>
      ))}
      {item.kind === 'field' && item.fields[0]!.source && (
        <p className="resume-fill-m__source">{t('fill.source', { text: item.fields[0]!.source })}</p>
      )}
      <div className="resume-fill-m__action">
        {proposal.isTaken(item) ? (
          <Tag color="primary">
            <CheckOutlined /> {t('fill.taken')}
          </Tag>
        ) : item.state === 'same' ? (
          <span className="resume-fill-m__same">{t('fill.same')}</span>
        ) : (
          <Button
            size="small"
            color={item.state === 'differs' ? 'danger' : 'primary'}
            fill="outline"
            onClick={() => proposal.take(item)}
          >
            {label}
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
  const fileName = proposal.files.find((f) => f.id === proposal.fileId)?.fileName ?? '';
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
                    <strong>{t('fill.found', { count: proposal.items.length, name: fileName })}</strong>
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
