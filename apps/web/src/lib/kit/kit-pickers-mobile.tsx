import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Cascader,
  CheckList,
  DatePicker,
  Picker,
  Popup,
  SearchBar,
  SpinLoading,
  useConfig,
  type SearchBarRef,
} from 'antd-mobile';
import dayjs from 'dayjs';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { Icon } from '../../components/ui/icon.tsx';
import type { TDateTimeInputProps, TKit, TMultiSelectProps, TRegion, TSearchProps } from './kit.ts';

/**
 * The phone's pickers: selects, a search box, a day and time, a region. A wheel cannot be searched, so a
 * select that searches is a sheet with a search box over a list to tick.
 */

type TOption<V> = { value: V; label: string };

/** Whether the field around a control shows an error (a phone's boxes then turn red). */
export const FieldInvalid = createContext(false);

/** A search box whose input is named by its placeholder (antd-mobile names every one "search box"). */
export const Search = (props: Omit<TSearchProps, 'onSearch'> & Partial<TSearchProps>) => {
  const ref = useRef<SearchBarRef>(null);
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', props.placeholder);
  }, [props.placeholder]);
  return <SearchBar ref={ref} {...props} />;
};

/** The options a typed text keeps: all when the server filters them (`remote`), else those containing it. */
const narrow = <V,>(options: TOption<V>[], text: string, remote: boolean) =>
  remote || !text ? options : options.filter((o) => o.label.toLowerCase().includes(text.toLowerCase()));

type TPickListProps<V extends string | number> = Omit<
  TMultiSelectProps<V>,
  'id' | 'placeholder' | 'aria-label'
> & {
  open: boolean;
  onClose: () => void;
  title?: string;
  multiple?: boolean;
};

/** A sheet with a search box over a list to tick: one choice closes it, several are ticked one by one. */
const PickList = <V extends string | number>(props: TPickListProps<V>) => {
  const { open, onClose, title, options, value, onChange, multiple, onSearch, loading } = props;
  const [text, setText] = useState('');
  const type = (typed: string) => {
    setText(typed);
    onSearch?.(typed);
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="kit-sheet" destroyOnClose>
      <Search value={text} onChange={type} placeholder={title ?? ''} />
      {loading && <SpinLoading className="kit-centre" />}
      <CheckList
        multiple={multiple}
        value={value}
        onChange={(picked) => {
          onChange(picked as V[]);
          if (!multiple) onClose();
        }}
      >
        {narrow(options, text, !!onSearch).map((option) => (
          <CheckList.Item key={option.value} value={option.value}>
            {option.label}
          </CheckList.Item>
        ))}
      </CheckList>
    </Popup>
  );
};

/** The field a picker opens from: the chosen text, or the placeholder; red when its Field has an error. */
const PickerField = (props: { id?: string; text?: string; placeholder?: string; onOpen: () => void }) => {
  const invalid = use(FieldInvalid);
  return (
    <button
      type="button"
      id={props.id}
      className={`kit-input kit-select${invalid ? ' kit-input--error' : ''}`}
      onClick={props.onOpen}
    >
      {props.text || <span className="kit-select__placeholder">{props.placeholder}</span>}
    </button>
  );
};

/** A button with a cross: it closes a sheet or a panel, or empties a field. */
export const CloseButton = ({
  label,
  ...props
}: {
  className: string;
  label: string;
  onClick: () => void;
}) => (
  <button type="button" {...props} aria-label={label}>
    <Icon svg={CloseOutlined} />
  </button>
);

/** A button that empties a clearable field, named in the kit's language. */
const ClearButton = ({ onClear }: { onClear: () => void }) => (
  <CloseButton className="kit-clear" label={useConfig().locale.Input.clear} onClick={onClear} />
);

/** A select's box: a group named by its label, when it has one. */
const SelectBox = (props: { label?: string; className?: string; children: ReactNode }) => (
  <div
    role={props.label ? 'group' : undefined}
    className={`kit-select-box${props.className ? ` ${props.className}` : ''}`}
    aria-label={props.label}
  >
    {props.children}
  </div>
);

/** A wheel shows this many choices well; a longer list that may be searched is a sheet with a search box. */
const WHEEL_MAX = 15;

/**
 * One choice: a wheel from the foot of the screen, or, when the options come from the server or a long list
 * may be searched (a wheel cannot be), a sheet with a search box over a list to tick.
 */
export const PhoneSelect: TKit['Select'] = (props) => {
  const { id, value, onChange, options, placeholder, loading, onSearch, clearable, className } = props;
  const [open, setOpen] = useState(false);
  const picked = options.find((option) => option.value === value);
  const title = placeholder ?? props['aria-label'];
  const searching = !!onSearch || (!!props.search && options.length > WHEEL_MAX);
  return (
    <SelectBox label={props['aria-label']} className={className}>
      <PickerField id={id} text={picked?.label} placeholder={placeholder} onOpen={() => setOpen(true)} />
      {clearable && value !== undefined && <ClearButton onClear={() => onChange(undefined)} />}
      {searching ? (
        <PickList
          open={open}
          onClose={() => setOpen(false)}
          title={title}
          options={options}
          value={value === undefined ? [] : [value]}
          onChange={([first]) => (first !== undefined || clearable) && onChange(first)}
          onSearch={onSearch}
          loading={loading}
        />
      ) : (
        <Picker
          visible={open}
          title={title}
          loading={loading}
          onClose={() => setOpen(false)}
          columns={[options]}
          value={value === undefined ? [] : [value]}
          onConfirm={([first]) => first != null && onChange(first as typeof value & {})}
        />
      )}
    </SelectBox>
  );
};

/**
 * The labels of the chosen values, kept when they are chosen: the server's options change with each search,
 * and the field still names what was chosen before.
 */
const useChosenLabels = <V extends string | number>(options: TOption<V>[]) => {
  const [kept, setKept] = useState(() => new Map<V, string>());
  const labelOf = (value: V) => options.find((o) => o.value === value)?.label ?? kept.get(value);
  const keep = (values: V[]) =>
    setKept(new Map(values.map((value) => [value, labelOf(value) ?? String(value)])));
  const text = (values: V[]) => values.map((value) => labelOf(value) ?? String(value)).join(', ');
  return { keep, text };
};

export const MultiSelect: TKit['MultiSelect'] = (props) => {
  const { id, value, onChange, placeholder } = props;
  const [open, setOpen] = useState(false);
  const labels = useChosenLabels(props.options);
  return (
    <SelectBox label={props['aria-label']}>
      <PickerField id={id} text={labels.text(value)} placeholder={placeholder} onOpen={() => setOpen(true)} />
      <PickList
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        title={placeholder ?? props['aria-label']}
        onChange={(picked) => {
          labels.keep(picked);
          onChange(picked);
        }}
        multiple
      />
    </SelectBox>
  );
};

const [DATE, DATE_TIME] = ['YYYY-MM-DD', 'YYYY-MM-DDTHH:mm'];
// The days a wheel offers: from 1940 for a day; for a day and a time, from 2000 unless a later first day is given.
const FIRST_DAY = new Date(1940, 0, 1);
const FIRST_TIME = new Date(2000, 0, 1);
const LAST_DAY = new Date(2045, 11, 31);

/**
 * A day, or with `time` a day and a time, on a wheel from the foot of the screen, kept as text. A field
 * holding one offers to empty it, as a desktop's picker does (a wheel cannot be emptied).
 */
const WheelDate = (props: TDateTimeInputProps & { time?: boolean }) => {
  const { id, value, onChange, onBlur, label, placeholder, minuteStep = 1, disabledBefore, time } = props;
  const [open, setOpen] = useState(false);
  const format = time ? DATE_TIME : DATE;
  const picked = value ? dayjs(value, format, true) : null;
  const shown = picked?.isValid() ? picked.format(time ? 'YYYY-MM-DD HH:mm' : DATE) : undefined;
  // Its name says what it is and what it holds (a name given to a button hides its text).
  return (
    <div className="kit-select-box">
      <button
        type="button"
        id={id}
        className="kit-picker"
        aria-label={shown ? `${label}: ${shown}` : label}
        onClick={() => setOpen(true)}
      >
        {shown ?? <span className="kit-picker__placeholder">{placeholder}</span>}
      </button>
      {shown && <ClearButton onClear={() => onChange?.(undefined)} />}
      <DatePicker
        visible={open}
        title={label}
        precision={time ? 'minute' : 'day'}
        min={disabledBefore ? dayjs(disabledBefore, DATE).toDate() : time ? FIRST_TIME : FIRST_DAY}
        max={LAST_DAY}
        filter={{ minute: (minute) => minute % minuteStep === 0 }}
        value={picked?.isValid() ? picked.toDate() : null}
        onClose={() => {
          setOpen(false);
          onBlur?.();
        }}
        onConfirm={(day) => onChange?.(dayjs(day).format(format))}
      />
    </div>
  );
};

export const DateInput: TKit['DateInput'] = (props) => <WheelDate {...props} />;
export const DateTimeInput: TKit['DateTimeInput'] = (props) => <WheelDate {...props} time />;

/** The labels of a path of values down the region tree. */
const regionLabels = (regions: TRegion[], path: string[]): string[] => {
  const [head, ...rest] = path;
  const region = regions.find((r) => r.value === head);
  return region ? [region.label, ...regionLabels(region.children ?? [], rest)] : [];
};

export const RegionInput: TKit['RegionInput'] = (props) => {
  const { id, value, onChange, onBlur, regions, placeholder, label } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <PickerField
        id={id}
        text={regionLabels(regions, value ?? []).join(' / ')}
        placeholder={placeholder ?? label}
        onOpen={() => setOpen(true)}
      />
      <Cascader
        visible={open}
        title={label}
        options={regions}
        value={value ?? []}
        onClose={() => {
          setOpen(false);
          onBlur?.();
        }}
        onConfirm={(path) => onChange?.(path.length ? path.map(String) : undefined)}
      />
    </>
  );
};
