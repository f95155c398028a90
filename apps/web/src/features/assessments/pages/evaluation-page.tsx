import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/assessments.css';

const desktop = preloadable(() =>
  import('./evaluation-page-desktop.tsx').then((m) => m.EvaluationPageDesktop),
);
const mobile = preloadable(() => import('./evaluation-page-mobile.tsx').then((m) => m.EvaluationPageMobile));

export const preloadEvaluationLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /evaluation: the assessment center, in the layout of the current device. */
export const EvaluationPage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
