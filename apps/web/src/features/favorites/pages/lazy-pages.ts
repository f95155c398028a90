/**
 * The saved-jobs page, loaded on first use. The route table imports this small module rather than the
 * page: a dynamic import carries the names of every file its target needs, and the route table is part of
 * every first visit.
 */
export const savedPage = () => import('./saved-page.tsx').then((m) => m.SavedPage);
