import { paths } from '../../../config/paths.ts';
import { useLoginStore } from '../../../lib/auth/login-store.ts';
import { copyText } from '../../../lib/clipboard.ts';

/** The absolute link to a job; a logged-in user's link carries their share code (decisions §3). */
export const useShareLink = (id: number) => {
  const recommendCode = useLoginStore((s) => s.userinfo?.recommendCode ?? undefined);
  // Only used when the visitor shares: a page rendered on the server (no window) never needs it.
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const url = `${origin}${paths.detail.getHref(id, recommendCode)}`;
  return { url, copy: () => copyText(url) };
};
