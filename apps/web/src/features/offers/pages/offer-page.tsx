import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/offers.css';

const desktop = preloadable(() => import('./offer-page-desktop.tsx').then((m) => m.OfferPageDesktop));
const mobile = preloadable(() => import('./offer-page-mobile.tsx').then((m) => m.OfferPageMobile));

/** The route waits for the device's layout so the page appears in one step. */
export const preloadOfferLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /offerConfirmation?id=: one of my offers, in the layout of the current device. */
export const OfferPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
