import { useId, type ReactNode } from 'react';
import { Button, List, Popup, SpinLoading } from 'antd-mobile';
import { CloseButton } from './kit-pickers-mobile.tsx';
import type { TKit, TTableProps } from './kit.ts';

/** The phone's parts for lists of records and their detail (the HR console's screens), drawn with antd-mobile. */

export const Panel: TKit['Panel'] = ({ open, title, onClose, children, extra, closeLabel }) => {
  const titleId = useId();
  return (
    <Popup visible={open} position="right" onClose={onClose} bodyClassName="kit-panel" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="kit-panel__head">
          <h2 id={titleId} className="kit-panel__title">
            {title}
          </h2>
          {extra}
          <CloseButton className="kit-panel__close" label={closeLabel} onClick={onClose} />
        </header>
        <div className="kit-panel__body">{children}</div>
      </div>
    </Popup>
  );
};

export const Details: TKit['Details'] = ({ items }) => (
  <List className="kit-details">
    {items.map(({ key, label, children }) => (
      <List.Item key={key} title={label as ReactNode}>
        {children}
      </List.Item>
    ))}
  </List>
);

type TRow = { id: number | string };
type TSelection = NonNullable<TTableProps<TRow>['selection']>;

/** Ticks or unticks one row's key. */
const toggle = (selection: TSelection, key: number | string) =>
  selection.onChange(
    selection.keys.includes(key) ? selection.keys.filter((k) => k !== key) : [...selection.keys, key],
  );

/** The header's box ticks every row shown, or unticks them when all are ticked. */
const SelectAll = ({ selection, rows }: { selection: TSelection; rows: TRow[] }) => {
  const all = rows.length > 0 && rows.every((row) => selection.keys.includes(row.id));
  const ids = rows.map((row) => row.id);
  return (
    <input
      type="checkbox"
      aria-label={selection.label}
      checked={all}
      disabled={rows.length === 0}
      onChange={() =>
        selection.onChange(
          all ? selection.keys.filter((k) => !ids.includes(k)) : [...new Set([...selection.keys, ...ids])],
        )
      }
    />
  );
};

/** One record's row (its box is named by its first cell) and, below it, its detail when it has one. */
const Row = <R extends TRow>({
  row,
  table,
  idPrefix,
}: {
  row: R;
  table: TTableProps<R>;
  idPrefix: string;
}) => {
  const { columns, selection, detail } = table;
  const first = `${idPrefix}-${row.id}`;
  return (
    <>
      <tr>
        {selection && (
          <td className="kit-table__tick">
            <input
              type="checkbox"
              aria-labelledby={first}
              checked={selection.keys.includes(row.id)}
              onChange={() => toggle(selection, row.id)}
            />
          </td>
        )}
        {columns.map((column, index) => (
          <td key={column.key} id={index === 0 ? first : undefined}>
            {column.cell(row)}
          </td>
        ))}
      </tr>
      {detail?.has(row) && (
        <tr>
          <td colSpan={columns.length + (selection ? 1 : 0)}>{detail.cell(row)}</td>
        </tr>
      )}
    </>
  );
};

const Pager = ({ pager }: { pager: TTableProps<TRow>['pager'] }) =>
  pager.total > pager.pageSize && (
    <div className="kit-actions">
      <Button disabled={pager.current === 1} onClick={() => pager.onChange(pager.current - 1)}>
        ‹
      </Button>
      <Button
        disabled={pager.current * pager.pageSize >= pager.total}
        onClick={() => pager.onChange(pager.current + 1)}
      >
        ›
      </Button>
    </div>
  );

/** A plain table that scrolls sideways (and down, within `height`); while loading, a spinner covers it. */
export const TablePart: TKit['Table'] = (table) => {
  const { rows, columns, loading, height, pager, selection, empty } = table;
  const idPrefix = useId();
  return (
    <div className="kit-table" aria-busy={loading || undefined}>
      <div className="kit-table__scroll" style={height ? { maxHeight: height } : undefined}>
        <table>
          <thead>
            <tr>
              {selection && (
                <th className="kit-table__tick">
                  <SelectAll selection={selection} rows={rows} />
                </th>
              )}
              {columns.map((column) => (
                <th key={column.key}>{column.title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.id} row={row} table={table} idPrefix={idPrefix} />
            ))}
          </tbody>
        </table>
        {!loading && rows.length === 0 && empty !== undefined && (
          <div className="kit-table__empty">{empty}</div>
        )}
      </div>
      {loading && <SpinLoading className="kit-table__loading" />}
      <Pager pager={pager} />
    </div>
  );
};
