import { useEffect, useState } from 'react';
import { App, Button, ConfigProvider, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, GlobalOutlined, UserOutlined } from '@ant-design/icons';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { paths } from '../../config/paths.ts';
import { useAppStore } from '../../lib/app-store.ts';
import { registerNotifier } from '../../lib/notify.ts';
import { desktopButtonConfig } from '../../components/ui/button-config-desktop.tsx';
import { brandTheme } from './brand-theme.ts';
import { preloadSignIn, ShellOverlays } from './shell-overlays.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useDesktopLocale } from './ui-locale.ts';
import { announceLanguageSwitch, useLanguageSwitch } from './use-language-switch.ts';
import { useShellMenu } from './use-shell-menu.ts';

/** Routes the API client's toasts to antd's message, which needs the App context for theming. */
const DesktopNotifier = () => {
  const { message } = App.useApp();
  useEffect(() => {
    const unregister = registerNotifier({
      success: (text, durationMs) => void message.success(text, durationMs / 1000),
      error: (text) => void message.error(text),
    });
    announceLanguageSwitch();
    return unregister;
  }, [message]);
  return null;
};

const UserMenu = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { displayName, entries, signOut } = useShellMenu();
  const items: MenuProps['items'] = [
    ...entries.map((e) => ({ key: e.key, label: e.label, onClick: () => navigate(e.to) })),
    { type: 'divider' as const },
    { key: 'logout', label: t('nav.logout'), onClick: () => void signOut() },
  ];
  return (
    <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover', 'click']}>
      <Button type="text" className="site-header__user">
        <UserOutlined />
        {t('nav.greeting', { name: displayName || '…' })}
        <DownOutlined className="site-header__caret" />
      </Button>
    </Dropdown>
  );
};

const DesktopHeader = ({ onLogin }: { onLogin: () => void }) => {
  const { t } = useTranslation();
  const { logo, siteTitle } = getRuntimeConfig();
  const { isLoggedIn } = useShellMenu();
  const language = useLanguageSwitch(true);
  // A job's detail page belongs to the jobs section too.
  const isJobPage = useLocation().pathname === paths.detail.path;
  return (
    <header className="site-header">
      <div className="site-container site-header__inner">
        <Link to={paths.position.getHref()} className="site-header__brand" aria-label={t('nav.home')}>
          <img src={logo} alt={siteTitle} className="site-header__logo" />
        </Link>
        <nav className="site-header__nav" aria-label={t('nav.menu')}>
          <NavLink
            to={paths.position.getHref()}
            className={({ isActive }) => `site-header__link${isActive || isJobPage ? ' active' : ''}`}
          >
            {t('nav.jobs')}
          </NavLink>
        </nav>
        <div className="site-header__actions">
          <Button type="text" icon={<GlobalOutlined />} onClick={() => void language.switchLanguage()}>
            {language.label}
          </Button>
          {isLoggedIn ? (
            <UserMenu />
          ) : (
            <Button
              type="primary"
              onClick={onLogin}
              onPointerEnter={() => preloadSignIn()}
              onFocus={() => preloadSignIn()}
            >
              {t('nav.login')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
};

export const DesktopShell = () => {
  const locale = useDesktopLocale(useAppStore((s) => s.language));
  const [signInOpen, setSignInOpen] = useState(false);
  return (
    <ConfigProvider locale={locale} theme={brandTheme} button={desktopButtonConfig}>
      <App>
        <DesktopNotifier />
        <div className="site-shell site-shell--desktop">
          <DesktopHeader onLogin={() => setSignInOpen(true)} />
          <main className="site-main">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
        <ShellOverlays signInOpen={signInOpen} onSignInClose={() => setSignInOpen(false)} />
      </App>
    </ConfigProvider>
  );
};
