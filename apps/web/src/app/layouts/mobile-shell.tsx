import { Suspense, useEffect, useState } from 'react';
import { ConfigProvider, NavBar } from 'antd-mobile';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { Icon } from '../../components/ui/icon.tsx';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import { paths } from '../../config/paths.ts';
import { useAppStore } from '../../lib/app-store.ts';
import { showMobileToast } from '../../lib/mobile-toast.ts';
import { registerNotifier } from '../../lib/notify.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { useRouteMeta } from '../route-meta.ts';
import { BrandStyle } from './brand-style.tsx';
import { ShellFrame } from './shell-frame.tsx';
import { useMobileLocale } from './ui-locale.ts';
import { announceLanguageSwitch } from './use-language-switch.ts';

// The drawer is not part of a page's first paint: its code (the kit's Popup with its animation and gesture
// libraries) loads when the menu button is first touched or focused.
const menuDrawer = preloadable(() => import('./menu-drawer-mobile.tsx').then((m) => m.MenuDrawer));

const MobileHeader = ({ onLogin }: { onLogin: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logo, siteTitle } = getRuntimeConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted (closed) as soon as its code is asked for, so that the first opening slides in like the next.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const wantDrawer = () => {
    void menuDrawer.preload().catch(() => undefined);
    setDrawerWanted(true);
  };
  const Drawer = menuDrawer.Component;
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
            onPointerDown={wantDrawer}
            onFocus={wantDrawer}
            onClick={() => {
              wantDrawer();
              setDrawerOpen((v) => !v);
            }}
          >
            <Icon svg={MenuOutlined} />
          </button>
        }
      >
        <Link to={paths.position.getHref()} className="mobile-header__brand" aria-label={t('nav.home')}>
          <img src={logo} alt={siteTitle} className="mobile-header__logo" />
        </Link>
      </NavBar>
      {drawerWanted && (
        <Suspense fallback={null}>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onLogin={onLogin} />
        </Suspense>
      )}
    </header>
  );
};

export const MobileShell = () => {
  const locale = useMobileLocale(useAppStore((s) => s.language));
  const { hideHeaderOnMobile } = useRouteMeta();
  // Routes the API client's toasts to antd-mobile's Toast.
  useEffect(() => {
    const unregister = registerNotifier({
      success: (text, durationMs) =>
        showMobileToast({ content: text, icon: 'success', duration: durationMs }),
      error: (text) => showMobileToast({ content: text, icon: 'fail' }),
    });
    announceLanguageSwitch();
    return unregister;
  }, []);
  return (
    <ConfigProvider locale={locale}>
      <BrandStyle />
      <ShellFrame
        device="mobile"
        header={(onLogin) => !hideHeaderOnMobile && <MobileHeader onLogin={onLogin} />}
      />
    </ConfigProvider>
  );
};
