import { Suspense, useContext, useEffect, useState } from 'react';
import { Button, ConfigProvider } from 'antd';
import AppContext from 'antd/es/app/context';
import { GlobalOutlined } from '@ant-design/icons';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { paths } from '../../config/paths.ts';
import { useAppStore } from '../../lib/app-store.ts';
import { registerNotifier } from '../../lib/notify.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { desktopButtonConfig } from '../../components/ui/button-config-desktop.tsx';
import { DesktopApp } from './app-desktop.tsx';
import { BrandStyle } from './brand-style.tsx';
import { brandThemeFor } from './brand-theme.ts';
import { preloadSignIn, ShellFrame } from './shell-frame.tsx';
import { useDesktopLocale } from './ui-locale.ts';
import { announceLanguageSwitch, useLanguageSwitch } from './use-language-switch.ts';
import { UserButton } from './user-button-desktop.tsx';
import { useShellMenu } from './use-shell-menu.ts';

/** Routes the API client's toasts to antd's message, which needs the App context for theming. */
const DesktopNotifier = () => {
  const { message } = useContext(AppContext);
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

// The signed-in user's menu (antd's Dropdown and Menu) is not part of an anonymous visit: its code loads when
// there is a user, or when the Log In button is reached for.
const userMenu = preloadable(() => import('./user-menu-desktop.tsx').then((m) => m.UserMenu));
const preloadUserMenu = () => void userMenu.preload().catch(() => undefined);

/** Until the menu's code has arrived, the same button; reaching for it opens the menu once it is there. */
const SignedInUser = () => {
  const [wanted, setWanted] = useState(false);
  const Menu = userMenu.Component;
  const want = () => setWanted(true);
  return (
    <Suspense fallback={<UserButton className="ant-dropdown-trigger" onPointerEnter={want} onClick={want} />}>
      <Menu initiallyOpen={wanted} />
    </Suspense>
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
            <SignedInUser />
          ) : (
            <Button
              type="primary"
              onClick={onLogin}
              onPointerEnter={() => (preloadSignIn(), preloadUserMenu())}
              onFocus={() => (preloadSignIn(), preloadUserMenu())}
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
  return (
    <ConfigProvider
      locale={locale}
      theme={brandThemeFor(getRuntimeConfig().brandColor)}
      button={desktopButtonConfig}
    >
      <BrandStyle />
      <DesktopApp>
        <DesktopNotifier />
        <ShellFrame device="desktop" header={(onLogin) => <DesktopHeader onLogin={onLogin} />} />
      </DesktopApp>
    </ConfigProvider>
  );
};
