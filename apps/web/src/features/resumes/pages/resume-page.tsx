import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useIsMobile, type TDevice } from '../../../lib/device.ts';
import { preloadable } from '../../../lib/preloadable.tsx';
import '../components/resumes.css';

const desktop = preloadable(() => import('./resume-page-desktop.tsx').then((m) => m.ResumePageDesktop));
const mobile = preloadable(() => import('./resume-page-mobile.tsx').then((m) => m.ResumePageMobile));

export const preloadResumeLayout = (device: TDevice): Promise<unknown> =>
  device === 'mobile' ? mobile.preload() : desktop.preload();

/** /resume: the candidate's resume editor and resume files. */
export const ResumePage = () => {
  const Layout = useIsMobile() ? mobile.Component : desktop.Component;
  return (
    <Suspense fallback={<Spinner />}>
      <Layout />
    </Suspense>
  );
};
