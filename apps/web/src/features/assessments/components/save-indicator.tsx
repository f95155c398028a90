import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import CloudOutlined from '@ant-design/icons-svg/es/asn/CloudOutlined';
import DisconnectOutlined from '@ant-design/icons-svg/es/asn/DisconnectOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { TSyncStatus } from '../model/answer-sync.ts';

const icons: Record<TSyncStatus, React.ReactNode> = {
  idle: <Icon svg={CloudOutlined} />,
  pending: <Icon svg={CloudOutlined} />,
  saving: <Icon svg={LoadingOutlined} className="anticon-spin" />,
  saved: <Icon svg={CheckCircleOutlined} />,
  offline: <Icon svg={DisconnectOutlined} />,
  error: <Icon svg={WarningOutlined} />,
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
