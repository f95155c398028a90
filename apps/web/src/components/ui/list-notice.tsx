import type { ReactNode } from 'react';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from './icon.tsx';

interface TProps {
  /** The class family its page styles it with: `list-message` for the jobs, `list-state` for applications. */
  block: 'list-message' | 'list-state';
  kind: 'empty' | 'error';
  title: string;
  text?: string | undefined;
  action?: ReactNode;
}

/** Empty and failed states of a list. */
export const ListNotice = ({ block, kind, title, text, action }: TProps) => (
  <div className={`${block} ${block}--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
    <span className={`${block}__icon`} aria-hidden="true">
      <Icon svg={kind === 'empty' ? FileSearchOutlined : WarningOutlined} />
    </span>
    <p className={`${block}__title`}>{title}</p>
    {text && <p className={`${block}__text`}>{text}</p>}
    {action}
  </div>
);
