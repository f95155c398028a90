import { useEffect, useState } from 'react';
import '../../lib/mobile-react19.ts';
import { ConfigProvider, List, NavBar, Popup, Toast } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
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
import { useLoginStore } from '../../lib/auth/login-store.ts';
import { registerNotifier } from '../../lib/notify.ts';
import { SignInPlaceholderMobile } from '../../features/accounts/components/sign-in-placeholder-mobile.tsx';
import {
  EvaluationInvitation,
  fetchInvitation,
} from '../../features/assessments/components/evaluation-invitation.tsx';
import { useRouteMeta } from '../use-route-meta.ts';
import { SiteFooter } from './site-footer.tsx';
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
  const language = useAppStore((s) => s.language);
  const openLogin = useLoginStore((s) => s.openLogin);
  const setOpenLogin = useLoginStore((s) => s.setOpenLogin);
  const { hideHeaderOnMobile } = useRouteMeta();
  const [signInOpen, setSignInOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  useMobileNotifier();
  return (
    <ConfigProvider locale={language === 'zh-CN' ? zhCN : enUS}>
      <div className="site-shell site-shell--mobile">
        {!hideHeaderOnMobile && <MobileHeader onLogin={() => setSignInOpen(true)} />}
        <main className="site-main">
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <SignInPlaceholderMobile
        open={signInOpen || openLogin}
        onClose={() => {
          setSignInOpen(false);
          setOpenLogin(false);
        }}
        onSignedIn={async () => {
          const invited = await fetchInvitation();
          setInviteOpen(invited);
          return invited;
        }}
      />
      <EvaluationInvitation open={inviteOpen} onClose={() => setInviteOpen(false)} />
    </ConfigProvider>
  );
};
