import { use, useId, useState } from 'react';
import {
  Button,
  CascadePicker,
  CenterPopup,
  Checkbox,
  Collapse,
  ErrorBlock,
  InfiniteScroll,
  Input,
  Popup,
  ProgressBar,
  Radio,
  Result,
  Skeleton,
  Space,
  SpinLoading,
  Switch,
  Tabs,
  Tag,
  TextArea,
} from 'antd-mobile';
import { ButtonPart, useConfirm } from './kit-buttons-mobile.tsx';
import type { TKit } from './kit.ts';
import {
  CloseButton,
  DateInput,
  DateTimeInput,
  FieldInvalid,
  MultiSelect,
  RegionInput,
  Search,
  PhoneSelect,
} from './kit-pickers-mobile.tsx';
import { Details, Panel, TablePart } from './kit-records-mobile.tsx';
// antd-mobile's confirm dialogs render only with its React 19 hook.
import '../mobile-react19.ts';
import { keepFocus } from './keep-focus.ts';
import './kit.css';

const inputBox = (invalid: boolean) => `kit-input${invalid ? ' kit-input--error' : ''}`;

const TAG_COLORS = {
  blue: 'primary',
  green: 'success',
  orange: 'warning',
  red: 'danger',
  default: 'default',
};

/** The phone's parts, drawn with antd-mobile: dialogs are bottom sheets, fields a label over a box. */
export const kit: TKit = {
  device: 'mobile',
  Button: ButtonPart,
  Dialog: ({ open, title, onClose, children, className, closeLabel, centred, wide }) => {
    const titleId = useId();
    const Sheet = centred ? CenterPopup : Popup;
    return (
      <Sheet
        visible={open}
        onMaskClick={closeLabel ? undefined : onClose}
        onClose={onClose}
        bodyClassName={['kit-sheet', centred && 'kit-sheet--centred', wide && 'kit-sheet--wide', className]
          .filter(Boolean)
          .join(' ')}
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className="kit-sheet__title">
            {title}
          </h2>
          {closeLabel && <CloseButton className="kit-sheet__close" label={closeLabel} onClick={onClose} />}
          {children}
        </div>
      </Sheet>
    );
  },
  Actions: ({ submit, onSubmit, cancel, onCancel, danger, pending, disabled }) => (
    <div className="kit-actions kit-actions--phone">
      {cancel && (
        <Button block onMouseDown={keepFocus} onClick={onCancel}>
          {cancel}
        </Button>
      )}
      <Button
        block
        color={danger ? 'danger' : 'primary'}
        loading={pending}
        disabled={disabled}
        type={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
      >
        {submit}
      </Button>
    </div>
  ),
  Form: ({ onSubmit, children, ...rest }) => (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      {...rest}
    >
      {children}
    </form>
  ),
  Field: ({ label, htmlFor, error, hint, group, required, children, className }) => {
    const Box = group ? 'fieldset' : 'div';
    const Label = group ? 'legend' : 'label';
    return (
      <Box className={`kit-field${className ? ` ${className}` : ''}`}>
        {label && (
          <Label
            className={`kit-field__label${required ? ' is-required' : ''}`}
            htmlFor={group ? undefined : htmlFor}
          >
            {label}
          </Label>
        )}
        <FieldInvalid value={!!error}>{children}</FieldInvalid>
        {error ? (
          <p className="kit-field__error" role="alert">
            {error}
          </p>
        ) : (
          hint && <p className="kit-field__hint">{hint}</p>
        )}
      </Box>
    );
  },
  Input: ({ prefix, ...props }) => {
    const invalid = use(FieldInvalid);
    return (
      <div className={`${inputBox(invalid)}${prefix ? ' kit-input--prefixed' : ''}`}>
        {prefix}
        <Input {...props} aria-invalid={invalid || undefined} />
      </div>
    );
  },
  TextArea: (props) => {
    const invalid = use(FieldInvalid);
    return (
      <div className={inputBox(invalid)}>
        <TextArea {...props} aria-invalid={invalid || undefined} />
      </div>
    );
  },
  Checkbox: (props) => <Checkbox {...props} />,
  Choice: ({ value, onChange, options, rows, ...rest }) => (
    <Radio.Group value={value} onChange={(v) => onChange(v as typeof value & {})}>
      <Space wrap direction={rows ? 'vertical' : 'horizontal'} block={rows} {...rest}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            block={rows}
            className={rows ? 'kit-choice__row' : undefined}
          >
            {option.label}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  ),
  Tag: ({ children, tone = 'default', className }) => (
    <Tag color={TAG_COLORS[tone]} fill="outline" className={className}>
      {children}
    </Tag>
  ),
  Result: ({ status, title, text, action, className }) => (
    <div className={`kit-result${className ? ` ${className}` : ''}`}>
      <Result status={status} title={title} description={text} />
      {action}
    </div>
  ),
  Notice: ({ tone, children, className }) => (
    <p
      className={`kit-notice kit-notice--${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  ),
  Skeleton: ({ rows = 3, title = true }) => (
    <div className="kit-skeleton">
      {title && <Skeleton.Title animated />}
      <Skeleton.Paragraph lineCount={rows} animated />
    </div>
  ),
  Progress: ({ percent }) => <ProgressBar percent={percent} />,
  Empty: ({ title, action }) => (
    <ErrorBlock status="empty" title={title} description="">
      {action}
    </ErrorBlock>
  ),
  Spinner: () => <SpinLoading />,
  Tabs: ({ items, onChange }) => (
    <Tabs onChange={onChange}>
      {items.map(({ key, label, children }) => (
        <Tabs.Tab key={key} title={label}>
          {children}
        </Tabs.Tab>
      ))}
    </Tabs>
  ),
  Select: PhoneSelect,
  useConfirm,
  Collapse: ({ open, onOpen, items }) => (
    <Collapse activeKey={open} onChange={(keys) => onOpen(keys as string[])}>
      {items.map(({ key, title, children }) => (
        <Collapse.Panel key={key} title={title} forceRender>
          {children}
        </Collapse.Panel>
      ))}
    </Collapse>
  ),
  DateInput,
  // antd-mobile brings a typed number within min and max when the box loses focus.
  NumberInput: ({ value, onChange, ...rest }) => (
    <Input
      {...rest}
      type="number"
      inputMode="decimal"
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(text) =>
        onChange?.(text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text))
      }
    />
  ),
  RegionPicker: ({ regions, label, onPick }) => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button size="mini" fill="outline" color="primary" onClick={() => setOpen(true)}>
          {label}
        </Button>
        <CascadePicker
          visible={open}
          title={label}
          options={regions}
          onClose={() => setOpen(false)}
          onConfirm={(_, { items }) => onPick(items.flatMap((item) => (item ? [String(item.label)] : [])))}
        />
      </>
    );
  },
  Table: TablePart,
  MoreOnScroll: ({ hasMore, loadMore, end }) => (
    <InfiniteScroll hasMore={hasMore} loadMore={loadMore}>
      {(more) => (more ? <Skeleton.Paragraph lineCount={2} animated /> : <span>{end}</span>)}
    </InfiniteScroll>
  ),
  Search,
  MultiSelect,
  DateTimeInput,
  Switch,
  Panel,
  Details,
  RegionInput,
};
