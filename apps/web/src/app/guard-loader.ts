import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getRuntimeConfig } from '../config/runtime-config.ts';
import { useLoginStore } from '../lib/auth/login-store.ts';
import { resolveNavigation } from './navigation-guard.ts';

/**
 * The signed-in user's details, read once per token; its code loads only when there is a token. Like the
 * read itself, a failed download leaves the user unknown rather than blocking navigation.
 */
export const loadUserInfo = (): Promise<void> =>
  import('../features/accounts/api/get-user-info.ts').then((m) => m.ensureUserInfo()).catch(() => undefined);

/** Runs the navigation guard before a page loads: a redirect is thrown, anything else lets it render. */
export const guardLoader = async ({ request }: LoaderFunctionArgs): Promise<null> => {
  const url = new URL(request.url);
  const { token, userinfo } = useLoginStore.getState();
  // Known already (the usual case after the first page): no download, no wait.
  if (token && !userinfo) await loadUserInfo();
  const target = resolveNavigation({
    pathname: url.pathname,
    search: url.search,
    hasToken: !!useLoginStore.getState().token,
    loginCountryIds: getRuntimeConfig().countryid,
  });
  if (target) throw redirect(target);
  return null;
};
