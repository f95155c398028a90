import type { ReactNode } from 'react';
import { Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import { Link } from 'react-router';
import { getTableHeight } from '../../../lib/table-size.ts';
import type { TRecordKind } from '../api/query-records.ts';
import { InterviewNotices } from '../components/interview-notices.tsx';
import { RecordsFrameDesktop } from '../components/records-frame-desktop.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { useRecordPages, type TRecordPagesView, type TRowBase, type TRowOf } from '../hooks/use-records.ts';
import { columnWidth } from '../utils/table-columns.ts';

type TColumn<R> = TableColumnsType<R>[number];

const jobColumn = <R extends TRowBase>(label: (key: string) => string): TColumn<R> => ({
  title: label('job'),
  key: 'job',
  render: (_, r) => (
    <Link className="records-job" to={r.jobHref}>
      {r.jobName}
    </Link>
  ),
});

/** A column of plain text, as wide as its widest text on this page. */
const textColumn = <R extends TRowBase>(
  view: { label: (key: string) => string; rows: R[] },
  key: string,
  field: keyof R & string,
): TColumn<R> => ({
  title: view.label(key),
  dataIndex: field,
  key,
  width: columnWidth(
    view.label(key),
    view.rows.map((r) => String(r[field])),
  ),
});

const statusColumn = <R extends TRowBase>(view: {
  label: (key: string) => string;
  rows: R[];
}): TColumn<R> => ({
  title: view.label('status'),
  key: 'status',
  width: columnWidth(
    view.label('status'),
    view.rows.map((r) => r.statusName),
  ),
  render: (_, r) => <Tag color={r.tone}>{r.statusName}</Tag>,
});

interface TTable<K extends TRecordKind> {
  columns: (view: TRecordPagesView<K>) => TableColumnsType<TRowOf[K]>;
  expandable?: (view: TRecordPagesView<K>) => TableProps<TRowOf[K]>['expandable'];
  above?: ReactNode;
}

const TABLES: { [K in TRecordKind]: TTable<K> } = {
  apply: {
    columns: (view) => [
      jobColumn(view.label),
      textColumn(view, 'location', 'location'),
      textColumn(view, 'date', 'date'),
      statusColumn(view),
      {
        title: view.label('action'),
        key: 'action',
        width: columnWidth(view.label('action'), [view.label('viewOffer')]),
        render: (_, r) =>
          r.offerHref ? (
            <Link to={r.offerHref}>{view.label('viewOffer')}</Link>
          ) : (
            <span className="records-sub">—</span>
          ),
      },
    ],
    expandable: (view) => ({
      expandedRowRender: (r) => <StatusHistory history={r.history} label={view.label('history')} />,
      rowExpandable: (r) => r.history.length > 0,
    }),
    above: <InterviewNotices />,
  },
  recommend: {
    columns: (view) => [
      textColumn(view, 'candidate', 'candidateName'),
      jobColumn(view.label),
      textColumn(view, 'date', 'date'),
      statusColumn(view),
    ],
  },
};

/** /apply or /recommend on a desktop: the list as a table, one page at a time. */
const RecordsPageDesktop = <K extends TRecordKind>({ kind }: { kind: K }) => {
  const view = useRecordPages(kind);
  const table: TTable<K> = TABLES[kind];
  return (
    <RecordsFrameDesktop view={view} above={table.above}>
      <Table<TRowOf[K]>
        rowKey="id"
        columns={table.columns(view)}
        dataSource={view.rows}
        loading={view.busy}
        scroll={{ y: getTableHeight() }}
        expandable={table.expandable?.(view)}
        pagination={{ ...view.pager, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </RecordsFrameDesktop>
  );
};

export const ApplyPageDesktop = () => <RecordsPageDesktop kind="apply" />;
export const RecommendPageDesktop = () => <RecordsPageDesktop kind="recommend" />;
