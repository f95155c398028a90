import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/applications.css';

const desktop = preloadable(() => import('./apply-page-desktop.tsx').then((m) => m.ApplyPageDesktop));
const mobile = preloadable(() => import('./apply-page-mobile.tsx').then((m) => m.ApplyPageMobile));

export const preloadApplyLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /apply: my applications and where they stand. */
export const ApplyPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
