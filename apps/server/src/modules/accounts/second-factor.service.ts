import {
  AppErrorCode,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_FAILURE_LIMIT,
  SECOND_FACTOR_FAILURE_WINDOW_MINUTES,
  type TAppErrorCode,
  type TEnrolment,
  type TMessageKey,
  type TSecondFactorStatus,
} from '@tmp/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TUser } from './accounts.repository.ts';
import {
  isTotpCode,
  matchTotpStep,
  newRecoveryCode,
  newTotpSecret,
  totpUri,
} from './second-factor.crypto.ts';
import {
  claimAccountTry,
  clearAccountTries,
  countRecoveryCodesLeft,
  deleteSecondFactor,
  enableSecondFactor,
  findCustomerSecurity,
  findSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  takeRecoveryCode,
  takeTotpStep,
  type TSecondFactorRow,
} from './second-factor.repository.ts';

const WINDOW_MS = SECOND_FACTOR_FAILURE_WINDOW_MINUTES * 60_000;

export const refusal = (code: TAppErrorCode, key: TMessageKey, params?: Record<string, number>) =>
  new AppError(code, key, params ? { params } : {});

const locked = () =>
  refusal(AppErrorCode.SecondFactorLocked, 'secondFactor.locked', {
    minutes: SECOND_FACTOR_FAILURE_WINDOW_MINUTES,
  });
/** A wrong code: the account's tries decide a lock-out; a ticket out of tries sends back to the password. */
const wrongCode = (accountLeft: number, ticketLeft: number) => {
  if (accountLeft <= 0) return locked();
  if (ticketLeft <= 0) return refusal(AppErrorCode.SecondFactorTicketExpired, 'secondFactor.codeWrongLast');
  return refusal(AppErrorCode.SecondFactorWrong, 'secondFactor.codeWrong', {
    left: Math.min(accountLeft, ticketLeft),
  });
};
const notEnabled = () => refusal(AppErrorCode.SecondFactorNotEnabled, 'secondFactor.notEnabled');

/**
 * Runs `fn` in a transaction whose refusals are answered but still committed: a try claimed in the
 * database counts even when the code was wrong.
 */
export const inClaimingTransaction = async <T>(
  deps: TDeps,
  fn: (tx: Db) => Promise<T | AppError>,
): Promise<T> => {
  const result = await deps.db.transaction(fn);
  if (result instanceof AppError) throw result;
  return result;
};

interface TCodeCheck {
  /** The authenticator, locked for the transaction; claimed with one try. */
  factor: TSecondFactorRow;
  code: string;
  now: Date;
  /** Tries left elsewhere (the sign-in ticket's), for the message. */
  otherTriesLeft?: number;
}

/**
 * Compares a 6-digit code (or a recovery code, once enabled) after the try was claimed, and takes it:
 * a TOTP step is taken once, a recovery code is used up. Null when right.
 */
const takeCode = async (tx: Db, deps: TDeps, check: TCodeCheck): Promise<AppError | null> => {
  const { factor, code, now } = check;
  const wrong = () =>
    wrongCode(SECOND_FACTOR_FAILURE_LIMIT - factor.failedAttempts, check.otherTriesLeft ?? Infinity);
  if (isTotpCode(code)) {
    const step = matchTotpStep(deps.secretBox.open(factor.secretSealed), code, now);
    if (step === null) return wrong();
    if (!(await takeTotpStep(tx, factor.customerId, factor.userId, step)))
      return refusal(AppErrorCode.SecondFactorReused, 'secondFactor.codeReused');
  } else {
    const hash = deps.secretBox.hashRecoveryCode(factor.userId, code);
    if (!factor.enabledAt || !(await takeRecoveryCode(tx, factor.customerId, factor.userId, hash, now)))
      return wrong();
  }
  await clearAccountTries(tx, factor.customerId, factor.userId);
  return null;
};

/** Claims a try of the account (locking its authenticator row), then checks and takes the code. */
export const claimAndTakeCode = async (
  tx: Db,
  deps: TDeps,
  owner: { customerId: number; userId: number },
  input: { code: string; otherTriesLeft?: number },
): Promise<{ factor: TSecondFactorRow } | AppError> => {
  const now = deps.now();
  const factor = await claimAccountTry(
    tx,
    owner,
    now,
    new Date(now.getTime() - WINDOW_MS),
    SECOND_FACTOR_FAILURE_LIMIT,
  );
  if (!factor) return (await findSecondFactor(tx, owner.customerId, owner.userId)) ? locked() : notEnabled();
  const wrong = await takeCode(tx, deps, { factor, now, ...input });
  return wrong ?? { factor };
};

/** Ten new recovery codes replace the old ones; answered once, stored as keyed hashes. */
export const issueRecoveryCodes = async (tx: Db, deps: TDeps, factor: TSecondFactorRow) => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = codes.map((code) => deps.secretBox.hashRecoveryCode(factor.userId, code));
  await replaceRecoveryCodes(tx, factor.customerId, factor.userId, hashes);
  return codes;
};

/** Enables a pending authenticator whose first code was just taken, with its recovery codes. */
export const enableWithRecoveryCodes = async (tx: Db, deps: TDeps, factor: TSecondFactorRow) => {
  await enableSecondFactor(tx, factor.customerId, factor.userId, deps.now());
  return issueRecoveryCodes(tx, deps, factor);
};

// The HR console (the signed-in user's own authenticator)

export const getSecondFactorStatus = async (deps: TDeps, user: TUser): Promise<TSecondFactorStatus> => {
  const factor = await findSecondFactor(deps.db, user.customerId, user.id);
  const { isRequired } = await findCustomerSecurity(deps.db, user.customerId);
  return {
    isEnabled: Boolean(factor?.enabledAt),
    isRequired,
    enabledAt: factor?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: factor?.enabledAt
      ? await countRecoveryCodesLeft(deps.db, user.customerId, user.id)
      : 0,
  };
};

/** A fresh secret each time set-up starts from the console: an earlier QR code stops working. */
export const startEnrolment = async (deps: TDeps, user: TUser): Promise<TEnrolment> => {
  const secret = newTotpSecret();
  if (!(await savePendingSecret(deps.db, user.customerId, user.id, deps.secretBox.seal(secret))))
    throw refusal(AppErrorCode.SecondFactorAlreadyEnabled, 'secondFactor.alreadyEnabled');
  const { issuer } = await findCustomerSecurity(deps.db, user.customerId);
  return { secret, otpauthUri: totpUri(secret, user.email ?? user.phone ?? '', issuer) };
};

export const confirmEnrolment = async (deps: TDeps, user: TUser, code: string) => {
  const existing = await findSecondFactor(deps.db, user.customerId, user.id);
  if (!existing) throw refusal(AppErrorCode.SecondFactorNotStarted, 'secondFactor.notStarted');
  return inClaimingTransaction(deps, async (tx) => {
    const taken = await claimAndTakeCode(
      tx,
      deps,
      { customerId: user.customerId, userId: user.id },
      { code },
    );
    if (taken instanceof AppError) return taken;
    if (taken.factor.enabledAt)
      return refusal(AppErrorCode.SecondFactorAlreadyEnabled, 'secondFactor.alreadyEnabled');
    return { recoveryCodes: await enableWithRecoveryCodes(tx, deps, taken.factor) };
  });
};

/** Runs `fn` once a current code (or a recovery code) of the enabled authenticator was taken. */
const withProvenFactor = async <T>(
  deps: TDeps,
  user: TUser,
  code: string,
  fn: (tx: Db, factor: TSecondFactorRow) => Promise<T>,
) => {
  const existing = await findSecondFactor(deps.db, user.customerId, user.id);
  if (!existing?.enabledAt) throw notEnabled();
  return inClaimingTransaction(deps, async (tx) => {
    const taken = await claimAndTakeCode(
      tx,
      deps,
      { customerId: user.customerId, userId: user.id },
      { code },
    );
    if (taken instanceof AppError) return taken;
    if (!taken.factor.enabledAt) return notEnabled();
    return fn(tx, taken.factor);
  });
};

export const renewRecoveryCodes = (deps: TDeps, user: TUser, code: string) =>
  withProvenFactor(deps, user, code, async (tx, factor) => ({
    recoveryCodes: await issueRecoveryCodes(tx, deps, factor),
  }));

/** Turns the second factor off; where the customer requires one, the next sign-in sets it up again. */
export const disableSecondFactor = (deps: TDeps, user: TUser, code: string) =>
  withProvenFactor(deps, user, code, async (tx) => {
    await deleteSecondFactor(tx, user.customerId, user.id);
    return null;
  });
