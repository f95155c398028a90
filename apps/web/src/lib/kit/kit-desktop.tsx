import {
  Alert,
  App,
  Button,
  Cascader,
  Checkbox,
  Collapse,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Progress,
  Radio,
  Result,
  Skeleton,
  Spin,
  Switch,
  Tabs,
  Tag,
} from 'antd';
import { useEffect, useRef } from 'react';
import type { TKit } from './kit.ts';
import {
  DateInput,
  DateTimeInput,
  LinkButton,
  MultiSelect,
  RegionInput,
  Search,
  SelectPart,
  TablePart,
} from './kit-records-desktop.tsx';
import { keepFocus } from './keep-focus.ts';
import './kit.css';

/** The desktop's parts, drawn with antd: dialogs are centred modals, forms antd's vertical forms. */
export const kit: TKit = {
  device: 'desktop',
  Button: ({ children, kind = 'default', outline, quiet, type = 'button', to, ...rest }) => {
    const props = {
      ...rest,
      type: quiet ? 'text' : kind === 'primary' || (kind === 'danger' && !outline) ? 'primary' : 'default',
      danger: kind === 'danger',
      children,
    } as const;
    return to ? <LinkButton {...props} to={to} /> : <Button {...props} htmlType={type} />;
  },
  Dialog: ({ open, title, onClose, children, className, closeLabel, wide, centred }) => (
    <Modal
      open={open}
      centered={centred}
      title={title}
      footer={null}
      onCancel={onClose}
      className={className}
      destroyOnHidden
      width={wide ? 720 : undefined}
      {...(closeLabel && { closable: { 'aria-label': closeLabel }, mask: { closable: false } })}
    >
      {children}
    </Modal>
  ),
  Actions: ({ submit, onSubmit, cancel, onCancel, danger, pending, disabled }) => (
    <div className="kit-actions">
      {cancel && (
        <Button onMouseDown={keepFocus} onClick={onCancel}>
          {cancel}
        </Button>
      )}
      <Button
        type="primary"
        danger={danger}
        loading={pending}
        disabled={disabled}
        htmlType={onSubmit ? 'button' : 'submit'}
        onClick={onSubmit}
      >
        {submit}
      </Button>
    </div>
  ),
  Form: ({ onSubmit, children, className, ...rest }) => (
    <Form layout="vertical" onFinish={onSubmit} className={className} {...rest}>
      {children}
    </Form>
  ),
  /**
   * A field: its label (a legend when it groups choices), its control, then its error or its hint. The form
   * library around it (lib/form) keeps the value and the error; antd's Form.Item only draws.
   */
  Field: ({ label, htmlFor, error, hint, group, required, children, className }) => {
    const item = (
      <Form.Item
        required={required}
        label={group ? undefined : label}
        {...(htmlFor && !group && { htmlFor })}
        validateStatus={error ? 'error' : undefined}
        help={error}
        extra={hint}
        className={group ? undefined : className}
      >
        {children}
      </Form.Item>
    );
    if (!group) return item;
    return (
      <fieldset className={`kit-fieldset${className ? ` ${className}` : ''}`}>
        <legend className={`kit-fieldset__legend${required ? ' is-required' : ''}`}>{label}</legend>
        {item}
      </fieldset>
    );
  },
  Input: ({ onChange, type = 'text', ...rest }) => {
    // The password box sets its own type (shown or hidden).
    const Box = type === 'password' ? Input.Password : Input;
    return <Box {...rest} type={type} onChange={(e) => onChange(e.target.value)} />;
  },
  TextArea: ({ onChange, ...rest }) => (
    <Input.TextArea {...rest} onChange={(e) => onChange(e.target.value)} />
  ),
  Checkbox: ({ checked, onChange, children, className }) => (
    <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} className={className}>
      {children}
    </Checkbox>
  ),
  Choice: ({ value, onChange, options, rows, ...rest }) => (
    <Radio.Group
      value={value}
      onChange={(e) => onChange(e.target.value as typeof value & {})}
      optionType={rows ? 'default' : 'button'}
      buttonStyle="solid"
      options={options}
      {...(rows && { vertical: true, className: 'kit-choice--rows' })}
      {...rest}
    />
  ),
  Tag: ({ children, tone = 'default', className }) => (
    <Tag color={tone === 'default' ? undefined : tone} className={className}>
      {children}
    </Tag>
  ),
  Result: ({ status, title, text, action, className }) => (
    <Result status={status} title={title} subTitle={text} extra={action} className={className} />
  ),
  Notice: ({ tone, children, className }) => (
    <Alert
      type={tone}
      showIcon
      title={children}
      className={className}
      role={tone === 'error' ? 'alert' : 'status'}
    />
  ),
  Skeleton: ({ rows = 3, title = true }) => <Skeleton active title={title} paragraph={{ rows }} />,
  Progress: ({ percent }) => <Progress percent={percent} size="small" status="active" />,
  Empty: ({ title, action }) => <Empty description={title}>{action}</Empty>,
  Spinner: () => <Spin size="large" />,
  Tabs: ({ items, onChange }) => <Tabs items={items} onChange={onChange} />,
  Select: SelectPart,
  useConfirm: () => {
    const { modal } = App.useApp();
    return ({ title, content, confirmText, cancelText, danger }) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: confirmText,
          cancelText,
          okButtonProps: { danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
  },
  Collapse: ({ open, onOpen, items }) => (
    <Collapse
      activeKey={open}
      onChange={onOpen}
      items={items.map(({ key, title, children }) => ({ key, label: title, children, forceRender: true }))}
    />
  ),
  DateInput,
  NumberInput: ({ onChange, ...rest }) => (
    <InputNumber {...rest} className="kit-wide" onChange={(value) => onChange?.(value ?? undefined)} />
  ),
  RegionPicker: ({ regions, label, onPick }) => (
    <Cascader
      options={regions}
      changeOnSelect
      showSearch
      placeholder={label}
      aria-label={label}
      className="kit-region"
      onChange={(_, picked) => onPick((picked ?? []).map((region) => region.label))}
    />
  ),
  Table: TablePart,
  MoreOnScroll: ({ hasMore, loadMore, end }) => {
    const ref = useRef<HTMLDivElement>(null);
    const busy = useRef(false);
    useEffect(() => {
      if (!hasMore || !ref.current) return;
      const done = () => (busy.current = false);
      const observer = new IntersectionObserver(([entry]) => {
        if (!entry?.isIntersecting || busy.current) return;
        busy.current = true;
        void loadMore().then(done, done);
      });
      observer.observe(ref.current);
      return () => observer.disconnect();
    }, [hasMore, loadMore]);
    return (
      <div ref={ref} className="kit-more">
        {hasMore ? <Spin /> : end}
      </div>
    );
  },
  Search,
  MultiSelect,
  DateTimeInput,
  Switch,
  Panel: ({ open, title, onClose, children, width = 720, extra, closeLabel }) => (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      placement="right"
      size={width}
      extra={extra}
      closable={{ 'aria-label': closeLabel }}
      destroyOnHidden
    >
      {children}
    </Drawer>
  ),
  Details: ({ items, columns = 1 }) => (
    <Descriptions items={items} column={columns} bordered={false} size="small" />
  ),
  RegionInput,
};
