import {
  AppErrorCode,
  SECOND_FACTOR_ENROL_PATH,
  SECOND_FACTOR_LINK_MINUTES,
  SECOND_FACTOR_TICKET_TRIES,
  SecondFactorStep,
  translate,
  type TLang,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { sendNowOrQueue } from '../messages/messages.ts';
import { getCustomer, getCustomerOrigin } from '../customers/customers.service.ts';
import { findUserById, touchUserLogin, type TUser } from './accounts.repository.ts';
import { newTotpSecret, totpUri } from './second-factor.crypto.ts';
import {
  claimTicketTry,
  deletePendingSecret,
  findCustomerSecurity,
  findLiveTicket,
  findSecondFactor,
  insertPendingSecretOnce,
  insertTicket,
  lockUserRow,
  spendTicket,
  voidLiveTickets,
} from './second-factor.repository.ts';
import {
  claimAndTakeCode,
  enableWithRecoveryCodes,
  inClaimingTransaction,
  refusal,
} from './second-factor.service.ts';
import { issueToken } from './sessions.service.ts';

/*
 * A second factor that is required but not set up is enrolled through a single-use link mailed to the HR
 * address, never from a password sign-in: whoever knows the password alone never sees a secret. The link
 * is a ticket of step 'enroll' (stored hashed); a newer link spends the older ones and drops any secret
 * not yet confirmed, so a QR code shown before stops working.
 */

const ENROL = SecondFactorStep.Enroll;
const linkInvalid = () => refusal(AppErrorCode.SecondFactorTicketExpired, 'secondFactor.linkInvalid');

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

const sendLinkMail = async (deps: TDeps, user: TUser, token: string) => {
  const customer = await getCustomer(deps, user.customerId);
  if (!customer || !user.email) return;
  // From the customer's configured origin, like every link the portal writes (never the request's Host).
  const link = `${await getCustomerOrigin(deps, user.customerId)}${SECOND_FACTOR_ENROL_PATH}?token=${token}`;
  const minutes = String(SECOND_FACTOR_LINK_MINUTES);
  const textIn = (lang: TLang, site: string) =>
    fill(translate('secondFactor.enrollMail', lang), { site, link, minutes });
  const en = textIn('en-us', customer.nameEn);
  // Sent while the user waits for it; a mail server failure leaves it to the queue, which retries it.
  await sendNowOrQueue(deps, {
    channel: 'email',
    customerId: customer.id,
    to: user.email,
    subject: fill(translate('secondFactor.enrollMailSubject', 'en-us'), { site: customer.nameEn }),
    text: `${en}\n\n${textIn('zh-cn', customer.nameZh)}`,
  });
};

/**
 * Mails a new set-up link to the user, voiding earlier links and any unconfirmed secret. The user's row
 * is locked meanwhile, so two sign-ins at once still leave one live link.
 */
export const mailEnrolmentLink = async (deps: TDeps, user: TUser) => {
  const token = randomToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await lockUserRow(tx, user.customerId, user.id);
    await voidLiveTickets(tx, user.customerId, user.id, ENROL, now);
    await deletePendingSecret(tx, user.customerId, user.id);
    await insertTicket(tx, {
      ticketHash: sha256(token),
      userId: user.id,
      customerId: user.customerId,
      step: ENROL,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SECOND_FACTOR_LINK_MINUTES * 60_000),
    });
  });
  await sendLinkMail(deps, user, token);
};

/** What the set-up page shows: the link's secret (made on first opening, then the same) and its QR URI. */
export const openEnrolmentLink = async (deps: TDeps, customerId: number, token: string) => {
  const link = await findLiveTicket(
    deps.db,
    customerId,
    { hash: sha256(token), step: ENROL },
    deps.now(),
    SECOND_FACTOR_TICKET_TRIES,
  );
  const user = link && (await findUserById(deps.db, customerId, link.userId));
  if (!link || !user?.isActive) throw linkInvalid();
  await insertPendingSecretOnce(deps.db, customerId, user.id, deps.secretBox.seal(newTotpSecret()));
  const factor = await findSecondFactor(deps.db, customerId, user.id);
  if (!factor || factor.enabledAt) throw linkInvalid();
  const secret = deps.secretBox.open(factor.secretSealed);
  const account = user.email ?? user.phone ?? '';
  const { issuer } = await findCustomerSecurity(deps.db, customerId);
  return { secret, otpauthUri: totpUri(secret, account, issuer), account };
};

/**
 * Confirms the set-up with a first code: claims a try of the link (its row stays locked, so simultaneous
 * confirmations take turns and only the first spends it), takes the code, turns the factor on with its
 * recovery codes, and signs in.
 */
export const confirmEnrolmentLink = async (deps: TDeps, customerId: number, token: string, code: string) => {
  const now = deps.now();
  const passed = await inClaimingTransaction(deps, async (tx) => {
    const link = await claimTicketTry(
      tx,
      customerId,
      { hash: sha256(token), step: ENROL },
      now,
      SECOND_FACTOR_TICKET_TRIES,
    );
    if (!link) return linkInvalid();
    const otherTriesLeft = SECOND_FACTOR_TICKET_TRIES - link.attempts;
    const taken = await claimAndTakeCode(tx, deps, link, { code, otherTriesLeft });
    if (taken instanceof AppError)
      return taken.code === AppErrorCode.SecondFactorNotEnabled ? linkInvalid() : taken;
    if (taken.factor.enabledAt || !(await spendTicket(tx, customerId, link.id, now))) return linkInvalid();
    return { userId: link.userId, recoveryCodes: await enableWithRecoveryCodes(tx, deps, taken.factor) };
  });
  const user = await findUserById(deps.db, customerId, passed.userId);
  if (!user?.isActive) throw linkInvalid();
  await touchUserLogin(deps.db, customerId, user.id, now);
  return { token: await issueToken(deps, user), recoveryCodes: passed.recoveryCodes };
};
