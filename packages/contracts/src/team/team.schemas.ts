import { z } from 'zod';
import { Role, type TRole } from '../accounts/roles.ts';
import { ZEmail } from '../accounts/accounts.schemas.ts';
import { ZPageQuery } from '../common/pagination.ts';

/** The roles a customer admin gives HR team members (decisions §8): 2, 3, 4, 5. */
export const TEAM_ROLES = [Role.HrManager, Role.CustomerAdmin, Role.Recruiter, Role.Interviewer] as const;
/** At most this many sites per recruiter. */
export const TEAM_SITES_MAX = 200;
export const TEAM_MEMBER_STATUSES = ['invited', 'active', 'deactivated'] as const;
export type TTeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

const ZMemberId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');

export const ZTeamRoles = z
  .array(
    z.union(
      TEAM_ROLES.map((role) => z.literal(role)),
      { error: 'team.badRole' },
    ),
    { error: 'team.rolesRequired' },
  )
  .min(1, 'team.rolesRequired')
  .max(TEAM_ROLES.length, 'team.badRole')
  .transform((roles) => [...new Set(roles)].sort() as TRole[]);

export const ZTeamSiteIds = z
  .array(ZMemberId, { error: 'common.invalid' })
  .max(TEAM_SITES_MAX, 'team.tooManySites')
  .transform((ids) => [...new Set(ids)]);

/** A recruiter (role 4) works for at least one site; sites given to anyone else are kept but unused. */
const recruiterHasSite = (
  input: { roles: number[]; siteIds?: number[] | undefined },
  ctx: z.RefinementCtx,
) => {
  if (input.roles.includes(Role.Recruiter) && !input.siteIds?.length) {
    ctx.addIssue({ code: 'custom', path: ['siteIds'], message: 'team.recruiterNeedsSite' });
  }
};

export const ZInviteMember = z
  .object({ email: ZEmail, roles: ZTeamRoles, siteIds: ZTeamSiteIds.optional() })
  .superRefine(recruiterHasSite);
export type TInviteMemberInput = z.infer<typeof ZInviteMember>;

export const ZUpdateMember = z
  .object({ userId: ZMemberId, roles: ZTeamRoles, siteIds: ZTeamSiteIds.optional() })
  .superRefine(recruiterHasSite);
export type TUpdateMemberInput = z.infer<typeof ZUpdateMember>;

export const ZMemberIdBody = z.object({ userId: ZMemberId });

export const ZTeamMemberQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100, 'common.tooLong').optional(),
  status: z.enum(TEAM_MEMBER_STATUSES, { error: 'common.invalid' }).optional(),
});

export const ZTeamMember = z.object({
  userId: z.number().int(),
  email: z.string().nullable(),
  displayName: z.string(),
  roles: z.array(z.number().int()),
  sites: z.array(z.object({ id: z.number().int(), name: z.string() })),
  status: z.enum(TEAM_MEMBER_STATUSES),
  /** ISO time of the last sign-in; null: never, or not known. */
  lastSignInAt: z.string().nullable(),
  invitedAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;
