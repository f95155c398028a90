import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { useAppStore } from '../lib/app-store.ts';
import { deviceSplit, type TDeviceSplit } from '../lib/device-split.tsx';
import { getLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import {
  prefetchHome,
  prefetchPositionDetail,
  prefetchPositionList,
} from '../features/jobs/api/prefetch-jobs.ts';
import { guardLoader } from './guard-loader.ts';
import type { TPagePrefetch, TRouteHandle, TRouteMeta } from './route-meta.ts';

type TLoader = (args: LoaderFunctionArgs) => Promise<null>;

/** Guards the page, then starts its data requests in parallel with the download of its code. */
const guardThenPrefetch =
  (prefetch: TPagePrefetch): TLoader =>
  async (args) => {
    await guardLoader(args);
    void prefetch({
      queryClient,
      params: new URL(args.request.url).searchParams,
      device: useAppStore.getState().device,
      language: getLanguage(),
    });
    return null;
  };

interface TDevicePage {
  path: string;
  meta: TRouteMeta;
  split: TDeviceSplit<object>;
  /** The page's reads, started by its loader in the browser and awaited by the server before rendering. */
  prefetch?: TPagePrefetch;
}

/** A page with a desktop and a phone layout; the route waits for the current device's code. */
export const toDeviceRoute = ({ path, meta, split, prefetch }: TDevicePage): RouteObject => ({
  path,
  handle: { meta, prefetch } satisfies TRouteHandle,
  loader: prefetch ? guardThenPrefetch(prefetch) : guardLoader,
  lazy: async () => {
    await split.preload(useAppStore.getState().device);
    return { Component: split.Component };
  },
});

const alertLinkPage = deviceSplit({
  desktop: () => import('../features/jobs/pages/lazy-pages.ts').then((m) => m.alertLinkPage.desktop()),
  mobile: () => import('../features/jobs/pages/lazy-pages.ts').then((m) => m.alertLinkPage.mobile()),
});

// Each import names its module literally, so that the build splits every layout into its own chunk.
export const devicePages: TDevicePage[] = [
  {
    path: 'home',
    meta: { title: 'routes.home', serverRendered: true },
    prefetch: prefetchHome,
    split: deviceSplit({
      desktop: () => import('../features/jobs/pages/home-page-desktop.tsx').then((m) => m.HomePageDesktop),
      mobile: () => import('../features/jobs/pages/home-page-mobile.tsx').then((m) => m.HomePageMobile),
    }),
  },
  {
    path: 'position',
    meta: { title: 'routes.position', serverRendered: true },
    prefetch: prefetchPositionList,
    split: deviceSplit({
      desktop: () =>
        import('../features/jobs/pages/position-page-desktop.tsx').then((m) => m.PositionPageDesktop),
      mobile: () =>
        import('../features/jobs/pages/position-page-mobile.tsx').then((m) => m.PositionPageMobile),
    }),
  },
  {
    path: 'detail',
    meta: { title: 'routes.detail', serverRendered: true },
    prefetch: prefetchPositionDetail,
    split: deviceSplit({
      desktop: () =>
        import('../features/jobs/pages/detail-page-desktop.tsx').then((m) => m.DetailPageDesktop),
      mobile: () => import('../features/jobs/pages/detail-page-mobile.tsx').then((m) => m.DetailPageMobile),
    }),
  },
  {
    path: 'resume',
    meta: { title: 'routes.resume' },
    split: deviceSplit({
      desktop: () =>
        import('../features/resumes/pages/resume-page-desktop.tsx').then((m) => m.ResumePageDesktop),
      mobile: () =>
        import('../features/resumes/pages/resume-page-mobile.tsx').then((m) => m.ResumePageMobile),
    }),
  },
  {
    path: 'delivery',
    meta: { title: 'routes.delivery' },
    split: deviceSplit({
      desktop: () =>
        import('../features/resumes/pages/delivery-page-desktop.tsx').then((m) => m.DeliveryPageDesktop),
      mobile: () =>
        import('../features/resumes/pages/delivery-page-mobile.tsx').then((m) => m.DeliveryPageMobile),
    }),
  },
  {
    path: 'apply',
    meta: { title: 'routes.apply' },
    split: deviceSplit({
      desktop: () =>
        import('../features/applications/pages/records-page-desktop.tsx').then((m) => m.ApplyPageDesktop),
      mobile: () =>
        import('../features/applications/pages/records-page-mobile.tsx').then((m) => m.ApplyPageMobile),
    }),
  },
  {
    path: 'recommend',
    meta: { title: 'routes.recommend' },
    split: deviceSplit({
      desktop: () =>
        import('../features/applications/pages/records-page-desktop.tsx').then((m) => m.RecommendPageDesktop),
      mobile: () =>
        import('../features/applications/pages/records-page-mobile.tsx').then((m) => m.RecommendPageMobile),
    }),
  },
  {
    path: 'evaluation',
    meta: { title: 'routes.evaluation' },
    split: deviceSplit({
      desktop: () =>
        import('../features/assessments/pages/evaluation-page-desktop.tsx').then(
          (m) => m.EvaluationPageDesktop,
        ),
      mobile: () =>
        import('../features/assessments/pages/evaluation-page-mobile.tsx').then(
          (m) => m.EvaluationPageMobile,
        ),
    }),
  },
  {
    path: 'onlineTest',
    meta: { title: 'routes.onlineTest', hideHeaderOnMobile: true },
    split: deviceSplit({
      desktop: () =>
        import('../features/assessments/pages/online-test-page-desktop.tsx').then(
          (m) => m.OnlineTestPageDesktop,
        ),
      mobile: () =>
        import('../features/assessments/pages/online-test-page-mobile.tsx').then(
          (m) => m.OnlineTestPageMobile,
        ),
    }),
  },
  {
    path: 'interview',
    meta: { title: 'routes.interview' },
    split: deviceSplit({
      desktop: () =>
        import('../features/interviews/pages/interview-page-desktop.tsx').then((m) => m.InterviewPageDesktop),
      mobile: () =>
        import('../features/interviews/pages/interview-page-mobile.tsx').then((m) => m.InterviewPageMobile),
    }),
  },
  {
    path: 'offerConfirmation',
    meta: { title: 'routes.offerConfirmation' },
    split: deviceSplit({
      desktop: () =>
        import('../features/offers/pages/offer-page-desktop.tsx').then((m) => m.OfferPageDesktop),
      mobile: () => import('../features/offers/pages/offer-page-mobile.tsx').then((m) => m.OfferPageMobile),
    }),
  },
  {
    path: 'saved',
    meta: { title: 'routes.saved' },
    split: deviceSplit({
      desktop: () => import('../features/jobs/pages/lazy-pages.ts').then((m) => m.savedPage.desktop()),
      mobile: () => import('../features/jobs/pages/lazy-pages.ts').then((m) => m.savedPage.mobile()),
    }),
  },
  {
    path: 'alerts',
    meta: { title: 'routes.alerts' },
    split: deviceSplit({
      desktop: () => import('../features/jobs/pages/lazy-pages.ts').then((m) => m.alertsPage.desktop()),
      mobile: () => import('../features/jobs/pages/lazy-pages.ts').then((m) => m.alertsPage.mobile()),
    }),
  },
  // The links of alert messages: one page for both, which tells them apart by its path.
  ...(['confirm', 'unsubscribe'] as const).map((kind) => ({
    path: `alerts/${kind}`,
    meta: { title: kind === 'confirm' ? 'routes.alertConfirm' : 'routes.alertUnsubscribe' },
    split: alertLinkPage,
  })),
  {
    path: 'privacy',
    meta: { title: 'routes.privacy' },
    split: deviceSplit({
      desktop: () =>
        import('../features/privacy/pages/privacy-page-desktop.tsx').then((m) => m.PrivacyPageDesktop),
      mobile: () =>
        import('../features/privacy/pages/privacy-page-mobile.tsx').then((m) => m.PrivacyPageMobile),
    }),
  },
];
