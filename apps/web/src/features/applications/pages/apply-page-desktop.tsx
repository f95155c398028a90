import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { getTableHeight } from '../../../lib/table-size.ts';
import { InterviewNotices } from '../components/interview-notices.tsx';
import { RecordsFrameDesktop } from '../components/records-frame-desktop.tsx';
import { StatusHistory } from '../components/status-history.tsx';
import { useRecordPages, type TApplyRow } from '../hooks/use-records.ts';
import { columnWidth } from '../utils/table-columns.ts';

export const ApplyPageDesktop = () => {
  const view = useRecordPages('apply');
  const { label, rows } = view;
  const columns: TableColumnsType<TApplyRow> = [
    {
      title: label('job'),
      key: 'job',
      render: (_, r) => (
        <Link className="records-job" to={r.jobHref}>
          {r.jobName}
        </Link>
      ),
    },
    {
      title: label('location'),
      dataIndex: 'location',
      key: 'location',
      width: columnWidth(
        label('location'),
        rows.map((r) => r.location),
      ),
    },
    {
      title: label('date'),
      dataIndex: 'date',
      key: 'date',
      width: columnWidth(
        label('date'),
        rows.map((r) => r.date),
      ),
    },
    {
      title: label('status'),
      key: 'status',
      width: columnWidth(
        label('status'),
        rows.map((r) => r.statusName),
      ),
      render: (_, r) => <Tag color={r.tone}>{r.statusName}</Tag>,
    },
    {
      title: label('action'),
      key: 'action',
      width: columnWidth(label('action'), [label('viewOffer')]),
      render: (_, r) =>
        r.offerHref ? (
          <Link to={r.offerHref}>{label('viewOffer')}</Link>
        ) : (
          <span className="records-sub">—</span>
        ),
    },
  ];

  return (
    <RecordsFrameDesktop view={view} above={<InterviewNotices />}>
      <Table<TApplyRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={view.busy}
        scroll={{ y: getTableHeight() }}
        expandable={{
          expandedRowRender: (r) => <StatusHistory history={r.history} label={label('history')} />,
          rowExpandable: (r) => r.history.length > 0,
        }}
        pagination={{ ...view.pager, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </RecordsFrameDesktop>
  );
};
