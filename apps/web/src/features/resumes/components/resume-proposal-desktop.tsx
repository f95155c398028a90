import { useRef } from 'react';
import { Alert, Button, Modal, Spin, Table, Tag, Typography } from 'antd';
import {
  CheckOutlined,
  CloudUploadOutlined,
  FilePdfOutlined,
  FileSearchOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useResumeFileActions } from '../hooks/use-resume-file-actions.ts';
import type { TResumeProposal } from '../hooks/use-resume-proposal.ts';
import { formatFileSize } from '../utils/resume-file.ts';
import type { TProposalField, TProposalItem } from '../utils/resume-proposal.ts';

type TProps = { proposal: TResumeProposal };

type TItemView = ReturnType<TResumeProposal['itemView']>;

const Confidence = ({ view }: { view: TItemView['confidence'] }) => (
  <Tag color={view.isLow ? 'warning' : 'success'} icon={view.isLow ? <WarningOutlined /> : undefined}>
    {view.text}
  </Tag>
);

const Proposed = ({ field, label, source }: { field: TProposalField; label?: string; source?: string }) => {
  const { t } = useTranslation('resumes');
  return (
    <div className={`resume-fill__value${field.isLow ? ' is-low' : ''}`}>
      <span>
        {label && <span className="resume-fill__label">{label}</span>}
        {field.text}
        {label && field.isLow && <WarningOutlined className="resume-fill__warn" aria-label={t('fill.low')} />}
      </span>
      {source && (
        <Typography.Text
          type="secondary"
          className="resume-fill__source"
          ellipsis={{ tooltip: field.source }}
        >
          {source}
        </Typography.Text>
      )}
    </div>
  );
};

const Action = ({ action }: { action: TItemView['action'] }) => {
  if (action.kind === 'taken')
    return (
      <Tag icon={<CheckOutlined />} color="blue">
        {action.label}
      </Tag>
    );
  if (action.kind === 'same') return <Typography.Text type="secondary">{action.label}</Typography.Text>;
  return (
    <Button size="small" danger={action.danger} onClick={action.onClick} aria-label={action.ariaLabel}>
      {action.label}
    </Button>
  );
};

const ProposalTable = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  const columns = [
    {
      key: 'field',
      title: t('fill.field'),
      width: 170,
      render: (_: unknown, item: TProposalItem) => (
        <span>
          <Typography.Text type="secondary">{item.sectionName}</Typography.Text>
          <br />
          {proposal.itemView(item).title}
        </span>
      ),
    },
    {
      key: 'current',
      title: t('fill.current'),
      width: 170,
      render: (_: unknown, item: TProposalItem) => {
        const view = proposal.itemView(item);
        return view.hasCurrent ? (
          view.current
        ) : (
          <Typography.Text type="secondary">{view.current}</Typography.Text>
        );
      },
    },
    {
      key: 'proposed',
      title: t('fill.proposed'),
      render: (_: unknown, item: TProposalItem) => {
        const view = proposal.itemView(item);
        return item.fields.map((f) => (
          <Proposed
            key={f.name}
            field={f}
            label={view.fieldLabel(f)}
            source={view.fieldLabel(f) ? undefined : view.source}
          />
        ));
      },
    },
    {
      key: 'confidence',
      title: t('fill.confidence'),
      width: 150,
      render: (_: unknown, item: TProposalItem) => <Confidence view={proposal.itemView(item).confidence} />,
    },
    {
      key: 'action',
      title: '',
      width: 100,
      render: (_: unknown, item: TProposalItem) => <Action action={proposal.itemView(item).action} />,
    },
  ];
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      scroll={{ y: '52vh' }}
      columns={columns}
      dataSource={proposal.items}
      rowClassName={(item) => (item.isLow ? 'resume-fill__row is-low' : 'resume-fill__row')}
      locale={{ emptyText: t('fill.nothingFound') }}
    />
  );
};

const FileChooser = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  const input = useRef<HTMLInputElement>(null);
  const upload = useResumeFileActions(input);
  return (
    <div className="resume-fill__chooser">
      <p className="resume-fill__hint">{proposal.files.length ? t('fill.chooseFile') : t('fill.noFiles')}</p>
      <ul className="resume-files">
        {proposal.files.map((file) => (
          <li key={file.id} className="resume-file">
            <FilePdfOutlined className="resume-file__icon" aria-hidden="true" />
            <div className="resume-file__body">
              <span className="resume-file__name" title={file.fileName}>
                {file.fileName}
              </span>
              <span className="resume-file__meta">
                {formatFileSize(file.size)} · {dayjs(file.createdAt).format('YYYY-MM-DD')}
              </span>
            </div>
            <Button type="primary" ghost onClick={() => proposal.choose(file.id)}>
              {t('fill.read')}
            </Button>
          </li>
        ))}
      </ul>
      <input ref={input} {...upload.inputProps} data-testid="fill-file-input" />
      <Button icon={<CloudUploadOutlined />} loading={upload.uploading} onClick={upload.pick}>
        {upload.uploading ? t('fill.uploading', { percent: upload.percent ?? 0 }) : t('fill.upload')}
      </Button>
    </div>
  );
};

/** "Fill from my resume file" on the desktop editor: a banner above the form and the proposal in a dialog. */
export const ResumeProposalDesktop = ({ proposal }: TProps) => {
  const { t } = useTranslation('resumes');
  const footer = [
    ...(proposal.proposal
      ? [
          <Button key="other" onClick={proposal.restart}>
            {t('fill.otherFile')}
          </Button>,
          <Button key="all" type="primary" disabled={!proposal.takeableCount} onClick={proposal.takeAll}>
            {t('fill.takeAll', { count: proposal.takeableCount })}
          </Button>,
        ]
      : []),
    <Button key="done" onClick={proposal.hide}>
      {t('fill.done')}
    </Button>,
  ];
  return (
    <>
      <div className="resume-fill-banner">
        <FileSearchOutlined className="resume-fill-banner__icon" aria-hidden="true" />
        <span className="resume-fill-banner__text">{t('fill.intro')}</span>
        <Button onClick={proposal.show}>{t('fill.button')}</Button>
      </div>
      <Modal
        open={proposal.isOpen}
        title={t('fill.title')}
        width={1000}
        onCancel={proposal.hide}
        footer={footer}
        destroyOnHidden
      >
        {proposal.reading && (
          <Spin className="resume-fill__reading" tip={t('fill.reading')}>
            <div />
          </Spin>
        )}
        {proposal.error && (
          <Alert
            type="error"
            showIcon
            message={proposal.error}
            action={<Button onClick={proposal.restart}>{t('fill.otherFile')}</Button>}
          />
        )}
        {!proposal.reading && !proposal.error && !proposal.proposal && <FileChooser proposal={proposal} />}
        {proposal.proposal && (
          <>
            <Alert
              className="resume-fill__notice"
              type="info"
              showIcon
              message={proposal.found}
              description={t('fill.nothingSaved')}
              action={
                proposal.lowCount ? (
                  <Tag color="warning">{t('fill.lowCount', { count: proposal.lowCount })}</Tag>
                ) : undefined
              }
            />
            <ProposalTable proposal={proposal} />
          </>
        )}
      </Modal>
    </>
  );
};
