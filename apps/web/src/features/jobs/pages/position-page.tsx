import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/jobs.css';

const desktop = preloadable(() => import('./position-page-desktop.tsx').then((m) => m.PositionPageDesktop));
const mobile = preloadable(() => import('./position-page-mobile.tsx').then((m) => m.PositionPageMobile));

/** The route waits for the device's layout so the page appears in one step. */
export const preloadPositionLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /position: the job list, in the layout of the current device. */
export const PositionPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
