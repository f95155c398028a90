import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { useAppStore } from '../lib/app-store.ts';
import { deviceSplit, type TDeviceSplit } from '../lib/device-split.tsx';
import { getLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { prefetchPositionDetail, prefetchPositionList } from '../features/jobs/api/prefetch-jobs.ts';
import { guardLoader } from './guard-loader.ts';
import type { TRouteMeta } from './route-meta.ts';

type TLoader = (args: LoaderFunctionArgs) => Promise<null>;
type TPrefetch = typeof prefetchPositionList;

/** Guards the page, then starts its data requests in parallel with the download of its code. */
const guardThenPrefetch =
  (prefetch: TPrefetch): TLoader =>
  async (args) => {
    await guardLoader(args);
    prefetch({
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
  loader?: TLoader;
}

/** A page with a desktop and a phone layout; the route waits for the current device's code. */
export const toDeviceRoute = ({ path, meta, split, loader = guardLoader }: TDevicePage): RouteObject => ({
  path,
  handle: { meta },
  loader,
  lazy: async () => {
    await split.preload(useAppStore.getState().device);
    return { Component: split.Component };
  },
});

// Each import names its module literally, so that the build splits every layout into its own chunk.
export const devicePages: TDevicePage[] = [
  {
    path: 'position',
    meta: { title: 'routes.position' },
    loader: guardThenPrefetch(prefetchPositionList),
    split: deviceSplit({
      desktop: () =>
        import('../features/jobs/pages/position-page-desktop.tsx').then((m) => m.PositionPageDesktop),
      mobile: () =>
        import('../features/jobs/pages/position-page-mobile.tsx').then((m) => m.PositionPageMobile),
    }),
  },
  {
    path: 'detail',
    meta: { title: 'routes.detail' },
    loader: guardThenPrefetch(prefetchPositionDetail),
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
        import('../features/applications/pages/apply-page-desktop.tsx').then((m) => m.ApplyPageDesktop),
      mobile: () =>
        import('../features/applications/pages/apply-page-mobile.tsx').then((m) => m.ApplyPageMobile),
    }),
  },
  {
    path: 'recommend',
    meta: { title: 'routes.recommend' },
    split: deviceSplit({
      desktop: () =>
        import('../features/applications/pages/recommend-page-desktop.tsx').then(
          (m) => m.RecommendPageDesktop,
        ),
      mobile: () =>
        import('../features/applications/pages/recommend-page-mobile.tsx').then((m) => m.RecommendPageMobile),
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
    path: 'offerConfirmation',
    meta: { title: 'routes.offerConfirmation' },
    split: deviceSplit({
      desktop: () =>
        import('../features/offers/pages/offer-page-desktop.tsx').then((m) => m.OfferPageDesktop),
      mobile: () => import('../features/offers/pages/offer-page-mobile.tsx').then((m) => m.OfferPageMobile),
    }),
  },
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
