import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import { Icon } from '../../components/ui/icon.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { NoticePanel } from '../../components/ui/notice-panel.tsx';
import { paths } from '../../config/paths.ts';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <NoticePanel
      icon={<Icon svg={CompassOutlined} />}
      title={t('routes.notFound')}
      text={t('notFound.text')}
      action={{ label: t('notFound.action'), to: paths.position.getHref() }}
    />
  );
};
