import { Role } from '@tmp/contracts';
import type { TDeps } from '../../lib/deps.ts';
import { wholeCustomer, type THrScope } from '../../lib/hr-scope.ts';
import type { TAuthContext } from '../accounts/sessions.service.ts';
import { findSiteIdsOf } from './team.repository.ts';

/**
 * What one HR user may see of the customer's hiring data: an HR manager everything; a recruiter the jobs of
 * their sites; an interviewer the interviews they are on (lib/hr-scope.ts).
 */
export const hrScopeOf = async (
  deps: Pick<TDeps, 'db'>,
  customerId: number,
  user: TAuthContext['user'],
): Promise<THrScope> => {
  if (user.roles.includes(Role.HrManager)) return wholeCustomer(user.id);
  const siteIds = user.roles.includes(Role.Recruiter)
    ? (await findSiteIdsOf(deps.db, customerId, [user.id])).map((row) => row.siteId)
    : [];
  const interviewer = user.roles.includes(Role.Interviewer) ? { userId: user.id, email: user.email } : null;
  return { userId: user.id, siteIds, interviewer };
};
