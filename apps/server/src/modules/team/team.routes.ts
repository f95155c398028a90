import type { FastifyInstance } from 'fastify';
import {
  acceptInvitationRoute,
  teamDeactivateMemberRoute,
  teamInviteMemberRoute,
  teamQueryMembersRoute,
  teamResendInvitationRoute,
  teamUpdateMemberRoute,
} from '@tmp/contracts';
import { registerRoute } from '../../lib/route.ts';
import { acceptInvitationAndSignIn } from './invitations.service.ts';
import * as team from './team.service.ts';

/** The HR team calls of the customer admin (decisions §8). */
export const teamRoutes = async (app: FastifyInstance) => {
  const { deps } = app;
  // The invited member's own call (public, under /api/user/Account like the other sign-ins).
  registerRoute(
    app,
    acceptInvitationRoute,
    ({ req, body }) => acceptInvitationAndSignIn(deps, req.customer, body),
    { rateLimit: { max: 10, timeWindow: '1 minute' }, successMessage: 'invitations.accepted' },
  );
  registerRoute(
    app,
    teamInviteMemberRoute,
    ({ req, body }) => team.inviteTeamMember(deps, req.customer.id, body, req.auth!.user.id),
    { successMessage: 'team.invited' },
  );
  registerRoute(app, teamQueryMembersRoute, ({ req, body }) =>
    team.queryMembers(deps, req.customer.id, req.lang, body),
  );
  registerRoute(
    app,
    teamUpdateMemberRoute,
    ({ req, body }) => team.updateMember(deps, req.customer.id, body, req.lang),
    { successMessage: 'team.saved' },
  );
  registerRoute(
    app,
    teamDeactivateMemberRoute,
    ({ req, body }) => team.deactivateMember(deps, req.customer.id, body.userId, req.lang),
    { successMessage: 'team.memberDeactivated' },
  );
  registerRoute(
    app,
    teamResendInvitationRoute,
    ({ req, body }) => team.resendTeamInvitation(deps, req.customer.id, body.userId),
    { successMessage: 'team.invited' },
  );
};
