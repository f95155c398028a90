import StopOutlined from '@ant-design/icons-svg/es/asn/StopOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { paths } from '../../../config/paths.ts';

/** An offline or unknown job: the server's own message, then a way back to the list. */
export const PositionUnavailable = ({ message }: { message?: string }) => {
  const { t } = useTranslation('jobs');
  return (
    <NoticePanel
      icon={<Icon svg={StopOutlined} />}
      title={message || t('detail.unavailable')}
      text={t('detail.offlineHint')}
      action={{ label: t('detail.browse'), to: paths.position.getHref() }}
    />
  );
};
