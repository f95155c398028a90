import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { getCustomerName, getRuntimeConfig } from '../../config/runtime-config.ts';
import { paths } from '../../config/paths.ts';

export const SiteFooter = () => {
  const { t, i18n } = useTranslation();
  const config = getRuntimeConfig();
  const name = getCustomerName(i18n.language);
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__inner">
        <span>{t('footer.rights', { year: new Date().getFullYear(), name })}</span>
        {config.devOutbox && (
          <Link className="site-footer__dev" to={paths.devOutbox.getHref()}>
            {t('footer.devOutbox')}
          </Link>
        )}
      </div>
    </footer>
  );
};
