import { sameOriginPath } from '../../../lib/safe-redirect.ts';

/** Why a protected page asked for a login: the page a `redirect` target leads to decides the line shown. */
export type TLoginReason =
  'offer' | 'applications' | 'referrals' | 'assessments' | 'resume' | 'apply' | 'privacy' | 'hr' | 'page';

const REASONS: ReadonlyArray<readonly [RegExp, TLoginReason]> = [
  [/^\/offerconfirmation$/, 'offer'],
  [/^\/apply$/, 'applications'],
  [/^\/recommend$/, 'referrals'],
  [/^\/(evaluation|onlinetest)$/, 'assessments'],
  [/^\/resume$/, 'resume'],
  [/^\/delivery$/, 'apply'],
  [/^\/privacy$/, 'privacy'],
  [/^\/hr(\/|$)/, 'hr'],
];

/** The reason for the redirect target of a URL's query, or undefined when there is none to follow. */
export const findLoginReason = (search: string): TLoginReason | undefined => {
  const target = sameOriginPath(new URLSearchParams(search).get('redirect'));
  if (!target) return undefined;
  const pathname = (target.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase();
  return REASONS.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'page';
};
