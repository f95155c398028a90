import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { useAppStore } from '../lib/app-store.ts';
import { deviceSplit, type TDeviceSplit } from '../lib/device-split.tsx';
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

type TLayout = Parameters<typeof deviceSplit<object>>[0]['desktop'];

/** Guards the page, then starts its data requests in parallel with the download of its code. */
const guardThenPrefetch =
  (prefetch: TPagePrefetch) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
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
const laterPage = (layout: TLayout): TDeviceSplit<object> =>
  deviceSplit(
    { desktop: layout, mobile: layout },
    { alsoNeeds: (device) => Promise.all([loadDayjs(), loadKit(device)]) },
  );

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

/** A page written once and drawn by the device's kit (lib/kit); its title is `routes.<path>` unless told. */
const sharedPage = (path: string, layout: TLayout, meta: TRouteMeta = {}): TDevicePage => ({
  path,
  meta: { title: `routes.${path}`, ...meta },
  split: laterPage(layout),
});

/** A public page of a first visit, rendered on the server, with a layout per device and its reads. */
const firstVisitPage = (
  path: string,
  prefetch: TPagePrefetch,
  desktop: TLayout,
  mobile: TLayout,
): TDevicePage => ({
  path,
  meta: { title: `routes.${path}`, serverRendered: true },
  prefetch,
  split: deviceSplit({ desktop, mobile }),
});

const alertLink = () => import('../features/alerts/pages/lazy-pages.ts').then((m) => m.alertLinkPage());
const alertLinkPage = laterPage(alertLink);

// Each import names its module literally, so that the build splits every layout into its own chunk.
export const devicePages: TDevicePage[] = [
  firstVisitPage(
    'home',
    prefetchHome,
    () => import('../features/jobs/pages/home-page-desktop.tsx').then((m) => m.HomePageDesktop),
    () => import('../features/jobs/pages/home-page-mobile.tsx').then((m) => m.HomePageMobile),
  ),
  firstVisitPage(
    'position',
    prefetchPositionList,
    () => import('../features/jobs/pages/position-page-desktop.tsx').then((m) => m.PositionPageDesktop),
    () => import('../features/jobs/pages/position-page-mobile.tsx').then((m) => m.PositionPageMobile),
  ),
  firstVisitPage(
    'detail',
    prefetchPositionDetail,
    () => import('../features/jobs/pages/detail-page-desktop.tsx').then((m) => m.DetailPageDesktop),
    () => import('../features/jobs/pages/detail-page-mobile.tsx').then((m) => m.DetailPageMobile),
  ),
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
  sharedPage(
    'hr/second-factor',
    () =>
      import('../features/accounts/pages/second-factor-link-page.tsx').then((m) => m.SecondFactorLinkPage),
    { title: 'accounts:secondFactor.link.title' },
  ),
  // The link mailed to someone invited onto a company's HR team; no sign-in needed.
  sharedPage(
    'hr/invitation',
    () => import('../features/accounts/pages/invitation-page.tsx').then((m) => m.InvitationPage),
    { title: 'accounts:invitation.title' },
  ),
  sharedPage('privacy', () =>
    import('../features/privacy/pages/privacy-page.tsx').then((m) => m.PrivacyPage),
  ),
  sharedPage(
    'privacy/keep',
    () => import('../features/privacy/pages/keep-my-data-page.tsx').then((m) => m.KeepMyDataPage),
    { title: 'routes.keepMyData' },
  ),
  sharedPage(
    'privacy/deleted',
    () => import('../features/privacy/pages/account-deleted-page.tsx').then((m) => m.AccountDeletedPage),
    { title: 'routes.accountDeleted' },
  ),
];
