import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/privacy.css';

const desktop = preloadable(() => import('./privacy-page-desktop.tsx').then((m) => m.PrivacyPageDesktop));
const mobile = preloadable(() => import('./privacy-page-mobile.tsx').then((m) => m.PrivacyPageMobile));

/** The route waits for the device's layout so the page appears in one step. */
export const preloadPrivacyLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /privacy: my personal data, its download and the deletion of my account. */
export const PrivacyPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
