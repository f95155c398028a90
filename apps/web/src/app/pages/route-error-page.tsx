import WarningOutlined from '@ant-design/icons-svg/es/asn/WarningOutlined';
import { Icon } from '../../components/ui/icon.tsx';
import { useTranslation } from '../../lib/use-translation.tsx';
import { NoticePanel } from '../../components/ui/notice-panel.tsx';
import { paths } from '../../config/paths.ts';

/** Last resort for an error while loading or rendering a page (a failed chunk download, a bug). */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  return (
    <div className="route-error">
      <NoticePanel
        icon={<Icon svg={WarningOutlined} />}
        title={t('errors.loadFailed')}
        text={t('errors.tryLater')}
        action={{ label: t('notFound.action'), to: paths.position.getHref() }}
      />
    </div>
  );
};
