import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { useAppStore } from '../lib/app-store.ts';
import { deviceSplit, type TDeviceSplit } from '../lib/device-split.tsx';
import type { TDevice } from '../lib/device.ts';
import { getLanguage, loadDayjs } from '../lib/i18n.ts';
import { loadKit } from '../lib/kit/kit.ts';
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

/**
 * What the pages after a first visit need besides their code, loaded with it: dayjs in the language shown
 * (their dates and date pickers) and the device's UI kit (lib/kit; on a phone it brings antd-mobile's render
 * hook for React 19, without which confirm dialogs and toasts never appear). The first visit's pages use
 * neither, so neither is part of a first visit.
 */
const laterPageNeeds = (device: TDevice): Promise<unknown> => Promise.all([loadDayjs(), loadKit(device)]);

const laterPage = <P extends object>(layouts: Parameters<typeof deviceSplit<P>>[0]): TDeviceSplit<P> =>
  deviceSplit(layouts, { alsoNeeds: laterPageNeeds });

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

const alertLinkPage = laterPage({
  desktop: () => import('../features/alerts/pages/lazy-pages.ts').then((m) => m.alertLinkPage()),
  mobile: () => import('../features/alerts/pages/lazy-pages.ts').then((m) => m.alertLinkPage()),
});

type TLayout = Parameters<typeof deviceSplit<object>>[0]['desktop'];

/** A page whose title is `routes.<path>`, with a layout per device. */
const page = (path: string, desktop: TLayout, mobile: TLayout, meta: TRouteMeta = {}): TDevicePage => ({
  path,
  meta: { title: `routes.${path}`, ...meta },
  split: laterPage({ desktop, mobile }),
});

/** A page whose title is `routes.<path>`, written once and drawn by the device's kit (lib/kit). */
const sharedPage = (path: string, layout: TLayout, meta: TRouteMeta = {}): TDevicePage =>
  page(path, layout, layout, meta);

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
  sharedPage('resume', () => import('../features/resumes/pages/resume-page.tsx').then((m) => m.ResumePage)),
  sharedPage('delivery', () =>
    import('../features/resumes/pages/delivery-page.tsx').then((m) => m.DeliveryPage),
  ),
  sharedPage('apply', () =>
    import('../features/applications/pages/records-page.tsx').then((m) => m.ApplyPage),
  ),
  sharedPage('recommend', () =>
    import('../features/applications/pages/records-page.tsx').then((m) => m.RecommendPage),
  ),
  sharedPage('evaluation', () =>
    import('../features/assessments/pages/evaluation-page.tsx').then((m) => m.EvaluationPage),
  ),
  sharedPage(
    'onlineTest',
    () => import('../features/assessments/pages/online-test-page.tsx').then((m) => m.OnlineTestPage),
    { hideHeaderOnMobile: true },
  ),
  sharedPage('interview', () =>
    import('../features/interviews/pages/interview-page.tsx').then((m) => m.InterviewPage),
  ),
  sharedPage('offerConfirmation', () =>
    import('../features/offers/pages/offer-page.tsx').then((m) => m.OfferPage),
  ),
  sharedPage('saved', () => import('../features/favorites/pages/lazy-pages.ts').then((m) => m.savedPage())),
  sharedPage('alerts', () => import('../features/alerts/pages/lazy-pages.ts').then((m) => m.alertsPage())),
  // The links of alert messages: one page for both, which tells them apart by its path.
  ...(['confirm', 'unsubscribe'] as const).map((kind) => ({
    path: `alerts/${kind}`,
    meta: { title: kind === 'confirm' ? 'routes.alertConfirm' : 'routes.alertUnsubscribe' },
    split: alertLinkPage,
  })),
  // The link mailed to an HR user whose company requires two-step verification; no sign-in needed.
  {
    path: 'hr/second-factor',
    meta: { title: 'accounts:secondFactor.link.title' },
    split: laterPage({
      desktop: () =>
        import('../features/accounts/pages/second-factor-link-page.tsx').then((m) => m.SecondFactorLinkPage),
      mobile: () =>
        import('../features/accounts/pages/second-factor-link-page.tsx').then((m) => m.SecondFactorLinkPage),
    }),
  },
  // The link mailed to someone invited onto a company's HR team; no sign-in needed.
  {
    path: 'hr/invitation',
    meta: { title: 'accounts:invitation.title' },
    split: laterPage({
      desktop: () => import('../features/accounts/pages/invitation-page.tsx').then((m) => m.InvitationPage),
      mobile: () => import('../features/accounts/pages/invitation-page.tsx').then((m) => m.InvitationPage),
    }),
  },
  sharedPage('privacy', () =>
    import('../features/privacy/pages/privacy-page.tsx').then((m) => m.PrivacyPage),
  ),
  {
    path: 'privacy/keep',
    meta: { title: 'routes.keepMyData' },
    split: laterPage({
      desktop: () => import('../features/privacy/pages/keep-my-data-page.tsx').then((m) => m.KeepMyDataPage),
      mobile: () => import('../features/privacy/pages/keep-my-data-page.tsx').then((m) => m.KeepMyDataPage),
    }),
  },
  {
    path: 'privacy/deleted',
    meta: { title: 'routes.accountDeleted' },
    split: laterPage({
      desktop: () =>
        import('../features/privacy/pages/account-deleted-page.tsx').then((m) => m.AccountDeletedPage),
      mobile: () =>
        import('../features/privacy/pages/account-deleted-page.tsx').then((m) => m.AccountDeletedPage),
    }),
  },
];
