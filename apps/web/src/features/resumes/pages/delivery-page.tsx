import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/resumes.css';

const desktop = preloadable(() => import('./delivery-page-desktop.tsx').then((m) => m.DeliveryPageDesktop));
const mobile = preloadable(() => import('./delivery-page-mobile.tsx').then((m) => m.DeliveryPageMobile));

export const preloadDeliveryLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /delivery?id=: apply to a job with the resume. */
export const DeliveryPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
