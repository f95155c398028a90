import { z } from 'zod';
import { hrAccess, ROUTE_ROLES } from '../accounts/roles.ts';
import { defineRoute } from '../common/define-route.ts';
import { zPage } from '../common/pagination.ts';
import {
  ZInviteMember,
  ZMemberIdBody,
  ZTeamMember,
  ZTeamMemberQuery,
  ZUpdateMember,
} from './team.schemas.ts';

/** The HR team, kept by the customer admin (decisions §8). */
const team = { ...hrAccess(ROUTE_ROLES.admin), tags: ['hr', 'team'], personal: true };
const base = '/api/hr/Team';

export const teamInviteMemberRoute = defineRoute({
  ...team,
  method: 'POST',
  path: `${base}/InviteMember`,
  summary: 'Invite an email onto the HR team with roles (and sites for a recruiter); the link is mailed',
  body: ZInviteMember,
  data: z.object({ userId: z.number().int(), expiresAt: z.string() }),
});
export const teamQueryMembersRoute = defineRoute({
  ...team,
  method: 'POST',
  path: `${base}/QueryMembers`,
  summary: 'The HR team: roles, sites, invited / active / deactivated, last sign-in',
  body: ZTeamMemberQuery,
  data: zPage(ZTeamMember),
});
export const teamUpdateMemberRoute = defineRoute({
  ...team,
  method: 'POST',
  path: `${base}/UpdateMember`,
  summary: "Change a member's roles and sites; the last customer admin keeps role 3",
  body: ZUpdateMember,
  data: ZTeamMember,
});
export const teamDeactivateMemberRoute = defineRoute({
  ...team,
  method: 'POST',
  path: `${base}/DeactivateMember`,
  summary: "Deactivate a member: their sessions end at once; the last customer admin can't be",
  body: ZMemberIdBody,
  data: ZTeamMember,
});
export const teamResendInvitationRoute = defineRoute({
  ...team,
  method: 'POST',
  path: `${base}/ResendInvitation`,
  summary: 'Mail a new invitation link to a member still invited; earlier links stop working',
  body: ZMemberIdBody,
  data: z.object({ expiresAt: z.string() }),
});
