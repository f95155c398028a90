import { useRef } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloudUploadOutlined from '@ant-design/icons-svg/es/asn/CloudUploadOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit } from '../../../lib/kit/kit.ts';
import { useResumeFileActions } from '../hooks/use-resume-file-actions.ts';
import type { TResumeProposal } from '../hooks/use-resume-proposal.ts';
import { formatFileSize } from '../utils/resume-file.ts';
import { FileLine } from './resume-files.tsx';
import type { TProposalItem, TSectionCount } from '../utils/resume-proposal.ts';

type TProps = { proposal: TResumeProposal };

const ItemCard = ({ item, proposal }: { item: TProposalItem; proposal: TResumeProposal }) => {
  const { t } = useTranslation('resumes');
  const { Button, Tag } = useKit();
  const view = proposal.itemView(item);
  const { action, confidence } = view;
  return (
    <li className={`resume-fill__item${item.isLow ? ' is-low' : ''}`}>
      <div className="resume-fill__head">
        <span className="resume-fill__title">
          {item.sectionName} · {view.title}
        </span>
        <Tag tone={confidence.isLow ? 'orange' : 'green'}>
          {confidence.isLow && <Icon svg={WarningOutlined} />} {confidence.text}
        </Tag>
      </div>
      {item.kind === 'field' && (
        <p className="resume-fill__current">{t('fill.currentValue', { value: view.current })}</p>
      )}
      {item.fields.map((f) => (
        <p key={f.name} className={`resume-fill__value${f.isLow ? ' is-low' : ''}`}>
          {view.fieldLabel(f) && <span className="resume-fill__label">{view.fieldLabel(f)}</span>}
          <strong>{f.text}</strong>
        </p>
      ))}
      {view.source && <p className="resume-fill__source">{view.source}</p>}
      <div className="resume-fill__action">
        {action.kind === 'taken' ? (
          <Tag tone="blue">
            <Icon svg={CheckOutlined} /> {action.label}
          </Tag>
        ) : action.kind === 'same' ? (
          <span className="resume-fill__same">{action.label}</span>
        ) : (
          <Button
            kind={action.danger ? 'danger' : 'primary'}
            outline
            onClick={action.onClick}
            aria-label={action.ariaLabel}
          >
            {action.label}
          </Button>
        )}
      </div>
    </li>
  );
};

/** `Work: 3 entries · Education: 2 entries · Skills: nothing read`: a section read empty stands out. */
const SectionCounts = ({ counts }: { counts: TSectionCount[] }) => {
  const { t } = useTranslation('resumes');
  const { Tag } = useKit();
  const text = (c: TSectionCount) =>
    c.count === 0
      ? t('fill.countNone', { section: c.sectionName })
      : t(c.kind === 'entry' ? 'fill.countEntries' : 'fill.countFields', {
          section: c.sectionName,
          count: c.count,
        });
  return (
    <ul className="resume-fill__counts" aria-label={t('fill.countsLabel')}>
      {counts.map((c) => (
        <li key={c.sectionKey}>
          <Tag tone={c.count ? 'blue' : 'orange'}>
            {c.count === 0 && <Icon svg={WarningOutlined} />} {text(c)}
          </Tag>
        </li>
      ))}
    </ul>
  );
};

const FileChooser = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  const { Button } = useKit();
  const input = useRef<HTMLInputElement>(null);
  const upload = useResumeFileActions(input);
  return (
    <div className="resume-fill__chooser">
      <p className="resume-fill__hint">{proposal.files.length ? t('fill.chooseFile') : t('fill.noFiles')}</p>
      <ul className="resume-files__list">
        {proposal.files.map((file) => (
          <FileLine
            key={file.id}
            name={file.fileName}
            meta={`${formatFileSize(file.size)} · ${dayjs(file.createdAt).format('YYYY-MM-DD')}`}
          >
            <Button kind="primary" onClick={() => proposal.choose(file.id)}>
              {t('fill.read')}
            </Button>
          </FileLine>
        ))}
      </ul>
      <input ref={input} {...upload.inputProps} data-testid="fill-file-input" />
      <Button block loading={upload.uploading} onClick={upload.pick}>
        <Icon svg={CloudUploadOutlined} />{' '}
        {upload.uploading ? t('fill.uploading', { percent: upload.percent ?? 0 }) : t('fill.upload')}
      </Button>
    </div>
  );
};

/** What the file gave: what was found (nothing saved yet), the counts by section and the proposed items. */
const ProposalFound = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  const { Notice, Tag } = useKit();
  return (
    <>
      <Notice tone="info">
        <strong>{proposal.found}</strong>
        <br />
        {t('fill.nothingSaved')}
      </Notice>
      <SectionCounts counts={proposal.counts} />
      {proposal.lowCount > 0 && (
        <Tag tone="orange">
          <Icon svg={WarningOutlined} /> {t('fill.lowCount', { count: proposal.lowCount })}
        </Tag>
      )}
      {proposal.items.length === 0 && <p className="resume-fill__hint">{t('fill.nothingFound')}</p>}
      <ul className="resume-fill__items">
        {proposal.items.map((item) => (
          <ItemCard key={item.key} item={item} proposal={proposal} />
        ))}
      </ul>
    </>
  );
};

/** The dialog's buttons: another file or take every item, once there is a proposal; done. */
const ProposalFooter = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  const { Button } = useKit();
  return (
    <div className="resume-fill__footer">
      {proposal.proposal && (
        <>
          <Button onClick={proposal.restart}>{t('fill.otherFile')}</Button>
          <Button kind="primary" disabled={!proposal.takeableCount} onClick={proposal.takeAll}>
            {t('fill.takeAll', { count: proposal.takeableCount })}
          </Button>
        </>
      )}
      <Button onClick={proposal.hide}>{t('fill.done')}</Button>
    </div>
  );
};

/** "Fill from my resume file": a banner above the form, and the file's proposal in a dialog. */
export const ResumeProposal = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  const { Button, Dialog, Notice, device } = useKit();
  return (
    <>
      <div className={`resume-fill-banner resume-fill-banner--${device}`}>
        <Icon svg={FileSearchOutlined} className="resume-fill-banner__icon" aria-hidden="true" />
        <span className="resume-fill-banner__text">{t('fill.intro')}</span>
        <Button kind="primary" outline onClick={proposal.show}>
          {t('fill.button')}
        </Button>
      </div>
      <Dialog
        open={proposal.isOpen}
        title={t('fill.title')}
        onClose={proposal.hide}
        className="resume-fill"
        wide
      >
        {proposal.reading && (
          <p className="resume-fill__reading" role="status">
            {t('fill.reading')}
          </p>
        )}
        {proposal.error && (
          <Notice tone="error">
            {proposal.error} <Button onClick={proposal.restart}>{t('fill.otherFile')}</Button>
          </Notice>
        )}
        {!proposal.reading && !proposal.error && !proposal.proposal && <FileChooser proposal={proposal} />}
        {proposal.proposal && <ProposalFound proposal={proposal} />}
        <ProposalFooter proposal={proposal} />
      </Dialog>
    </>
  );
};
