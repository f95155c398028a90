import {
  AppErrorCode,
  Role,
  type TInviteMemberInput,
  type TLang,
  type TTeamMember,
  type TTeamMemberStatus,
  type TUpdateMemberInput,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { forgetUserSessions } from '../accounts/sessions.service.ts';
import { listSites } from '../reference-data/reference-data.service.ts';
import { inviteMember, resendInvitation, type TInviteDeps } from './invitations.service.ts';
import {
  clearDeactivation,
  countActiveAdmins,
  deactivate,
  findMember,
  findMemberPage,
  findSiteIdsOf,
  lockTeam,
  replaceSites,
  updateRoles,
  type TMemberRow,
} from './team.repository.ts';

/*
 * The HR team (decisions §8), kept by a customer admin: invitations, roles, a recruiter's sites,
 * deactivation. The customer always keeps at least one active admin: every change that could take the last
 * one away is decided under a per-customer lock, also when two admins act at once.
 */

const memberNotFound = () => new AppError(AppErrorCode.TeamMemberNotFound, 'team.memberNotFound');
const lastAdmin = () => new AppError(AppErrorCode.TeamLastAdmin, 'team.lastAdmin');
const badSite = () => new AppError(AppErrorCode.TeamBadSite, 'team.badSite', { status: 400 });
const deactivated = () => new AppError(AppErrorCode.TeamMemberDeactivated, 'team.deactivated');

const statusOf = (row: TMemberRow): TTeamMemberStatus =>
  row.deactivatedAt ? 'deactivated' : row.isActive ? 'active' : row.invitedAt ? 'invited' : 'deactivated';

const toMembers = async (deps: TDeps, customerId: number, lang: TLang, rows: TMemberRow[]) => {
  const [siteRows, sites] = await Promise.all([
    findSiteIdsOf(
      deps.db,
      customerId,
      rows.map((row) => row.id),
    ),
    listSites(deps.db, customerId, lang),
  ]);
  const siteName = new Map(sites.map((site) => [site.id, site.text]));
  return rows.map((row): TTeamMember => ({
    userId: row.id,
    email: row.email,
    displayName: row.displayName,
    roles: [...row.roles].sort(),
    sites: siteRows
      .filter((site) => site.userId === row.id)
      .map((site) => ({ id: site.siteId, name: siteName.get(site.siteId) ?? '' })),
    status: statusOf(row),
    lastSignInAt: row.lastLoginAt?.toISOString() ?? null,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  }));
};

const getMember = async (deps: TDeps, customerId: number, userId: number, lang: TLang) => {
  const row = await findMember(deps.db, customerId, userId);
  if (!row) throw memberNotFound();
  return (await toMembers(deps, customerId, lang, [row]))[0]!;
};

/** The sites given must be the customer's; only a recruiter keeps any. */
const sitesFor = async (
  deps: Pick<TDeps, 'db'>,
  customerId: number,
  roles: number[],
  siteIds: number[] | undefined,
) => {
  if (!roles.includes(Role.Recruiter)) return [];
  const known = new Set((await listSites(deps.db, customerId, 'en-us')).map((site) => site.id));
  if (!siteIds?.length || siteIds.some((id) => !known.has(id))) throw badSite();
  return siteIds;
};

export const queryMembers = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  q: {
    pageIndex: number;
    pageSize: number;
    keyword?: string | undefined;
    status?: TTeamMemberStatus | undefined;
  },
) => {
  const { rows, total } = await findMemberPage(deps.db, customerId, q);
  return { list: await toMembers(deps, customerId, lang, rows), recordcount: total };
};

/**
 * Invites an email with roles (a recruiter with sites) and mails the link (invitations.service); answers the
 * link too, for the operator's `hr:invite` (which has no inviting member).
 */
export const inviteWithSites = async (
  deps: TInviteDeps,
  customerId: number,
  input: TInviteMemberInput,
  invitedByUserId?: number,
) => {
  const siteIds = await sitesFor(deps, customerId, input.roles, input.siteIds);
  const invited = await inviteMember(deps, {
    customerId,
    email: input.email,
    roles: input.roles,
    siteIds,
    invitedByUserId,
  });
  await deps.db.transaction(async (tx) => {
    await replaceSites(tx, customerId, invited.userId, siteIds);
    await clearDeactivation(tx, customerId, invited.userId);
  });
  return invited;
};

/** The HR Team API's invitation: the link goes only to the invited email. */
export const inviteTeamMember = async (
  deps: TDeps,
  customerId: number,
  input: TInviteMemberInput,
  invitedByUserId: number,
) => {
  const { userId, expiresAt } = await inviteWithSites(deps, customerId, input, invitedByUserId);
  return { userId, expiresAt: expiresAt.toISOString() };
};

/** A new link for a member still invited; a deactivated member gets none. */
export const resendTeamInvitation = async (deps: TDeps, customerId: number, userId: number) => {
  const member = await findMember(deps.db, customerId, userId);
  if (!member) throw memberNotFound();
  if (member.deactivatedAt) throw deactivated();
  const { expiresAt } = await resendInvitation(deps, { customerId, userId });
  return { expiresAt: expiresAt.toISOString() };
};

/** New roles and sites; the last active customer admin keeps role 3. The member's next call uses them. */
export const updateMember = async (
  deps: TDeps,
  customerId: number,
  input: TUpdateMemberInput,
  lang: TLang,
) => {
  const siteIds = await sitesFor(deps, customerId, input.roles, input.siteIds);
  await deps.db.transaction(async (tx) => {
    await lockTeam(tx, customerId);
    const member = await findMember(tx, customerId, input.userId, true);
    if (!member) throw memberNotFound();
    const losesAdmin = member.roles.includes(Role.CustomerAdmin) && !input.roles.includes(Role.CustomerAdmin);
    if (
      losesAdmin &&
      statusOf(member) === 'active' &&
      (await countActiveAdmins(tx, customerId, member.id)) === 0
    ) {
      throw lastAdmin();
    }
    await updateRoles(tx, customerId, member.id, input.roles);
    await replaceSites(tx, customerId, member.id, siteIds);
  });
  // The sessions kept in memory hold the old roles: read them again, here and in every other process.
  await forgetUserSessions(deps, input.userId);
  return getMember(deps, customerId, input.userId, lang);
};

/** Deactivates a member: no more sign-in, and every session ends at once in every process. */
export const deactivateMember = async (deps: TDeps, customerId: number, userId: number, lang: TLang) => {
  await deps.db.transaction(async (tx) => {
    await lockTeam(tx, customerId);
    const member = await findMember(tx, customerId, userId, true);
    if (!member) throw memberNotFound();
    if (member.deactivatedAt) return;
    if (
      member.roles.includes(Role.CustomerAdmin) &&
      statusOf(member) === 'active' &&
      (await countActiveAdmins(tx, customerId, member.id)) === 0
    ) {
      throw lastAdmin();
    }
    await deactivate(tx, customerId, member.id, deps.now());
  });
  await forgetUserSessions(deps, userId);
  return getMember(deps, customerId, userId, lang);
};

/**
 * Refuses when this user is the customer's last active admin (deleting one's own account, say). Inside a
 * transaction it also takes the team's lock, so a simultaneous change cannot take the other admin away.
 */
export const keepLastAdmin = async (db: TDeps['db'], customerId: number, userId: number) => {
  await lockTeam(db, customerId);
  const member = await findMember(db, customerId, userId);
  if (
    member?.roles.includes(Role.CustomerAdmin) &&
    statusOf(member) === 'active' &&
    (await countActiveAdmins(db, customerId, member.id)) === 0
  ) {
    throw lastAdmin();
  }
};
