/**
 * The saved-jobs, alerts and alert-link pages, loaded on first use. The route table imports this small
 * module rather than each page: a dynamic import carries the names of every file its target needs, and
 * the route table is part of every first visit.
 */
export const savedPage = {
  desktop: () => import('./saved-page-desktop.tsx').then((m) => m.SavedPageDesktop),
  mobile: () => import('./saved-page-mobile.tsx').then((m) => m.SavedPageMobile),
};

export const alertsPage = {
  desktop: () => import('./alerts-page-desktop.tsx').then((m) => m.AlertsPageDesktop),
  mobile: () => import('./alerts-page-mobile.tsx').then((m) => m.AlertsPageMobile),
};

export const alertLinkPage = {
  desktop: () => import('./alert-link-page-desktop.tsx').then((m) => m.AlertLinkPageDesktop),
  mobile: () => import('./alert-link-page-mobile.tsx').then((m) => m.AlertLinkPageMobile),
};
