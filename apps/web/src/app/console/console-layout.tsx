import { useLayoutEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { sectionsFor } from '../../config/hr-paths.ts';
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { UnreadBadge } from '../../features/conversations/hr/unread-badge.tsx';
import '../../components/console/console.css';

/**
 * The HR console: its own navigation (the sections the user's roles may use) above the page of the section.
 * Desktop first; the phone scrolls the tabs.
 */
export const HrConsoleLayout = () => {
  const { t } = useTranslation('hr');
  const language = useLanguage();
  const { customerName } = getRuntimeConfig();
  const tabs = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The tabs scroll sideways when they do not fit (a phone): at each navigation the active one is brought
  // into the middle of the strip, so the section shown is always named in view.
  useLayoutEffect(() => {
    const strip = tabs.current;
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    // The strip is the tabs' offset parent (positioned in the console's styles).
    strip.scrollLeft = active.offsetLeft - (strip.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  const roles = useLoginStore((s) => s.roles);
  return (
    <div className="hr-console">
      <div className="hr-console__bar">
        <div className="site-container">
          <p className="hr-console__eyebrow">{language === 'zh-CN' ? customerName.zh : customerName.en}</p>
          <h1 className="hr-console__title">{t('console.title')}</h1>
          <nav ref={tabs} className="hr-console__nav" aria-label={t('console.nav')}>
            {sectionsFor(roles).map((section) => (
              <NavLink key={section.key} to={section.to} className="hr-console__tab">
                {t(`nav.${section.key}`)}
                {section.key === 'inbox' && <UnreadBadge />}
              </NavLink>
            ))}
          </nav>
        </div>
      </div>
      <div className="site-container hr-console__body">
        <Outlet />
      </div>
    </div>
  );
};
