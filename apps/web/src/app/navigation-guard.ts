import { sameOriginPath } from '../lib/safe-redirect.ts';

/** Pages a visitor may open without logging in (spec §2). */
export const PUBLIC_PATHS = [
  '/position',
  '/detail',
  '/home',
  '/404',
  '/delivery',
  // A visitor's saved jobs are kept on the device.
  '/saved',
  // The result of deleting one's account, shown once the session has ended.
  '/privacy/deleted',
  // A retention notice's link keeps the data 12 more months without signing in.
  '/privacy/keep',
  // The links of job alert messages work without signing in.
  '/alerts/confirm',
  '/alerts/unsubscribe',
  // Links mailed to HR people who cannot sign in yet: setting up two-step verification, joining a team.
  '/hr/second-factor',
  '/hr/invitation',
] as const;

export interface TNavigationInput {
  pathname: string;
  /** The query string, with or without the leading '?'. */
  search: string;
  hasToken: boolean;
  /** Countries whose applications need a login first (runtime config `countryid`). */
  loginCountryIds: readonly number[];
}

const normalize = (pathname: string): string => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

const loginFirst = (pathname: string, search: string): string => {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return `/position?redirect=${encodeURIComponent(`${pathname}${query}`)}`;
};

/**
 * Where a navigation must go instead, or null to let it through (spec §2, navigation guard). Pure: the
 * caller loads user info before asking when there is a token.
 */
export const resolveNavigation = ({
  pathname,
  search,
  hasToken,
  loginCountryIds,
}: TNavigationInput): string | null => {
  const path = normalize(pathname);
  const query = new URLSearchParams(search);
  const id = query.get('id');
  if (path === '/position' && id) return `/detail?id=${encodeURIComponent(id)}`;
  if (hasToken) return sameOriginPath(query.get('redirect')) ?? null;
  const isPublic = PUBLIC_PATHS.some((publicPath) => publicPath.toLowerCase() === path);
  // Applying for a job of a country whose applications need a login first.
  const isLoginCountry =
    path === '/delivery' &&
    query.has('countryid') &&
    loginCountryIds.includes(Number(query.get('countryid')));
  return isPublic && !isLoginCountry ? null : loginFirst(pathname, search);
};
