import { ClockCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NoticePanel } from '../../components/ui/notice-panel.tsx';
import { paths } from '../../config/paths.ts';
import { useRouteMeta } from '../use-route-meta.ts';

/** Shown by the routes whose pages arrive in a later release. */
export const ComingSoonPage = () => {
  const { t } = useTranslation();
  const { title = 'routes.home' } = useRouteMeta();
  return (
    <NoticePanel
      icon={<ClockCircleOutlined />}
      title={t('comingSoon.title', { page: t(title) })}
      text={t('comingSoon.text')}
      action={{ label: t('comingSoon.action'), to: paths.position.getHref() }}
    />
  );
};
