import { randomBytes } from 'node:crypto';
import {
  AppErrorCode,
  INVITATION_HOURS,
  INVITATION_PATH,
  isHrMember,
  translate,
  ZEmail,
  type TLang,
} from '@tmp/contracts';
import type { TAdapters } from '../../adapters/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecret, randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { signInInvitedMember } from '../accounts/accounts.service.ts';
import { getCustomer, getCustomerOrigin, type TCustomer } from '../customers/customers.service.ts';
import {
  activateMember,
  findLatestSiteIds,
  insertInvitation,
  insertPendingMember,
  lockPendingMember,
  lockUserByEmail,
  spendInvitation,
  updatePendingRoles,
  voidInvitations,
} from './invitations.repository.ts';

/*
 * An HR team invitation (decisions §8) makes a pending member at once: a user of the customer with the
 * roles given, no password and inactive, so the team list shows them as invited. Its link is single use,
 * lives 72 hours and is stored only as its hash; a newer link for the member voids the older ones.
 * Accepting sets the name and password and makes the account active.
 */

/** What inviting needs: the mail sender alone of the adapters (the operator's command line has no other). */
export type TInviteDeps = Pick<TDeps, 'db' | 'now' | 'publicUrl'> & { adapters: Pick<TAdapters, 'mail'> };

export interface TInvitationLink {
  link: string;
  expiresAt: Date;
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newRecommendCode = () =>
  Array.from(randomBytes(10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

const notPending = () => new AppError(AppErrorCode.InvitationNotPending, 'invitations.notInvited');

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** Writes a new link for the member (voiding the older ones) inside the caller's transaction. */
const issueLink = async (
  tx: Db,
  deps: TInviteDeps,
  member: { customerId: number; userId: number; siteIds: number[]; invitedByUserId?: number | undefined },
) => {
  const token = randomToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  await voidInvitations(tx, member.customerId, member.userId, now);
  await insertInvitation(tx, {
    customerId: member.customerId,
    userId: member.userId,
    tokenHash: sha256(token),
    siteIds: member.siteIds,
    invitedByUserId: member.invitedByUserId ?? null,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
};

/** The link from the customer's configured origin (never a request's Host), mailed in both languages. */
const mailLink = async (deps: TInviteDeps, customerId: number, email: string, token: string) => {
  const customer = await getCustomer(deps, customerId);
  const link = `${await getCustomerOrigin(deps, customerId)}${INVITATION_PATH}?token=${token}`;
  if (!customer) return link;
  const textIn = (lang: TLang, site: string) =>
    fill(translate('invitations.mail', lang), { site, link, hours: String(INVITATION_HOURS) });
  await deps.adapters.mail.send({
    customerId,
    to: email,
    subject: fill(translate('invitations.mailSubject', 'en-us'), { site: customer.nameEn }),
    text: `${textIn('en-us', customer.nameEn)}\n\n${textIn('zh-cn', customer.nameZh)}`,
  });
  return link;
};

export interface TInviteMember {
  customerId: number;
  email: string;
  roles: number[];
  siteIds?: number[] | undefined;
  invitedByUserId?: number | undefined;
}

/**
 * Invites an email onto the customer's HR team with the roles given and mails the link. Inviting a member
 * still pending (or deactivated before accepting) sends a new link with the new roles; an email that
 * already has an account of this customer (an HR member, or a candidate) is refused. `siteIds` are kept
 * with the invitation; assigning them is the team's own table, written by the caller with the `userId`.
 */
export const inviteMember = async (
  deps: TInviteDeps,
  input: TInviteMember,
): Promise<TInvitationLink & { userId: number }> => {
  const parsed = ZEmail.safeParse(input.email);
  if (!parsed.success) throw new AppError(AppErrorCode.Validation, 'validation.email');
  const email = parsed.data.toLowerCase();
  if (!(await getCustomer(deps, input.customerId)))
    throw new AppError(AppErrorCode.UnknownCustomer, 'common.unknownCustomer');
  const { userId, token, expiresAt } = await deps.db.transaction(async (tx) => {
    const existing = await lockUserByEmail(tx, input.customerId, email);
    const pending = existing && (await lockPendingMember(tx, input.customerId, existing.id, true));
    if (existing && !pending) {
      throw isHrMember(existing.roles)
        ? new AppError(AppErrorCode.InvitationMemberExists, 'invitations.alreadyMember')
        : new AppError(AppErrorCode.InvitationEmailTaken, 'invitations.emailTaken');
    }
    const memberId = pending
      ? (await updatePendingRoles(tx, input.customerId, pending.id, input.roles), pending.id)
      : await insertPendingMember(tx, {
          customerId: input.customerId,
          email,
          roles: input.roles,
          recommendCode: newRecommendCode(),
          now: deps.now(),
        });
    if (memberId === undefined)
      throw new AppError(AppErrorCode.InvitationMemberExists, 'invitations.alreadyMember');
    const issued = await issueLink(tx, deps, { ...input, userId: memberId, siteIds: input.siteIds ?? [] });
    return { userId: memberId, ...issued };
  });
  const link = await mailLink(deps, input.customerId, email, token);
  return { userId, link, expiresAt };
};

/** A new link for a member still pending, mailed again; every earlier link stops working. */
export const resendInvitation = async (
  deps: TInviteDeps,
  input: { customerId: number; userId: number },
): Promise<TInvitationLink> => {
  const { email, token, expiresAt } = await deps.db.transaction(async (tx) => {
    const member = await lockPendingMember(tx, input.customerId, input.userId);
    if (!member?.email) throw notPending();
    const siteIds = await findLatestSiteIds(tx, input.customerId, member.id);
    const issued = await issueLink(tx, deps, { customerId: input.customerId, userId: member.id, siteIds });
    return { email: member.email, ...issued };
  });
  return { link: await mailLink(deps, input.customerId, email, token), expiresAt };
};

/**
 * Accepts an invitation: spends its link and makes the member active with the name and password chosen.
 * A used, voided, expired or unknown link gets one answer. Answers the member's user id.
 */
export const acceptInvitation = async (
  deps: Pick<TDeps, 'db' | 'now'>,
  customerId: number,
  input: { token: string; fullname: string; password: string },
): Promise<number> => {
  const passwordHash = await hashSecret(input.password);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const userId = await spendInvitation(tx, customerId, sha256(input.token.trim()), now);
    const activated =
      userId === undefined
        ? undefined
        : await activateMember(tx, customerId, userId, {
            passwordHash,
            displayName: input.fullname.trim(),
            now,
          });
    if (activated === undefined) throw new AppError(AppErrorCode.InvitationInvalid, 'invitations.invalid');
    return activated;
  });
};

/** Accepts an invitation (the member's name and password set) and signs the new member in like `Login`. */
export const acceptInvitationAndSignIn = async (
  deps: TDeps,
  customer: TCustomer,
  input: { token: string; fullname: string; password: string },
) => signInInvitedMember(deps, customer.id, await acceptInvitation(deps, customer.id, input));
