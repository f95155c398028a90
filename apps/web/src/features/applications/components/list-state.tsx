import type { ReactNode } from 'react';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../../../components/ui/icon.tsx';

interface TProps {
  kind: 'empty' | 'error';
  title: string;
  text?: string;
  action?: ReactNode;
}

/** Empty and failed states of the lists. */
export const ListState = ({ kind, title, text, action }: TProps) => (
  <div className={`list-state list-state--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
    <span className="list-state__icon" aria-hidden="true">
      {kind === 'empty' ? <Icon svg={FileSearchOutlined} /> : <Icon svg={WarningOutlined} />}
    </span>
    <p className="list-state__title">{title}</p>
    {text && <p className="list-state__text">{text}</p>}
    {action}
  </div>
);
