import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { hrPaths } from '../../config/hr-paths.ts';
import { useTranslation } from '../../lib/use-translation.tsx';
import { useKit, type TTableColumn, type TTableProps } from '../../lib/kit/kit.ts';
import type { useHrFormat } from './use-hr-format.ts';
import type { TListParams } from './use-list-params.ts';
import { PageHeader } from './page-header.tsx';
import { StatusTag } from './status-tag.tsx';

type TRow = { id: number | string };

/** The key of the column holding a row's actions. */
export const ACTIONS_COLUMN = 'actions';

interface TListPageProps<T extends TRow> {
  /** The texts' group: its `heading`, `subtitle` and `empty` are the page's title, lead and empty table. */
  texts: string;
  extra?: ReactNode;
  /** The filters above the table. */
  toolbar?: ReactNode;
  list: TListParams;
  query: { data?: { list: T[]; recordcount: number } | undefined; isFetching: boolean };
  columns: TTableColumn<T>[];
  selection?: TTableProps<T>['selection'];
  /** The page's panels and dialogs. */
  children?: ReactNode;
}

/** A console list: title row, filters, and one page of rows at a time with the page in the URL. */
export const HrListPage = <T extends TRow>(props: TListPageProps<T>) => {
  const { t } = useTranslation('hr');
  const { Table } = useKit();
  const { list, query } = props;
  const total = query.data?.recordcount ?? 0;
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
          rows={query.data?.list ?? []}
          columns={props.columns}
          loading={query.isFetching}
          selection={props.selection}
          empty={t(`${props.texts}.empty`)}
          pager={list.pager(total)}
        />
        {total > 0 && <p className="hr-list-total">{t('common.total', { count: total })}</p>}
      </div>
      {props.children}
    </section>
  );
};

/** The keyword search of a list, sent on Enter or the search button. */
export const SearchFilter = ({ list, placeholder }: { list: TListParams; placeholder: string }) => {
  const { Search } = useKit();
  const [draft, setDraft] = useState(list.text('keyword'));
  return (
    <Search
      className="hr-toolbar__search"
      placeholder={placeholder}
      value={draft}
      onChange={setDraft}
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
  const { Select } = useKit();
  return (
    <Select<number>
      id={`${props.texts}-status`}
      clearable
      className="hr-toolbar__select"
      placeholder={t(`${props.texts}.allStatuses`)}
      aria-label={t(`${props.texts}.status`)}
      value={props.list.int('status')}
      onChange={(value) => props.list.set({ status: value })}
      options={props.options}
    />
  );
};

type TExtra = Partial<Pick<TTableColumn<never>, 'width'>>;

/** A date column (`withTime`: with the time of day). */
export const dateColumn = <T extends TRow>(
  format: ReturnType<typeof useHrFormat>,
  title: string,
  key: keyof T & string,
  { withTime, ...more }: TExtra & { withTime?: boolean } = {},
): TTableColumn<T> => ({
  key,
  title,
  cell: (row) => format.date(row[key] as string, withTime),
  ...more,
});

/** The row's status as a coloured tag. */
export const statusColumn = <T extends TRow & { status: number; statusName: string }>(
  kind: 'application' | 'offer' | 'assessment',
  title: string,
  more: TExtra = {},
): TTableColumn<T> => ({
  key: 'status',
  title,
  cell: (row) => <StatusTag kind={kind} status={row.status} name={row.statusName} />,
  ...more,
});

/** The candidate's name linking to their application in the applicants page. */
export const applicantColumn = <T extends TRow & { applicationId: number; candidateName: string }>(
  title: string,
): TTableColumn<T> => ({
  key: 'candidateName',
  title,
  cell: (row) => (
    <Link to={hrPaths.applicants({ id: row.applicationId })} className="hr-table__primary">
      {row.candidateName}
    </Link>
  ),
});
