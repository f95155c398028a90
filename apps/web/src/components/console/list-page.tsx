import { useState, type ReactNode } from 'react';
import { Input, Select, Table, type TableProps } from 'antd';
import type { ColumnType, ColumnsType } from 'antd/es/table';
import { useTranslation } from '../../lib/use-translation.tsx';
import type { useHrFormat } from './use-hr-format.ts';
import type { TListParams } from './use-list-params.ts';
import { useTableLayout } from './use-table-layout.ts';
import { ApplicantLink } from './applicant-link.tsx';
import { PageHeader } from './page-header.tsx';
import { StatusTag } from './status-tag.tsx';

interface TListPageProps<T> {
  /** The texts' group: its `heading`, `subtitle` and `empty` are the page's title, lead and empty table. */
  texts: string;
  extra?: ReactNode;
  /** The filters above the table. */
  toolbar?: ReactNode;
  list: TListParams;
  query: { data?: { list: T[]; recordcount: number } | undefined; isFetching: boolean };
  columns: ColumnsType<T>;
  rowKey?: keyof T & string;
  rowSelection?: TableProps<T>['rowSelection'];
  /** The page's drawers and dialogs. */
  children?: ReactNode;
}

/** A console list: title row, filters, and one page of rows at a time with the page in the URL. */
export const HrListPage = <T extends object>(props: TListPageProps<T>) => {
  const { t } = useTranslation('hr');
  const { list, query } = props;
  const tableLayout = useTableLayout(props.columns);
  return (
    <section className="hr-page">
      <PageHeader
        title={t(`${props.texts}.heading`)}
        text={t(`${props.texts}.subtitle`)}
        extra={props.extra}
      />
      <div className="hr-card">
        {props.toolbar && <div className="hr-toolbar">{props.toolbar}</div>}
        <Table<T>
          rowKey={props.rowKey ?? 'id'}
          rowSelection={props.rowSelection}
          dataSource={query.data?.list}
          loading={query.isFetching}
          {...tableLayout}
          locale={{ emptyText: t(`${props.texts}.empty`) }}
          pagination={list.pagination(query.data?.recordcount)}
        />
      </div>
      {props.children}
    </section>
  );
};

/** The keyword search of a list, sent on Enter or the search button. */
export const SearchFilter = ({ list, placeholder }: { list: TListParams; placeholder: string }) => {
  const [draft, setDraft] = useState(list.text('keyword'));
  return (
    <Input.Search
      allowClear
      className="hr-toolbar__search"
      placeholder={placeholder}
      aria-label={placeholder}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onSearch={(value) => list.set({ keyword: value.trim() })}
    />
  );
};

/** The status filter of the list whose texts are `texts` (its `status` and `allStatuses`). */
export const StatusFilter = (props: {
  list: TListParams;
  texts: string;
  options: { value: number; label: string }[];
}) => {
  const { t } = useTranslation('hr');
  return (
    <Select
      allowClear
      className="hr-toolbar__select"
      placeholder={t(`${props.texts}.allStatuses`)}
      aria-label={t(`${props.texts}.status`)}
      value={props.list.int('status')}
      onChange={(value?: number) => props.list.set({ status: value })}
      options={props.options}
    />
  );
};

type TColumn<T> = ColumnType<T>;
type TExtra<T> = Partial<TColumn<T>>;

/** A date column (`withTime`: with the time of day). */
export const dateColumn = <T,>(
  format: ReturnType<typeof useHrFormat>,
  title: string,
  dataIndex: keyof T & string,
  { withTime, ...more }: TExtra<T> & { withTime?: boolean } = {},
): TColumn<T> => ({ title, dataIndex, render: (d: string) => format.date(d, withTime), ...more });

/** The row's status as a coloured tag. */
export const statusColumn = <T extends { statusName: string }>(
  kind: 'application' | 'offer' | 'assessment',
  title: string,
  more: TExtra<T> = {},
): TColumn<T> => ({
  title,
  dataIndex: 'status',
  render: (value: number, row) => <StatusTag kind={kind} status={value} name={row.statusName} />,
  ...more,
});

/** The candidate's name linking to their application. */
export const applicantColumn = <T extends { applicationId: number }>(title: string): TColumn<T> => ({
  title,
  dataIndex: 'candidateName',
  render: (name: string, row) => <ApplicantLink name={name} applicationId={row.applicationId} />,
});
