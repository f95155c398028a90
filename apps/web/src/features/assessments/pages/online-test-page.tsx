import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/assessments.css';
import '../components/exam.css';

const desktop = preloadable(() =>
  import('./online-test-page-desktop.tsx').then((m) => m.OnlineTestPageDesktop),
);
const mobile = preloadable(() => import('./online-test-page-mobile.tsx').then((m) => m.OnlineTestPageMobile));

export const preloadOnlineTestLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /onlineTest?id=: one assessment from start to result, in the layout of the current device. */
export const OnlineTestPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
