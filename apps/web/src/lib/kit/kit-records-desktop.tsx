import { Button, Cascader, DatePicker, Input, Select, Table } from 'antd';
import type { ButtonProps } from 'antd';
import dayjs from 'dayjs';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import type { TDateTimeInputProps, TKit } from './kit.ts';

/**
 * The desktop's parts for lists of records and their detail (the HR console's screens), drawn with antd.
 * They load with the rest of the desktop kit, which no first visit loads.
 */

/** A button that opens a path of the app through its router: a real link (it can open in a new tab). */
export const LinkButton = ({ to, onClick, ...rest }: ButtonProps & { to: string }) => {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
    />
  );
};

/** With `onSearch` the server filters the options, so antd must show them as they come. */
const searchConfig = (search: boolean | undefined, onSearch: ((text: string) => void) | undefined) =>
  onSearch ? { onSearch, filterOption: false } : search && { optionFilterProp: 'label' };

export const SelectPart: TKit['Select'] = ({ onChange, search, onSearch, clearable, ...rest }) => (
  <Select
    {...rest}
    allowClear={clearable}
    showSearch={searchConfig(search, onSearch)}
    onChange={(value) => onChange(value ?? undefined)}
  />
);

export const MultiSelect: TKit['MultiSelect'] = ({ onSearch, ...rest }) => (
  <Select {...rest} mode="multiple" allowClear showSearch={searchConfig(true, onSearch)} />
);

export const Search: TKit['Search'] = ({ onChange, onSearch, ...rest }) => (
  <Input.Search
    {...rest}
    onChange={(event) => onChange(event.target.value)}
    onSearch={(text) => onSearch(text)}
    aria-label={rest.placeholder}
    allowClear
  />
);

const [DATE, DATE_TIME] = ['YYYY-MM-DD', 'YYYY-MM-DDTHH:mm'];

/**
 * Enter confirms a day typed in a picker; it must not also send the form around it, as it would from any box
 * of a form with a submit button (the first time offered would send an interview with that one time).
 */
const keepEnterInPicker = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/** A day, or with `time` a day and a time, kept as text; the typed formats are those of the kit's types. */
const DayPicker = (props: TDateTimeInputProps & { time?: boolean }) => {
  const { value, onChange, label, placeholder, minuteStep, disabledBefore, time, ...rest } = props;
  const format = time ? DATE_TIME : DATE;
  const picked = value ? dayjs(value, format, true) : null;
  const first = disabledBefore ? dayjs(disabledBefore, DATE) : null;
  return (
    <DatePicker
      {...rest}
      className="kit-wide"
      showTime={time && { format: 'HH:mm', minuteStep: minuteStep as 1 | undefined }}
      format={time ? 'YYYY-MM-DD HH:mm' : DATE}
      placeholder={placeholder ?? label}
      aria-label={label}
      value={picked?.isValid() ? picked : null}
      disabledDate={first ? (day) => day.isBefore(first, 'day') : undefined}
      onKeyDown={keepEnterInPicker}
      onChange={(day) => onChange?.(day ? day.format(format) : undefined)}
    />
  );
};

export const DateInput: TKit['DateInput'] = (props) => <DayPicker {...props} />;
export const DateTimeInput: TKit['DateTimeInput'] = (props) => <DayPicker {...props} time />;

export const RegionInput: TKit['RegionInput'] = (props) => {
  const { id, value, onChange, onBlur, regions, placeholder, label } = props;
  return (
    <Cascader
      id={id}
      options={regions}
      value={value}
      placeholder={placeholder ?? label}
      aria-label={label}
      className="kit-wide"
      showSearch
      onBlur={onBlur}
      onChange={(path) => onChange?.(path?.length ? path.map(String) : undefined)}
    />
  );
};

type TSelection = NonNullable<Parameters<TKit['Table']>[0]['selection']>;

/** The select-all box is named by the screen, each row's box by the row's first cell (`cellId`). */
const rowSelection = (selection: TSelection, cellId: (id: number | string) => string) => ({
  selectedRowKeys: selection.keys,
  // Rows ticked on other pages stay ticked, as on a phone (antd would drop the keys it does not show).
  preserveSelectedRowKeys: true,
  onChange: (keys: Array<number | string | bigint>) =>
    selection.onChange(keys.map((key) => (typeof key === 'bigint' ? Number(key) : key))),
  getTitleCheckboxProps: () => ({ 'aria-label': selection.label }),
  getCheckboxProps: (row: { id: number | string }) => ({ 'aria-labelledby': cellId(row.id) }),
});

export const TablePart: TKit['Table'] = (props) => {
  const { rows, columns, loading, height, pager, detail, selection, empty } = props;
  const prefix = useId();
  const cellId = (id: number | string) => `${prefix}-${id}`;
  return (
    <Table
      rowKey="id"
      columns={columns.map(({ cell, ...column }, index) => ({
        ...column,
        render: (_, row) =>
          index === 0 && selection ? <span id={cellId(row.id)}>{cell(row)}</span> : cell(row),
      }))}
      dataSource={rows}
      loading={loading}
      scroll={height ? { y: height } : undefined}
      expandable={detail && { expandedRowRender: detail.cell, rowExpandable: detail.has }}
      rowSelection={selection && rowSelection(selection, cellId)}
      locale={empty === undefined ? undefined : { emptyText: loading ? ' ' : (empty as ReactNode) }}
      pagination={{ ...pager, showSizeChanger: false, hideOnSinglePage: true }}
    />
  );
};
