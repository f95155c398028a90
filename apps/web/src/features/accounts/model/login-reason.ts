import { sameOriginPath } from '../../../lib/safe-redirect.ts';

/** Why a protected page asked for a login: the page a `redirect` target leads to decides the line shown. */
const REASONS = [
  [/^\/offerconfirmation$/, 'offer'],
  [/^\/apply$/, 'applications'],
  [/^\/recommend$/, 'referrals'],
  [/^\/(evaluation|onlinetest)$/, 'assessments'],
  [/^\/resume$/, 'resume'],
  [/^\/delivery$/, 'apply'],
  [/^\/privacy$/, 'privacy'],
  [/^\/hr(\/|$)/, 'hr'],
] as const;

/** The reason for the redirect target of a URL's query, or undefined when there is none to follow. */
export const findLoginReason = (search: string) => {
  const target = sameOriginPath(new URLSearchParams(search).get('redirect'));
  if (!target) return undefined;
  const pathname = (target.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  return REASONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'page';
};
