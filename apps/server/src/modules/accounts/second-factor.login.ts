import {
  AppErrorCode,
  isHrMember,
  SECOND_FACTOR_LINK_MINUTES,
  SECOND_FACTOR_TICKET_MINUTES,
  SECOND_FACTOR_TICKET_TRIES,
  SecondFactorStep,
  type TSecondFactorChallenge,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findUserById, touchUserLogin, type TUser } from './accounts.repository.ts';
import {
  claimTicketTry,
  findCustomerSecurity,
  findSecondFactor,
  insertTicket,
  spendTicket,
} from './second-factor.repository.ts';
import { mailEnrolmentLink } from './second-factor.enrolment.ts';
import { claimAndTakeCode, inClaimingTransaction, refusal } from './second-factor.service.ts';
import { issueToken } from './sessions.service.ts';

const ticketExpired = () => refusal(AppErrorCode.SecondFactorTicketExpired, 'secondFactor.ticketExpired');

/** Whether this user must pass a second factor: an HR user who enabled one, or whose customer requires it. */
const findDueStep = async (deps: TDeps, user: TUser) => {
  if (!isHrMember(user.roles)) return undefined;
  const factor = await findSecondFactor(deps.db, user.customerId, user.id);
  if (factor?.enabledAt) return SecondFactorStep.Totp;
  const { isRequired } = await findCustomerSecurity(deps.db, user.customerId);
  return isRequired ? SecondFactorStep.Enroll : undefined;
};

/**
 * The sign-in hook: after a right password (or SMS code), a user with a second factor due gets no token but
 * a ticket for `LoginSecondFactor` — a refusal (code SecondFactorRequired) whose data carries it. One who
 * must still set it up gets neither: the set-up link is mailed to the account's address.
 */
export const requireSecondFactorIfDue = async (deps: TDeps, user: TUser): Promise<void> => {
  const step = await findDueStep(deps, user);
  if (!step) return;
  if (step === SecondFactorStep.Enroll) {
    await mailEnrolmentLink(deps, user);
    const data: TSecondFactorChallenge = { secondFactor: step };
    throw new AppError(AppErrorCode.SecondFactorRequired, 'secondFactor.enrollMailed', {
      data,
      params: { minutes: SECOND_FACTOR_LINK_MINUTES },
    });
  }
  const ticket = randomToken();
  const now = deps.now();
  await insertTicket(deps.db, {
    ticketHash: sha256(ticket),
    userId: user.id,
    customerId: user.customerId,
    step,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_TICKET_MINUTES * 60_000),
  });
  const data: TSecondFactorChallenge = { secondFactor: step, ticket };
  throw new AppError(AppErrorCode.SecondFactorRequired, 'secondFactor.required', { data });
};

/**
 * Finishes a sign-in: claims a try of the ticket and of the account before comparing the code, takes the
 * code (a TOTP step once, a recovery code once), spends the ticket, then answers like `Login`.
 */
export const loginWithSecondFactor = async (
  deps: TDeps,
  customerId: number,
  ticket: string,
  code: string,
) => {
  const now = deps.now();
  const passed = await inClaimingTransaction(deps, async (tx) => {
    const claimed = await claimTicketTry(
      tx,
      customerId,
      { hash: sha256(ticket), step: SecondFactorStep.Totp },
      now,
      SECOND_FACTOR_TICKET_TRIES,
    );
    if (!claimed) return ticketExpired();
    const otherTriesLeft = SECOND_FACTOR_TICKET_TRIES - claimed.attempts;
    const taken = await claimAndTakeCode(tx, deps, claimed, { code, otherTriesLeft });
    if (taken instanceof AppError) return taken;
    if (!taken.factor.enabledAt || !(await spendTicket(tx, customerId, claimed.id, now)))
      return ticketExpired();
    return { userId: claimed.userId };
  });
  const user = await findUserById(deps.db, customerId, passed.userId);
  if (!user?.isActive) throw ticketExpired();
  await touchUserLogin(deps.db, customerId, user.id, now);
  return { token: await issueToken(deps, user) };
};
