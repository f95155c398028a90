import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useKit, type TTableColumn } from '../../../lib/kit/kit.ts';
import { estimateColumnWidth } from '../../../lib/table-size.ts';
import type { TRowBase } from '../hooks/use-records.ts';

/** A text of a record list, e.g. label('job') is its job column's title. */
export type TLabel = (key: string) => string;

/** antd's cell padding (16 px each side), on top of the estimated text width. */
const CELL_PADDING = 32;

/**
 * A column as wide as the estimate (spec §9) of its widest text — the header or any cell of the page —
 * plus the cell's padding.
 */
export const columnWidth = (header: string, cells: readonly string[]): number =>
  Math.max(estimateColumnWidth(header), ...cells.map(estimateColumnWidth)) + CELL_PADDING;

const TONES = { success: 'green', warning: 'orange', default: 'default' } as const;

export const Status = ({ row, className }: { row: TRowBase; className?: string }) => {
  const { Tag } = useKit();
  return (
    <Tag tone={TONES[row.tone]} className={className}>
      {row.statusName}
    </Tag>
  );
};

/** The job's link, and below it what else the row says of it. */
export const jobColumn = <R extends TRowBase>(
  label: TLabel,
  below?: (row: R) => ReactNode,
): TTableColumn<R> => ({
  key: 'job',
  title: label('job'),
  cell: (r) => (
    <>
      <Link className="records-job" to={r.jobHref}>
        {r.jobName}
      </Link>
      {below?.(r)}
    </>
  ),
});

/** A column of plain text, as wide as its widest text on this page. */
export const textColumn = <R extends TRowBase>(
  view: { label: TLabel; rows: R[] },
  key: string,
  text: (row: R) => string,
): TTableColumn<R> => ({
  key,
  title: view.label(key),
  width: columnWidth(view.label(key), view.rows.map(text)),
  cell: text,
});

export const statusColumn = <R extends TRowBase>(view: { label: TLabel; rows: R[] }): TTableColumn<R> => ({
  ...textColumn(view, 'status', (r) => r.statusName),
  cell: (r) => <Status row={r} />,
});
