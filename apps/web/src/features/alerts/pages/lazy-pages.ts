/**
 * The alerts and alert-link pages, loaded on first use. The route table imports this small module rather
 * than each page: a dynamic import carries the names of every file its target needs, and the route table
 * is part of every first visit.
 */
export const alertsPage = () => import('./alerts-page.tsx').then((m) => m.AlertsPage);
export const alertLinkPage = () => import('./alert-link-page.tsx').then((m) => m.AlertLinkPage);
