import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Role } from '@tmp/contracts';
import { useAppStore } from '../lib/app-store.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { getLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { prefetchPositionDetail, prefetchPositionList } from '../features/jobs/api/prefetch-jobs.ts';
import { recordVisitSource } from '../features/resumes/api/save-source-log.ts';
import { guardLoader } from './guard-loader.ts';
import type { TRouteHandle, TRouteMeta } from './route-meta.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { BootScreen } from './pages/boot-screen.tsx';

const handle = (meta: TRouteMeta): TRouteHandle => ({ meta });

type TPrefetch = typeof prefetchPositionList;

/** Guards the page, then starts its data requests in parallel with the download of its code. */
const guardThenPrefetch =
  (prefetch: TPrefetch) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    await guardLoader(args);
    prefetch({
      queryClient,
      params: new URL(args.request.url).searchParams,
      device: useAppStore.getState().device,
      language: getLanguage(),
    });
    return null;
  };

const comingSoon = () =>
  import('./pages/coming-soon-page.tsx').then((m) => ({ Component: m.ComingSoonPage }));

/** A page owned by a later release: guarded like the real one, showing a "coming soon" notice. */
const later = (path: string, title: string, meta: Omit<TRouteMeta, 'title'> = {}): RouteObject => ({
  path,
  handle: handle({ title, ...meta }),
  loader: guardLoader,
  lazy: comingSoon,
});

const HR_ROLES = [Role.HrManager];

const hrPage = (
  path: string | undefined,
  title: string,
  load: () => Promise<{ Component: ComponentType }>,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  handle: handle({ title, roles: HR_ROLES }),
  lazy: load,
});

/** The HR console (role 2 only): the role filter removes it for everyone else. */
const hrConsoleRoute: RouteObject = {
  path: 'hr',
  handle: handle({ title: 'hr:routes.console', roles: HR_ROLES }),
  loader: guardLoader,
  lazy: () => import('../features/hr/pages/hr-console.tsx').then((m) => ({ Component: m.HrConsoleLayout })),
  children: [
    { index: true, handle: handle({ roles: HR_ROLES }), loader: () => redirect('/hr/jobs') },
    hrPage('jobs', 'hr:routes.jobs', () =>
      import('../features/hr/pages/hr-jobs-page.tsx').then((m) => ({ Component: m.HrJobsPage })),
    ),
    hrPage('jobs/new', 'hr:routes.jobEdit', () =>
      import('../features/hr/pages/hr-job-edit-page.tsx').then((m) => ({ Component: m.HrJobEditPage })),
    ),
    hrPage('jobs/:id', 'hr:routes.jobEdit', () =>
      import('../features/hr/pages/hr-job-edit-page.tsx').then((m) => ({ Component: m.HrJobEditPage })),
    ),
    hrPage('applicants', 'hr:routes.applicants', () =>
      import('../features/hr/pages/hr-applicants-page.tsx').then((m) => ({ Component: m.HrApplicantsPage })),
    ),
    hrPage('offers', 'hr:routes.offers', () =>
      import('../features/hr/pages/hr-offers-page.tsx').then((m) => ({ Component: m.HrOffersPage })),
    ),
    hrPage('referrals', 'hr:routes.referrals', () =>
      import('../features/hr/pages/hr-referrals-page.tsx').then((m) => ({ Component: m.HrReferralsPage })),
    ),
    hrPage('assessments', 'hr:routes.assessments', () =>
      import('../features/hr/pages/hr-assessments-page.tsx').then((m) => ({
        Component: m.HrAssessmentsPage,
      })),
    ),
    hrPage('fields', 'hr:routes.fields', () =>
      import('../features/hr/pages/hr-fields-page.tsx').then((m) => ({ Component: m.HrFieldsPage })),
    ),
  ],
};

/**
 * A console link opened before the user's roles were loaded: once they are, the router is rebuilt with
 * the console (HR managers) and this route no longer matches; anyone else is sent to "not found".
 */
const hrRolesPendingLoader = async (args: LoaderFunctionArgs): Promise<null> => {
  const knownBefore = useLoginStore.getState().isHrManager;
  await guardLoader(args);
  if (!useLoginStore.getState().isHrManager) throw redirect('/404');
  // Roles just arrived: the rebuilt router takes over this URL. Already known: an unknown console page.
  if (knownBefore) throw redirect('/hr/jobs');
  return null;
};

export const buildRoutes = (options: { devOutbox: boolean }): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: BootScreen,
    // A share link's recommendCode or a channel's sourceid is remembered from whichever page it opens.
    loader: ({ request }: LoaderFunctionArgs) => {
      recordVisitSource(new URL(request.url));
      return null;
    },
    children: [
      { index: true, loader: () => redirect('/position') },
      {
        path: 'redirect/*',
        handle: handle({ title: 'routes.redirect' }),
        lazy: () => import('./pages/redirect-page.tsx').then((m) => ({ Component: m.RedirectPage })),
      },
      {
        path: '404',
        handle: handle({ title: 'routes.notFound' }),
        loader: guardLoader,
        lazy: () => import('./pages/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
      {
        path: 'position',
        handle: handle({ title: 'routes.position' }),
        loader: guardThenPrefetch(prefetchPositionList),
        lazy: async () => {
          const m = await import('../features/jobs/pages/position-page.tsx');
          await m.preloadPositionLayout(useAppStore.getState().device);
          return { Component: m.PositionPage };
        },
      },
      {
        path: 'detail',
        handle: handle({ title: 'routes.detail' }),
        loader: guardThenPrefetch(prefetchPositionDetail),
        lazy: async () => {
          const m = await import('../features/jobs/pages/detail-page.tsx');
          await m.preloadDetailLayout(useAppStore.getState().device);
          return { Component: m.DetailPage };
        },
      },
      later('home', 'routes.home'),
      {
        path: 'resume',
        handle: handle({ title: 'routes.resume' }),
        loader: guardLoader,
        lazy: async () => {
          const m = await import('../features/resumes/pages/resume-page.tsx');
          await m.preloadResumeLayout(useAppStore.getState().device);
          return { Component: m.ResumePage };
        },
      },
      {
        path: 'delivery',
        handle: handle({ title: 'routes.delivery' }),
        loader: guardLoader,
        lazy: async () => {
          const m = await import('../features/resumes/pages/delivery-page.tsx');
          await m.preloadDeliveryLayout(useAppStore.getState().device);
          return { Component: m.DeliveryPage };
        },
      },
      {
        path: 'apply',
        handle: handle({ title: 'routes.apply' }),
        loader: guardLoader,
        lazy: async () => {
          const m = await import('../features/applications/pages/apply-page.tsx');
          await m.preloadApplyLayout(useAppStore.getState().device);
          return { Component: m.ApplyPage };
        },
      },
      {
        path: 'recommend',
        handle: handle({ title: 'routes.recommend' }),
        loader: guardLoader,
        lazy: async () => {
          const m = await import('../features/applications/pages/recommend-page.tsx');
          await m.preloadRecommendLayout(useAppStore.getState().device);
          return { Component: m.RecommendPage };
        },
      },
      {
        path: 'evaluation',
        handle: handle({ title: 'routes.evaluation' }),
        loader: guardLoader,
        lazy: async () => {
          const m = await import('../features/assessments/pages/evaluation-page.tsx');
          await m.preloadEvaluationLayout(useAppStore.getState().device);
          return { Component: m.EvaluationPage };
        },
      },
      {
        path: 'onlineTest',
        handle: handle({ title: 'routes.onlineTest', hideHeaderOnMobile: true }),
        loader: guardLoader,
        lazy: async () => {
          const m = await import('../features/assessments/pages/online-test-page.tsx');
          await m.preloadOnlineTestLayout(useAppStore.getState().device);
          return { Component: m.OnlineTestPage };
        },
      },
      {
        path: 'offerConfirmation',
        handle: handle({ title: 'routes.offerConfirmation' }),
        loader: guardLoader,
        lazy: async () => {
          const m = await import('../features/offers/pages/offer-page.tsx');
          await m.preloadOfferLayout(useAppStore.getState().device);
          return { Component: m.OfferPage };
        },
      },
      {
        path: 'privacy',
        handle: handle({ title: 'routes.privacy' }),
        loader: guardLoader,
        lazy: async () => {
          const m = await import('../features/privacy/pages/privacy-page.tsx');
          await m.preloadPrivacyLayout(useAppStore.getState().device);
          return { Component: m.PrivacyPage };
        },
      },
      hrConsoleRoute,
      // Until the user's roles are known the console routes are filtered out: wait for them here.
      { path: 'hr/*', loader: hrRolesPendingLoader, Component: BootScreen },
      // The outbox is how a demo user reads the codes sent to them, so it needs no login.
      ...(options.devOutbox
        ? [
            {
              path: 'dev/outbox',
              handle: handle({ title: 'routes.devOutbox' }),
              lazy: () =>
                import('../features/accounts/pages/dev-outbox-page.tsx').then((m) => ({
                  Component: m.DevOutboxPage,
                })),
            },
          ]
        : []),
      { path: '*', loader: () => redirect('/') },
    ],
  },
];
