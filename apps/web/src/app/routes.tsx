import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { HR_ROLES } from '@tmp/contracts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { consoleHomeFor, sectionOfPath, sectionRoles } from '../config/hr-paths.ts';
import { loadDayjs } from '../lib/i18n.ts';
import { devicePages, toDeviceRoute } from './device-pages.ts';
import { guardLoader } from './guard-loader.ts';
import type { TRouteHandle, TRouteMeta } from './route-meta.ts';
import { BootScreen, RootLayout } from './layouts/root-layout.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';

const handle = (meta: TRouteMeta): TRouteHandle => ({ meta });

/**
 * A console page titled `hr:routes.<title>`: its roles are those of the HR_SECTIONS entry (config/hr-paths.ts)
 * named by the path's first segment, so only those roles have it in their route table. A new section is added
 * there first.
 */
const hrPage = (path: string, load: () => Promise<ComponentType>, title = path): RouteObject => ({
  path,
  handle: handle({ title: `hr:routes.${title}`, roles: sectionRoles(path.split('/')[0] ?? path) }),
  lazy: () => load().then((Component) => ({ Component })),
});

/** The console's first page for the signed-in user's roles. */
const consoleHome = (): string => consoleHomeFor(useLoginStore.getState().roles);

const editJob = () => import('../features/jobs/hr/job-edit-page.tsx').then((m) => m.HrJobEditPage);

/** The HR console (any HR role): the role filter removes it for everyone else, and each page for other roles. */
const hrConsoleRoute: RouteObject = {
  path: 'hr',
  handle: handle({ title: 'hr:routes.console', roles: HR_ROLES }),
  loader: guardLoader,
  // The console's dates and date pickers need dayjs in the language shown.
  lazy: () =>
    Promise.all([import('./console/console-layout.tsx'), loadDayjs()]).then(([m]) => ({
      Component: m.HrConsoleLayout,
    })),
  children: [
    { index: true, handle: handle({ roles: HR_ROLES }), loader: () => redirect(consoleHome()) },
    hrPage('jobs', () => import('../features/jobs/hr/jobs-page.tsx').then((m) => m.HrJobsPage)),
    hrPage('jobs/new', editJob, 'jobNew'),
    hrPage('jobs/:id', editJob, 'jobEdit'),
    hrPage('applicants', () => import('./console/applicants-page.tsx').then((m) => m.HrApplicantsPage)),
    hrPage('inbox', () => import('../features/conversations/hr/inbox-page.tsx').then((m) => m.HrInboxPage)),
    hrPage('interviews', () =>
      import('../features/interviews/hr/interviews-page.tsx').then((m) => m.HrInterviewsPage),
    ),
    hrPage('offers', () => import('../features/offers/hr/offers-page.tsx').then((m) => m.HrOffersPage)),
    hrPage('referrals', () =>
      import('../features/applications/hr/referrals-page.tsx').then((m) => m.HrReferralsPage),
    ),
    hrPage('assessments', () =>
      import('../features/assessments/hr/assessments-page.tsx').then((m) => m.HrAssessmentsPage),
    ),
    hrPage('fields', () => import('../features/resumes/hr/fields-page.tsx').then((m) => m.HrFieldsPage)),
    hrPage('security', () =>
      import('../features/accounts/pages/second-factor-page.tsx').then((m) => m.SecondFactorPage),
    ),
    hrPage('company', () => import('../features/company/hr/company-page.tsx').then((m) => m.HrCompanyPage)),
    hrPage('audit', () => import('../features/audit/hr/audit-page.tsx').then((m) => m.HrAuditPage)),
    hrPage('team', () => import('../features/team/hr/team-page.tsx').then((m) => m.HrTeamPage)),
  ],
};

/**
 * A console link opened by a router built without the console (roles not loaded yet, or a router about to
 * be replaced after a sign-in): once the roles are known the rebuilt router takes over this URL, so this
 * one only waits; anyone else is sent to "not found". A router built with the console matches the pages the
 * user may use itself, so here it only meets a section of other roles ("not found", as for anyone without
 * the console) or an unknown page (the user's first tab). Never redirecting to the console from a router
 * without it keeps a replaced router from redirecting to itself for ever.
 */
const hrPendingLoader =
  (hasConsole: boolean) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    if (hasConsole) {
      throw redirect(sectionOfPath(new URL(args.request.url).pathname) ? '/404' : consoleHome());
    }
    await guardLoader(args);
    if (!useLoginStore.getState().isHrMember) throw redirect('/404');
    return null;
  };

/** The outbox is how a demo user reads the codes sent to them, so it needs no login. */
const devOutboxRoute: RouteObject = {
  path: 'dev/outbox',
  handle: handle({ title: 'routes.devOutbox' }),
  lazy: () =>
    Promise.all([import('../features/accounts/pages/dev-outbox-page.tsx'), loadDayjs()]).then(([m]) => ({
      Component: m.DevOutboxPage,
    })),
};

export interface TRouteOptions {
  devOutbox: boolean;
  /** The router is built for an HR member, so the console's routes (those of their roles) are in the table. */
  hasConsole: boolean;
}

/** The element of a route whose loader always redirects. */
const RedirectingRoute = () => null;

export const buildRoutes = (options: TRouteOptions): RouteObject[] => [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // While the first page's code and data load, the shell (header, menu, footer) with a skeleton for the
    // page: the same element as the route's, so React keeps it when the page arrives.
    HydrateFallback: RootLayout,
    // A share link's recommendCode or a channel's sourceid is remembered from whichever page it opens; the
    // code that does it loads only for such a link.
    loader: ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      if (url.searchParams.has('recommendCode') || url.searchParams.has('sourceid')) {
        void import('../features/resumes/api/save-source-log.ts')
          .then((m) => m.recordVisitSource(url))
          .catch(() => undefined);
      }
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
      ...devicePages.map(toDeviceRoute),
      hrConsoleRoute,
      // Until the user's roles are known the console routes are filtered out: wait for them here.
      { path: 'hr/*', loader: hrPendingLoader(options.hasConsole), Component: BootScreen },
      ...(options.devOutbox ? [devOutboxRoute] : []),
      // Spec §2: any other path redirects to / (then /position). The element renders nothing; without one
      // React Router warns that the matched leaf route has no element.
      { path: '*', loader: () => redirect('/'), Component: RedirectingRoute },
    ],
  },
];
