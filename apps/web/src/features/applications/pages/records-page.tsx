import { useState, type ReactNode } from 'react';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { Link } from 'react-router';
import {
  AnswerByNote,
  ApplyConversations,
  ApplySurvey,
  ConversationActions,
} from '../../conversations/components/apply-conversations.tsx';
import { useKit, type TTableColumn } from '../../../lib/kit/kit.ts';
import { getTableHeight } from '../../../lib/table-size.ts';
import type { TRecordKind } from '../api/query-records.ts';
import { InterviewNotices } from '../components/interview-notices.tsx';
import { ListNotice } from '../../../components/ui/list-notice.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import {
  useRecordPages,
  useRecordScroll,
  type TApplyRow,
  type TRecordsView,
  type TRowBase,
  type TRowOf,
} from '../hooks/use-records.ts';
import { jobColumn, Status, statusColumn, textColumn, type TLabel } from '../components/record-columns.tsx';
import '../components/applications.css';

interface TFrameProps {
  kind: TRecordKind;
  view: TRecordsView<TRecordKind>;
  list: ReactNode;
}

/** The list, or its state: loading, failed (with a retry), or empty (with a way to fill it). */
const RecordsBody = ({ view, list }: Omit<TFrameProps, 'kind'>) => {
  const { Button, Skeleton } = useKit();
  if (view.state === 'loading') return <Skeleton rows={6} title={false} />;
  if (view.state === 'error')
    return (
      <ListNotice
        block="list-state"
        kind="error"
        title={view.error.title}
        text={view.error.text}
        action={<Button onClick={view.error.retry}>{view.error.action}</Button>}
      />
    );
  if (view.state === 'empty')
    return (
      <ListNotice
        block="list-state"
        kind="empty"
        title={view.empty.title}
        text={view.empty.text}
        action={
          <Link to={view.empty.href}>
            <Button kind="primary">{view.empty.action}</Button>
          </Link>
        }
      />
    );
  return (
    <>
      {view.count && <p className="records-card__count">{view.count}</p>}
      {list}
    </>
  );
};

/** A record list's page: its head, the interviews (on /apply), then the count and the list, or its state. */
const RecordsFrame = ({ kind, view, list }: TFrameProps) => {
  const { device } = useKit();
  return (
    <div className={`records records--${device}`}>
      <section className="records-hero">
        <div className="site-container">
          <h1 className="records-hero__title">{view.title}</h1>
          <p className="records-hero__subtitle">{view.subtitle}</p>
        </div>
      </section>
      <div className="site-container records-body">
        {kind === 'apply' && <InterviewNotices />}
        {kind === 'apply' && <ApplySurvey />}
        <div className="records-card">
          <RecordsBody view={view} list={list} />
        </div>
      </div>
    </div>
  );
};

interface TKindView<K extends TRecordKind> {
  columns: (view: { label: TLabel; rows: TRowOf[K][] }) => TTableColumn<TRowOf[K]>[];
  /** The facts before the date on a phone's card. */
  meta: (row: TRowOf[K]) => ReactNode;
}

const KINDS: { [K in TRecordKind]: TKindView<K> } = {
  apply: {
    columns: (view) => [
      jobColumn(view.label, (r) => <AnswerByNote application={r} />),
      textColumn(view, 'location', (r) => r.location),
      textColumn(view, 'date', (r) => r.date),
      statusColumn(view),
      {
        key: 'action',
        title: view.label('action'),
        cell: (r) => (
          <span className="records-actions">
            <ConversationActions application={r} />
            {r.offerHref && <Link to={r.offerHref}>{view.label('viewOffer')}</Link>}
          </span>
        ),
      },
    ],
    meta: (r) => (
      <>
        <Icon svg={EnvironmentOutlined} aria-hidden="true" /> {r.location}
      </>
    ),
  },
  recommend: {
    columns: (view) => [
      textColumn(view, 'candidate', (r) => r.candidateName),
      jobColumn(view.label),
      textColumn(view, 'date', (r) => r.date),
      statusColumn(view),
    ],
    meta: (r) => (
      <>
        <Icon svg={UserOutlined} aria-hidden="true" /> {r.candidateName}
      </>
    ),
  },
};

const hasHistory = (row: TRowBase): row is TApplyRow => 'history' in row;

/** A desktop's list: a table, one page at a time; an application opens on its history. */
const RecordsTable = <K extends TRecordKind>({ kind }: { kind: K }) => {
  const { Table } = useKit();
  const view = useRecordPages(kind);
  const kindView: TKindView<K> = KINDS[kind];
  const table = (
    <Table<TRowOf[K]>
      rows={view.rows}
      columns={kindView.columns(view)}
      loading={view.busy}
      height={getTableHeight()}
      pager={view.pager}
      detail={
        kind === 'apply'
          ? {
              cell: (r) =>
                hasHistory(r) && <StatusHistory history={r.history} label={view.label('history')} />,
              has: (r) => hasHistory(r) && r.history.length > 0,
            }
          : undefined
      }
    />
  );
  return <RecordsFrame kind={kind} view={view} list={table} />;
};

/** A record's card: the job and its status, a line of facts ending with the date, and an application's
 * history and offer. */
const RecordCard = ({ row, label, meta }: { row: TRowBase; label: TLabel; meta: ReactNode }) => {
  const [open, setOpen] = useState(false);
  return (
    <article className="record-card">
      <div className="record-card__top">
        <Link to={row.jobHref} className="record-card__title">
          {row.jobName}
        </Link>
        <Status row={row} className="record-card__tag" />
      </div>
      <p className="record-card__meta">
        {meta}
        {' · '}
        {label('date')} {row.date}
      </p>
      {hasHistory(row) && (
        <>
          <AnswerByNote application={row} />
          {open && <StatusHistory history={row.history} label={label('history')} />}
          <div className="record-card__actions">
            <button
              type="button"
              className="record-card__toggle"
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? label('hideHistory') : label('showHistory')}
            </button>
            {row.offerHref && <Link to={row.offerHref}>{label('viewOffer')}</Link>}
          </div>
          <div className="record-card__conversation">
            <ConversationActions application={row} />
          </div>
        </>
      )}
    </article>
  );
};

/** A phone's list: a card per record, growing as one scrolls. */
const RecordCards = <K extends TRecordKind>({ kind }: { kind: K }) => {
  const { MoreOnScroll } = useKit();
  const view = useRecordScroll(kind);
  const kindView: TKindView<K> = KINDS[kind];
  const cards = (
    <div className="record-cards">
      {view.rows.map((row) => (
        <RecordCard key={row.id} row={row} label={view.label} meta={kindView.meta(row)} />
      ))}
      <MoreOnScroll hasMore={view.hasMore} loadMore={view.loadMore} end={view.noMore} />
    </div>
  );
  return <RecordsFrame kind={kind} view={view} list={cards} />;
};

const RecordsPage = ({ kind }: { kind: TRecordKind }) =>
  useKit().device === 'desktop' ? <RecordsTable kind={kind} /> : <RecordCards kind={kind} />;

/** /apply: my applications, a table on a desktop and cards on a phone, each with its conversation. */
export const ApplyPage = () => (
  <ApplyConversations>
    <RecordsPage kind="apply" />
  </ApplyConversations>
);
/** /recommend: whom I recommended, for which job, and where it stands. */
export const RecommendPage = () => <RecordsPage kind="recommend" />;
