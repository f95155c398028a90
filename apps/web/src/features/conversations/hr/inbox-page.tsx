import { SURVEY_MIN_GROUP } from '@tmp/contracts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useKit, type TTableColumn } from '../../../lib/kit/kit.ts';
import { hrPaths } from '../../../config/hr-paths.ts';
import { PageHeader } from '../../../components/console/page-header.tsx';
import { StatusTag } from '../../../components/console/status-tag.tsx';
import { ConversationThread } from './applicant-messages.tsx';
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

type TGroup = NonNullable<TInboxPage['survey']['data']>['groups'][number];
type TRow = TGroup & { id: string };

const noop = () => undefined;

/** What candidates said of their experience, per job and stage: never one person's answer, never a name. */
const SurveyStats = ({ survey }: { survey: TInboxPage['survey'] }) => {
  const { t } = useTranslation('conversations');
  const { Table, Notice } = useKit();
  const rows: TRow[] = (survey.data?.groups ?? []).map((group) => ({
    ...group,
    id: `${group.positionId}-${group.stage}`,
  }));
  const columns: TTableColumn<TRow>[] = [
    { key: 'positionName', title: t('hr.job'), cell: (row) => row.positionName },
    { key: 'stageName', title: t('hr.surveyStage'), cell: (row) => row.stageName },
    { key: 'answers', title: t('hr.surveyAnswers'), width: 90, cell: (row) => row.answers },
    { key: 'nps', title: t('hr.nps'), width: 80, cell: (row) => row.nps },
    {
      key: 'informed',
      title: t('hr.keptInformed'),
      cell: (row) => t('hr.informedShares', row.informed),
    },
  ];
  const hidden = survey.data?.hiddenAnswers ?? 0;
  return (
    <section className="hr-card hr-survey" aria-labelledby="hr-survey-title">
      <h3 id="hr-survey-title" className="hr-survey__title">
        {t('hr.surveyTitle')}
      </h3>
      <p className="hr-survey__lead">{t('hr.surveyLead', { min: SURVEY_MIN_GROUP })}</p>
      {survey.isError ? (
        <Notice tone="error">{survey.error.message}</Notice>
      ) : (
        <Table<TRow>
          rows={rows}
          columns={columns}
          loading={survey.isFetching}
          empty={t('hr.surveyEmpty')}
          pager={{ current: 1, pageSize: Math.max(rows.length, 1), total: rows.length, onChange: noop }}
        />
      )}
      {hidden > 0 && <p className="hr-table__secondary">{t('hr.surveyHidden', { count: hidden })}</p>}
    </section>
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
