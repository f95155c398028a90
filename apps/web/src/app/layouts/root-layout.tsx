import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RouteProgress } from '../../components/ui/route-progress.tsx';
import { ScrollTopButton } from '../../components/ui/scroll-top-button.tsx';
import { getSiteTitle } from '../../config/runtime-config.ts';
import { useDevice, type TDevice } from '../../lib/device.ts';
import { preloadable } from '../../lib/preloadable.tsx';
import { BootScreen } from '../pages/boot-screen.tsx';
import { useRouteMeta } from '../use-route-meta.ts';

// Each device loads only its own UI library.
const desktopShell = preloadable(() => import('./desktop-shell.tsx').then((m) => m.DesktopShell));
const mobileShell = preloadable(() => import('./mobile-shell.tsx').then((m) => m.MobileShell));

/** Called at boot so the shell downloads while the runtime configuration is fetched. */
export const preloadShell = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobileShell.preload() : desktopShell.preload();

const useDocumentTitle = () => {
  const { t, i18n } = useTranslation();
  const { title } = useRouteMeta();
  useEffect(() => {
    document.title = title ? `${t(title)} - ${getSiteTitle()}` : getSiteTitle();
  }, [t, title, i18n.language]);
};

const useScrollToTopOnNavigate = () => {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
};

export const RootLayout = () => {
  const { t } = useTranslation();
  const device = useDevice();
  const navigation = useNavigation();
  useDocumentTitle();
  useScrollToTopOnNavigate();
  const Shell = device === 'mobile' ? mobileShell.Component : desktopShell.Component;
  return (
    <>
      <RouteProgress active={navigation.state === 'loading'} />
      <Suspense fallback={<BootScreen />}>
        <Shell />
      </Suspense>
      <ScrollTopButton label={t('scrollTop')} />
    </>
  );
};
