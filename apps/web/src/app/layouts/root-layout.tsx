import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.tsx';
import { ScrollTopButton } from '../../components/ui/scroll-top-button.tsx';
import { getSiteTitle } from '../../config/runtime-config.ts';
import { useAppStore } from '../../lib/app-store.ts';
import { deviceSplit } from '../../lib/device-split.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useRouteMeta } from '../route-meta.ts';
import { preloadUiLocale } from './ui-locale.ts';

/** The page while the app's code and texts load: a spinner alone. */
export const BootScreen = () => (
  <div className="boot-screen">
    <Spinner />
  </div>
);

// Each device loads only its own UI library, and the library's texts in the language shown.
const shell = deviceSplit(
  {
    desktop: () => import('./desktop-shell.tsx').then((m) => m.DesktopShell),
    mobile: () => import('./mobile-shell.tsx').then((m) => m.MobileShell),
  },
  {
    alsoNeeds: (device) => preloadUiLocale(device, useAppStore.getState().language),
    fallback: <BootScreen />,
  },
);

/** Called at boot so the shell downloads while the runtime configuration is fetched. */
export const preloadShellCode = shell.preloadCode;
/** The shell and its UI kit's texts in the language shown. */
export const preloadShell = shell.preload;

export const RootLayout = () => {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { title } = useRouteMeta();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const site = getSiteTitle(i18n.language);
    document.title = title ? `${t(title)} - ${site}` : site;
  }, [t, title, i18n.language]);
  // Each page opens at its top.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return (
    <>
      {/* A thin bar along the top while the next page loads. */}
      {navigation.state === 'loading' && (
        <div className="route-progress" role="progressbar" aria-busy="true" />
      )}
      <shell.Component />
      <ScrollTopButton label={t('scrollTop')} />
    </>
  );
};
