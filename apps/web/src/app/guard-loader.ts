import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { ensureUserInfo } from '../features/accounts/api/get-user-info.ts';
import { resolveNavigation } from './navigation-guard.ts';

/** Runs the navigation guard before a page loads: a redirect is thrown, anything else lets it render. */
export const guardLoader = async ({ request }: LoaderFunctionArgs): Promise<null> => {
  const url = new URL(request.url);
  if (useLoginStore.getState().token) await ensureUserInfo();
  const target = resolveNavigation({
    pathname: url.pathname,
    search: url.search,
    hasToken: !!useLoginStore.getState().token,
    loginCountryIds: getRuntimeConfig().countryid,
  });
  if (target) throw redirect(target);
  return null;
};
