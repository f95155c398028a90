import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTableColumn } from '../../../lib/kit/kit.ts';
import { hrPaths } from '../../../config/hr-paths.ts';
import { PageHeader } from '../../../components/console/page-header.tsx';
import { StatusTag } from '../../../components/console/status-tag.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { SurveyStats } from './survey-stats.tsx';
import { TemplatesDialog } from './templates-dialog.tsx';
import { useInboxPage, type TInboxPage, type TInboxRow } from './use-inbox-page.ts';
import './conversations-hr.css';

/** The job and stage the conversations are narrowed to. */
const Filters = ({ page }: { page: TInboxPage }) => {
  const { t } = useTranslation('conversations');
  const { Select } = useKit();
  return (
    <>
      <Select<number>
        id="inbox-job"
        clearable
        search
        className="hr-toolbar__select"
        placeholder={t('hr.allJobs')}
        aria-label={t('hr.job')}
        value={page.jobId}
        onChange={page.setJob}
        options={page.jobOptions}
      />
      <Select<number>
        id="inbox-status"
        clearable
        className="hr-toolbar__select"
        placeholder={t('hr.allStages')}
        aria-label={t('hr.stage')}
        value={page.list.int('status')}
        onChange={page.setStatus}
        options={page.format.applicationStatuses}
      />
    </>
  );
};

/** Its unread count and whether its answer-by date has passed. */
const Flags = ({ row }: { row: TInboxRow }) => {
  const { t } = useTranslation('conversations');
  const { Tag } = useKit();
  return (
    <span className="hr-inbox__flags">
      {row.unreadCount > 0 && <Tag tone="blue">{t('hr.unread', { count: row.unreadCount })}</Tag>}
      {row.overdue && <Tag tone="red">{t('hr.overdue')}</Tag>}
    </span>
  );
};

const useColumns = (page: TInboxPage): TTableColumn<TInboxRow>[] => {
  const { t } = useTranslation('conversations');
  return [
    {
      key: 'candidateName',
      title: t('hr.candidate'),
      cell: (row) => (
        <button type="button" className="hr-link-button" onClick={() => page.open(row)}>
          <span className={`hr-table__primary${row.unreadCount ? ' hr-inbox__unread' : ''}`}>
            {row.candidateName}
          </span>
          <Flags row={row} />
        </button>
      ),
    },
    {
      key: 'positionName',
      title: t('hr.job'),
      cell: (row) => (
        <>
          <span className="hr-table__primary">{row.positionName}</span>
          <StatusTag kind="application" status={row.status} name={row.statusName} />
        </>
      ),
    },
    {
      key: 'lastMessage',
      title: t('hr.lastMessage'),
      cell: (row) => (
        <button type="button" className="hr-link-button hr-inbox__excerpt" onClick={() => page.open(row)}>
          <span className="hr-inbox__excerpt-text">{row.lastMessage ?? '—'}</span>
          <span className="hr-table__secondary">{page.format.date(row.lastMessageAt, true)}</span>
        </button>
      ),
    },
  ];
};

/** The conversation opened from the inbox, with a way to the applicant's record. */
const ThreadPanel = ({ page }: { page: TInboxPage }) => {
  const { t } = useTranslation('conversations');
  const { Panel, Button } = useKit();
  const row = page.opened;
  return (
    <Panel
      open={!!page.openId}
      title={row ? `${row.candidateName} · ${row.positionName}` : t('hr.conversation')}
      onClose={page.close}
      closeLabel={t('hr.close')}
      extra={
        page.openId ? (
          <Button quiet to={hrPaths.applicants({ id: page.openId })}>
            {t('hr.openApplicant')}
          </Button>
        ) : undefined
      }
    >
      {page.openId && <ConversationThread applicationId={page.openId} />}
    </Panel>
  );
};

/** /hr/inbox: the conversations with applicants, unread first, each opening its thread and reply. */
export const HrInboxPage = () => {
  const { t } = useTranslation('conversations');
  const { Table, Button } = useKit();
  const page = useInboxPage();
  const total = page.query.data?.recordcount ?? 0;
  return (
    <section className="hr-page hr-inbox">
      <PageHeader
        title={t('hr.heading')}
        text={t('hr.subtitle', { count: page.unread })}
        extra={<Button onClick={page.openTemplates}>{t('hr.templates')}</Button>}
      />
      <div className="hr-card">
        <div className="hr-toolbar">
          <Filters page={page} />
        </div>
        <Table<TInboxRow>
          rows={page.query.data?.list ?? []}
          columns={useColumns(page)}
          loading={page.query.isFetching}
          empty={t('hr.empty')}
          pager={page.list.pager(total)}
        />
      </div>
      <SurveyStats survey={page.survey} />
      <ThreadPanel page={page} />
      {page.templatesOpen && <TemplatesDialog onClose={page.closeTemplates} />}
    </section>
  );
};
