import { use, type ComponentType, type ReactNode } from 'react';
import { useDevice, type TDevice } from '../device.ts';

/**
 * The UI kit a screen draws with, one per device: antd on a desktop (`kit-desktop.tsx`), antd-mobile on a
 * phone (`kit-mobile.tsx`). A screen written once asks `useKit()` for its parts and is drawn by the kit of
 * the device in use; neither kit is loaded here, so a screen's code carries neither. Each part names what it
 * means (a dialog, a field, an answer), and each kit draws that the way its device expects: a dialog is a
 * centred modal on a desktop and a bottom sheet on a phone.
 */

export interface TButtonProps {
  children: ReactNode;
  /** `primary` is the page's main action; `danger` destroys or refuses something. */
  kind?: 'primary' | 'danger' | 'default';
  /** Outlined rather than filled (a danger action that is not the main one). */
  outline?: boolean;
  /** As wide as its container. */
  block?: boolean;
  /** Without a box: an action in a row or a toolbar, often only an icon (then give it an aria-label). */
  quiet?: boolean;
  size?: 'large';
  type?: 'button' | 'submit';
  loading?: boolean;
  disabled?: boolean;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
  /** Drawn before the text; a button with only an icon needs an aria-label. */
  icon?: ReactNode;
  /** A path in the app: the button is a link there (opened by the app's router, not a page load). */
  to?: string;
}

export interface TDialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** A short message, centred on a phone's screen too (not a sheet from its foot). */
  centred?: boolean;
  /** The label of its close button; a dialog with one is not closed by a click beside it. */
  closeLabel?: string;
  /** For long reading: 720 px wide on a desktop; on a phone, a sheet as tall as the screen allows. */
  wide?: boolean;
}

/** A form's submit and cancel buttons, at the end of a dialog or a form. */
export interface TActionsProps {
  submit: string;
  onSubmit?: () => void;
  cancel?: string;
  onCancel?: () => void;
  danger?: boolean;
  pending?: boolean;
  /** The submit button can't be pressed (nothing to submit). */
  disabled?: boolean;
}

export interface TFormProps {
  onSubmit: () => void;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

export interface TFieldProps {
  label?: ReactNode;
  /** The id of the control, which the label names. */
  htmlFor?: string;
  error?: string;
  hint?: ReactNode;
  /** A group of controls (choices): a fieldset with a legend. */
  group?: boolean;
  /** Marked as required beside its label (the form's rules check it). */
  required?: boolean;
  children: ReactNode;
  className?: string;
}

export interface TInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'url';
  maxLength?: number;
  autoComplete?: string;
  placeholder?: string;
  'aria-label'?: string;
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  autoFocus?: boolean;
  /** Called when the user leaves the box, which a form may check then. */
  onBlur?: () => void;
  /** Shown at the start of the box (a country code). */
  prefix?: ReactNode;
  /** Shown but not to be filled (it does not apply to what else the form holds). */
  disabled?: boolean;
}

export interface TTextAreaProps extends Omit<
  TInputProps,
  'type' | 'autoComplete' | 'inputMode' | 'autoFocus' | 'prefix'
> {
  rows?: number;
  showCount?: boolean;
}

export interface TCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}

export interface TChoiceProps<V extends string | number = string> {
  value: V | undefined;
  onChange: (value: V) => void;
  options: { value: V; label: ReactNode }[];
  'aria-label': string;
  /** One choice a row, one under another (long labels: times, sentences). */
  rows?: boolean;
}

export interface TTagProps {
  children: ReactNode;
  tone?: 'blue' | 'green' | 'orange' | 'red' | 'default';
  className?: string;
}

export interface TResultProps {
  status: 'success' | 'error' | 'info' | 'warning';
  title: ReactNode;
  text?: ReactNode;
  /** Buttons under the text. */
  action?: ReactNode;
  className?: string;
}

export interface TNoticeProps {
  tone: 'error' | 'info' | 'warning' | 'success';
  children: ReactNode;
  className?: string;
}

export interface TSkeletonProps {
  rows?: number;
  title?: boolean;
}

/** How far a task (an upload) has gone, in percent. */
export interface TProgressProps {
  percent: number;
}

/** A list with nothing in it: what is missing, and a way on (a link or a button). */
export interface TEmptyProps {
  title: ReactNode;
  action?: ReactNode;
}

/** Panes under tabs; the first is open at first. */
export interface TTabsProps {
  items: { key: string; label: string; children: ReactNode }[];
  onChange?: (key: string) => void;
}

export interface TSelectProps<V extends string | number = string> {
  id: string;
  value: V | undefined;
  /** Gets `undefined` only when the select is `clearable` and the user empties it. */
  onChange: (value: V | undefined) => void;
  options: { value: V; label: string }[];
  placeholder?: string;
  loading?: boolean;
  /** A long list the user can narrow by typing (on a phone: once it holds more than a wheel shows well). */
  search?: boolean;
  /** The options come from the server as the user types (it implies `search`; no filtering here). */
  onSearch?: (text: string) => void;
  /** The value can be emptied. */
  clearable?: boolean;
  'aria-label'?: string;
  className?: string;
}

/** Several of a list of choices; with `onSearch` the options come from the server as the user types. */
export interface TMultiSelectProps<V extends string | number = string> {
  id: string;
  value: V[];
  onChange: (value: V[]) => void;
  options: { value: V; label: string }[];
  onSearch?: (text: string) => void;
  loading?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** A keyword box, sent on Enter or with its button (`placeholder` is its aria-label too). */
export interface TSearchProps {
  value: string;
  onChange: (value: string) => void;
  onSearch: (value: string) => void;
  placeholder: string;
  className?: string;
}

export interface TSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  'aria-label': string;
  disabled?: boolean;
  loading?: boolean;
}

/** A record's detail beside the list it was opened from: a drawer on a desktop, a full screen on a phone. */
export interface TPanelProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** In pixels, on a desktop (720 unless told). */
  width?: number;
  /** Actions in the panel's header. */
  extra?: ReactNode;
  closeLabel: string;
}

/** A record's facts, a label and a value each. */
export interface TDetailsProps {
  items: { key: string; label: ReactNode; children: ReactNode }[];
  /** Side by side on a desktop; a phone shows one a row. */
  columns?: 1 | 2;
}

/** Sections that open and close (a long form on a phone); `open` holds the keys of the open ones. */
export interface TCollapseProps {
  open: string[];
  onOpen: (keys: string[]) => void;
  items: { key: string; title: ReactNode; children: ReactNode }[];
}

/** A control bound to a form's value (lib/form), which gives it its id, value and onChange. */
interface TBoundProps<T> {
  id?: string;
  value?: T;
  onChange?: (value: T | undefined) => void;
  /** Called when the user leaves the control (a picker: when it closes), which a form may check then. */
  onBlur?: () => void;
  placeholder?: string;
}

/** A day, kept as YYYY-MM-DD text: a calendar on a desktop, a wheel on a phone (`label` is its title). */
export interface TDateInputProps extends TBoundProps<string> {
  label: string;
}

/** A day and a time, kept as local YYYY-MM-DDTHH:mm text (`label` is its title on a phone). */
export interface TDateTimeInputProps extends TBoundProps<string> {
  label: string;
  /** The minutes offered step by this many (15: on the quarter hour). */
  minuteStep?: number;
  /** Days before this one (YYYY-MM-DD) can't be picked. */
  disabledBefore?: string;
}

export interface TNumberInputProps extends TBoundProps<number> {
  min?: number;
  max?: number;
}

export interface TRegion {
  label: string;
  value: string;
  children?: TRegion[];
}

/** Picks a region down a tree (country, province, city); `onPick` gets the names from the top down. */
export interface TRegionPickerProps {
  regions: TRegion[];
  label: string;
  onPick: (names: string[]) => void;
}

/** A region down a tree (country, province, city), kept as the path of values from the top down. */
export interface TRegionInputProps extends TBoundProps<string[]> {
  regions: TRegion[];
  label: string;
}

/** A column of a Table: its title and what each row shows in it. */
export interface TTableColumn<R> {
  key: string;
  title: ReactNode;
  width?: number;
  cell: (row: R) => ReactNode;
}

/** Records in rows and columns, a page at a time; a row with more to tell (`detail`) opens below itself. */
export interface TTableProps<R extends { id: number | string }> {
  rows: R[];
  columns: TTableColumn<R>[];
  loading?: boolean;
  /** The height the rows scroll in, in pixels. */
  height?: number;
  pager: { current: number; pageSize: number; total: number; onChange: (page: number) => void };
  detail?: { cell: (row: R) => ReactNode; has: (row: R) => boolean };
  /** A checkbox a row; `keys` are the ids of the rows ticked, `label` names the box that ticks them all. */
  selection?: {
    keys: Array<number | string>;
    onChange: (keys: Array<number | string>) => void;
    label: string;
  };
  /** Shown when there is no row and none is on its way. */
  empty?: ReactNode;
}

/** The end of a list that grows: loads more once it scrolls into view, and says `end` when all are there. */
export interface TMoreOnScrollProps {
  hasMore: boolean;
  loadMore: () => Promise<void>;
  end: ReactNode;
}

export interface TConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  confirmText: string;
  cancelText: string;
  danger?: boolean;
}

export interface TKit {
  device: TDevice;
  Button: ComponentType<TButtonProps>;
  Dialog: ComponentType<TDialogProps>;
  Actions: ComponentType<TActionsProps>;
  Form: ComponentType<TFormProps>;
  Field: ComponentType<TFieldProps>;
  Input: ComponentType<TInputProps>;
  TextArea: ComponentType<TTextAreaProps>;
  Checkbox: ComponentType<TCheckboxProps>;
  Choice: <V extends string | number>(props: TChoiceProps<V>) => ReactNode;
  Tag: ComponentType<TTagProps>;
  Result: ComponentType<TResultProps>;
  Notice: ComponentType<TNoticeProps>;
  Skeleton: ComponentType<TSkeletonProps>;
  Progress: ComponentType<TProgressProps>;
  Empty: ComponentType<TEmptyProps>;
  Tabs: ComponentType<TTabsProps>;
  /** One of a list of choices: a drop-down on a desktop; on a phone a wheel, or a list under a search box. */
  Select: <V extends string | number>(props: TSelectProps<V>) => ReactNode;
  /** Something is on its way (a page's answer); large and centred. */
  Spinner: ComponentType;
  /** A function that asks before an action and resolves true when the user confirms (a hook: the
   * desktop's dialogs take the app's theme and texts from its context). */
  useConfirm: () => (options: TConfirmOptions) => Promise<boolean>;
  Collapse: ComponentType<TCollapseProps>;
  DateInput: ComponentType<TDateInputProps>;
  NumberInput: ComponentType<TNumberInputProps>;
  RegionPicker: ComponentType<TRegionPickerProps>;
  /** A table with a pager on a desktop; a plain table that scrolls sideways on a phone. */
  Table: <R extends { id: number | string }>(props: TTableProps<R>) => ReactNode;
  MoreOnScroll: ComponentType<TMoreOnScrollProps>;
  Search: ComponentType<TSearchProps>;
  /** Several of a list of choices: a tag box on a desktop, a list to tick in a sheet on a phone. */
  MultiSelect: <V extends string | number>(props: TMultiSelectProps<V>) => ReactNode;
  DateTimeInput: ComponentType<TDateTimeInputProps>;
  Switch: ComponentType<TSwitchProps>;
  Panel: ComponentType<TPanelProps>;
  Details: ComponentType<TDetailsProps>;
  RegionInput: ComponentType<TRegionInputProps>;
}

const kits: Partial<Record<TDevice, TKit>> = {};
const loading: Partial<Record<TDevice, Promise<TKit>>> = {};

const importKit = (device: TDevice): Promise<{ kit: TKit }> =>
  device === 'desktop' ? import('./kit-desktop.tsx') : import('./kit-mobile.tsx');

/** Loads the device's kit once; routes and dialogs await it with their own code. */
export const loadKit = (device: TDevice): Promise<TKit> =>
  (loading[device] ??= importKit(device).then(({ kit }) => (kits[device] = kit)));

/** The kit of the device in use; suspends while it loads (the routes load it with the page's code). */
export const useKit = (): TKit => {
  const device = useDevice();
  return kits[device] ?? use(loadKit(device));
};
