import {
  AppErrorCode,
  Role,
  SECOND_FACTOR_TICKET_MINUTES,
  SECOND_FACTOR_TICKET_TRIES,
  SecondFactorStep,
  type TSecondFactorChallenge,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { findUserById, touchUserLogin, type TUser } from './accounts.repository.ts';
import { isTotpCode } from './second-factor.crypto.ts';
import {
  claimTicketTry,
  findCustomerSecurity,
  findSecondFactor,
  insertTicket,
  spendTicket,
} from './second-factor.repository.ts';
import {
  claimAndTakeCode,
  enableWithRecoveryCodes,
  inClaimingTransaction,
  preparePendingSecret,
  refusal,
} from './second-factor.service.ts';
import { issueToken } from './sessions.service.ts';

const ticketExpired = () => refusal(AppErrorCode.SecondFactorTicketExpired, 'secondFactor.ticketExpired');

/** Whether this user must pass a second factor: an HR user who enabled one, or whose customer requires it. */
const findDueStep = async (deps: TDeps, user: TUser) => {
  if (!user.roles.includes(Role.HrManager)) return undefined;
  const factor = await findSecondFactor(deps.db, user.customerId, user.id);
  if (factor?.enabledAt) return SecondFactorStep.Totp;
  const { isRequired } = await findCustomerSecurity(deps.db, user.customerId);
  return isRequired ? SecondFactorStep.Enroll : undefined;
};

/**
 * The sign-in hook: after a right password (or SMS code), a user with a second factor due gets no token but
 * a ticket for `LoginSecondFactor` — a refusal (code SecondFactorRequired) whose data carries it.
 */
export const requireSecondFactorIfDue = async (deps: TDeps, user: TUser): Promise<void> => {
  const step = await findDueStep(deps, user);
  if (!step) return;
  const enrolment = step === SecondFactorStep.Enroll ? await preparePendingSecret(deps, user) : undefined;
  if (enrolment instanceof AppError) throw enrolment;
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
  const data: TSecondFactorChallenge = { secondFactor: step, ticket, ...(enrolment ? { enrolment } : {}) };
  throw new AppError(
    AppErrorCode.SecondFactorRequired,
    step === SecondFactorStep.Enroll ? 'secondFactor.enrollRequired' : 'secondFactor.required',
    { data },
  );
};

/**
 * Finishes a sign-in: claims a try of the ticket and of the account before comparing the code, takes the
 * code (a TOTP step once, a recovery code once), spends the ticket, then answers like `Login`. An enrolment
 * ticket turns the new authenticator on and also answers its recovery codes.
 */
export const loginWithSecondFactor = async (
  deps: TDeps,
  customerId: number,
  ticket: string,
  code: string,
) => {
  const now = deps.now();
  const passed = await inClaimingTransaction(deps, async (tx) => {
    const claimed = await claimTicketTry(tx, customerId, sha256(ticket), now, SECOND_FACTOR_TICKET_TRIES);
    if (!claimed) return ticketExpired();
    const isEnrolment = claimed.step === SecondFactorStep.Enroll;
    const otherTriesLeft = SECOND_FACTOR_TICKET_TRIES - claimed.attempts;
    if (isEnrolment && !isTotpCode(code))
      return refusal(AppErrorCode.SecondFactorWrong, 'secondFactor.codeWrong', { left: otherTriesLeft });
    const taken = await claimAndTakeCode(tx, deps, claimed, { code, otherTriesLeft });
    if (taken instanceof AppError) return taken;
    if (Boolean(taken.factor.enabledAt) === isEnrolment) return ticketExpired();
    if (!(await spendTicket(tx, claimed.id, now))) return ticketExpired();
    const recoveryCodes = isEnrolment ? await enableWithRecoveryCodes(tx, deps, taken.factor) : undefined;
    return { userId: claimed.userId, recoveryCodes };
  });
  const user = await findUserById(deps.db, customerId, passed.userId);
  if (!user?.isActive) throw ticketExpired();
  await touchUserLogin(deps.db, user.id, now);
  const token = await issueToken(deps, user);
  return passed.recoveryCodes ? { token, recoveryCodes: passed.recoveryCodes } : { token };
};
