import {
  CheckCircleOutlined,
  CloudOutlined,
  DisconnectOutlined,
  LoadingOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TSyncStatus } from '../model/answer-sync.ts';

const icons: Record<TSyncStatus, React.ReactNode> = {
  idle: <CloudOutlined />,
  pending: <CloudOutlined />,
  saving: <LoadingOutlined />,
  saved: <CheckCircleOutlined />,
  offline: <DisconnectOutlined />,
  error: <WarningOutlined />,
};

/** Where the answers stand: kept on this device, being saved, saved, or waiting for the connection. */
export const SaveIndicator = ({ status }: { status: TSyncStatus }) => {
  const { t } = useTranslation('assessments');
  return (
    <span className={`exam-save exam-save--${status}`} role="status" aria-live="polite">
      {icons[status]}
      <span>{t(`save.${status}`)}</span>
    </span>
  );
};
