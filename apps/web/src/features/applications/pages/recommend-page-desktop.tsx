import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { getTableHeight } from '../../../lib/table-size.ts';
import { RecordsFrameDesktop } from '../components/records-frame-desktop.tsx';
import { useRecordPages, type TRecommendRow } from '../hooks/use-records.ts';
import { columnWidth } from '../utils/table-columns.ts';

export const RecommendPageDesktop = () => {
  const view = useRecordPages('recommend');
  const { label, rows } = view;
  const columns: TableColumnsType<TRecommendRow> = [
    {
      title: label('candidate'),
      dataIndex: 'candidateName',
      key: 'candidate',
      width: columnWidth(
        label('candidate'),
        rows.map((r) => r.candidateName),
      ),
    },
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
  ];

  return (
    <RecordsFrameDesktop view={view}>
      <Table<TRecommendRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={view.busy}
        scroll={{ y: getTableHeight() }}
        pagination={{ ...view.pager, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </RecordsFrameDesktop>
  );
};
