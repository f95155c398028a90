import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/jobs.css';

const desktop = preloadable(() => import('./detail-page-desktop.tsx').then((m) => m.DetailPageDesktop));
const mobile = preloadable(() => import('./detail-page-mobile.tsx').then((m) => m.DetailPageMobile));

/** The route waits for the device's layout so the page appears in one step. */
export const preloadDetailLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /detail?id=: one job, in the layout of the current device. */
export const DetailPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
