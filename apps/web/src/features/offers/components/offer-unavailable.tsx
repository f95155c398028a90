import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { paths } from '../../../config/paths.ts';

/** An unknown offer, or one of someone else: the server's own message, then a way to the applications. */
export const OfferUnavailable = ({ message }: { message?: string }) => {
  const { t } = useTranslation('offers');
  return (
    <NoticePanel
      icon={<Icon svg={FileSearchOutlined} />}
      title={message || t('unavailable.title')}
      text={t('unavailable.text')}
      action={{ label: t('unavailable.action'), to: paths.apply.getHref() }}
    />
  );
};
