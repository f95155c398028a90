import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/applications.css';

const desktop = preloadable(() => import('./recommend-page-desktop.tsx').then((m) => m.RecommendPageDesktop));
const mobile = preloadable(() => import('./recommend-page-mobile.tsx').then((m) => m.RecommendPageMobile));

export const preloadRecommendLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /recommend: the people who applied through my share links. */
export const RecommendPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
