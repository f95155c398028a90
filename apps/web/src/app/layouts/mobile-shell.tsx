import { useEffect, useState } from 'react';
import '../../lib/mobile-react19.ts';
import { ConfigProvider, List, NavBar, Popup, Toast } from 'antd-mobile';
import {
  GlobalOutlined,
  LoginOutlined,
  LogoutOutlined,
  MenuOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Link, Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { paths } from '../../config/paths.ts';
import { useAppStore } from '../../lib/app-store.ts';
import { registerNotifier } from '../../lib/notify.ts';
import { useRouteMeta } from '../use-route-meta.ts';
import { ShellOverlays } from './shell-overlays.tsx';
import { SiteFooter } from './site-footer.tsx';
import { useMobileLocale } from './ui-locale.ts';
import { announceLanguageSwitch, useLanguageSwitch } from './use-language-switch.ts';
import { useShellMenu } from './use-shell-menu.ts';

const useMobileNotifier = () =>
  useEffect(() => {
    const unregister = registerNotifier({
      success: (text, durationMs) =>
        void Toast.show({ content: text, icon: 'success', duration: durationMs }),
      error: (text) => void Toast.show({ content: text, icon: 'fail' }),
    });
    announceLanguageSwitch();
    return unregister;
  }, []);

interface TDrawerProps {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/** The top drawer: jobs and language for everyone, then the user's menu or Login (spec §2). */
const MenuDrawer = ({ open, onClose, onLogin }: TDrawerProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isLoggedIn, displayName, entries, signOut } = useShellMenu();
  const language = useLanguageSwitch(false);
  const go = (to: string) => {
    onClose();
    navigate(to);
  };
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="top" className="mobile-drawer">
      {isLoggedIn && (
        <div className="mobile-drawer__greeting">{t('nav.greeting', { name: displayName || '…' })}</div>
      )}
      <List>
        <List.Item prefix={<SearchOutlined />} onClick={() => go(paths.position.getHref())}>
          {t('nav.jobs')}
        </List.Item>
        <List.Item
          prefix={<GlobalOutlined />}
          onClick={() => {
            onClose();
            void language.switchLanguage();
          }}
        >
          {language.label}
        </List.Item>
        {isLoggedIn &&
          entries.map((entry) => (
            <List.Item key={entry.key} onClick={() => go(entry.to)}>
              {entry.label}
            </List.Item>
          ))}
        {isLoggedIn ? (
          <List.Item prefix={<LogoutOutlined />} onClick={() => (onClose(), void signOut())}>
            {t('nav.logout')}
          </List.Item>
        ) : (
          <List.Item prefix={<LoginOutlined />} onClick={() => (onClose(), onLogin())}>
            {t('nav.login')}
          </List.Item>
        )}
      </List>
    </Popup>
  );
};

const MobileHeader = ({ onLogin }: { onLogin: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logo, siteTitle } = getRuntimeConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // With no page of ours to go back to, "back" leads to the job list rather than off the site.
  const goBack = () =>
    (window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(paths.position.getHref());
  return (
    <header className="mobile-header">
      <NavBar
        onBack={goBack}
        back=""
        // The library marks its back area as a button and hides the back text: this names it.
        left={<span className="visually-hidden">{t('nav.back')}</span>}
        right={
          <button
            type="button"
            className="mobile-header__menu"
            aria-label={t('nav.menu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen((v) => !v)}
          >
            <MenuOutlined />
          </button>
        }
      >
        <Link to={paths.position.getHref()} className="mobile-header__brand" aria-label={t('nav.home')}>
          <img src={logo} alt={siteTitle} className="mobile-header__logo" />
        </Link>
      </NavBar>
      <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogin={onLogin} />
    </header>
  );
};

export const MobileShell = () => {
  const locale = useMobileLocale(useAppStore((s) => s.language));
  const { hideHeaderOnMobile } = useRouteMeta();
  const [signInOpen, setSignInOpen] = useState(false);
  useMobileNotifier();
  return (
    <ConfigProvider locale={locale}>
      <div className="site-shell site-shell--mobile">
        {!hideHeaderOnMobile && <MobileHeader onLogin={() => setSignInOpen(true)} />}
        <main className="site-main">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <ShellOverlays signInOpen={signInOpen} onSignInClose={() => setSignInOpen(false)} />
    </ConfigProvider>
  );
};
