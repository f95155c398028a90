import { randomBytes } from 'node:crypto';
import {
  AGREEMENT_VERSION,
  AppErrorCode,
  isHrMember,
  Role,
  SystemType,
  type TUserInfo,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { burnSecretCheck, hashSecret, verifySecret } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import { listOptions } from '../reference-data/reference-data.service.ts';
import {
  claimLoginAttempt,
  clearLoginFailures,
  findUserByEmail,
  findHrUsers,
  findUserById,
  findUserByPhone,
  findUserByRecommendCode,
  insertUser,
  releaseLoginAttempt,
  revokeUserSessions,
  touchUserLogin,
  updateUserPassword,
  type TUser,
} from './accounts.repository.ts';
import { consumeCaptcha } from './captcha.service.ts';
import { requireSecondFactorIfDue } from './second-factor.login.ts';
import { forgetUserSessions, issueToken } from './sessions.service.ts';
import { checkSmsCode, consumeSmsCode, useSmsCode } from './verification.service.ts';

/** Ten failed sign-ins within 15 minutes lock the account's password sign-in for the rest of the window. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const isEmail = (account: string) => account.includes('@');
const normalizeEmail = (email: string) => email.trim().toLowerCase();
const normalizeAnswer = (answer: string) => answer.trim().toLowerCase();
// Base32 without look-alikes: share codes are read aloud and typed.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newRecommendCode = () =>
  Array.from(randomBytes(10), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');

const requireSystemType = (customer: TCustomer, systemType: number) => {
  if (customer.systemType !== systemType)
    throw new AppError(AppErrorCode.WrongSystemType, 'accounts.wrongSystemType');
};

const findByAccount = (deps: TDeps, customerId: number, account: string) =>
  isEmail(account)
    ? findUserByEmail(deps.db, customerId, normalizeEmail(account))
    : findUserByPhone(deps.db, customerId, account.trim());

/** Checks a secret against a stored hash; with nothing to check against it takes just as long. */
const checkSecret = async (secret: string, stored: string | null | undefined): Promise<boolean> => {
  if (stored) return verifySecret(secret, stored);
  await burnSecretCheck(secret);
  return false;
};

/**
 * Claims one attempt of an account as a failure before its secret is compared; refuses when the
 * account already has ten in the window. Answers the claim's id: a success clears the failures, an
 * attempt whose secret was never compared releases its claim.
 */
const claimAttempt = async (deps: TDeps, customerId: number, account: string) => {
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const claimId = await claimLoginAttempt(deps.db, {
    customerId,
    account,
    since,
    now,
    max: LOGIN_FAILURE_LIMIT,
  });
  if (claimId === undefined) {
    throw new AppError(AppErrorCode.LoginLocked, 'accounts.loginLocked', {
      params: { minutes: LOGIN_FAILURE_WINDOW_MS / 60_000 },
    });
  }
  return claimId;
};

const signIn = async (deps: TDeps, user: TUser) => {
  await requireSecondFactorIfDue(deps, user);
  await touchUserLogin(deps.db, user.customerId, user.id, deps.now());
  return { token: await issueToken(deps, user) };
};

/**
 * Signs in a member who just accepted an HR team invitation (team's `acceptInvitationAndSignIn`) like
 * `Login`: where the customer requires the second factor, its set-up link is mailed and no token is given yet.
 */
export const signInInvitedMember = async (deps: TDeps, customerId: number, userId: number) => {
  const user = await findUserById(deps.db, customerId, userId);
  if (!user?.isActive) throw new AppError(AppErrorCode.InvitationInvalid, 'invitations.invalid');
  return signIn(deps, user);
};

/**
 * Password sign-in with a phone or an email. An unknown account and a wrong password get the same
 * answer after the same work; repeated failures lock the account for a while.
 */
export const loginWithPassword = async (
  deps: TDeps,
  customer: TCustomer,
  loginName: string,
  password: string,
) => {
  const account = isEmail(loginName) ? normalizeEmail(loginName) : loginName.trim();
  await claimAttempt(deps, customer.id, account);
  const user = await findByAccount(deps, customer.id, account);
  const isValid = await checkSecret(password, user?.isActive ? user.passwordHash : undefined);
  if (!user || !isValid) throw new AppError(AppErrorCode.BadCredentials, 'accounts.badCredentials');
  await clearLoginFailures(deps.db, customer.id, account);
  return signIn(deps, user);
};

/** SMS sign-in (phone accounts): a phone with no account is pointed to registration. */
export const loginWithCode = async (deps: TDeps, customer: TCustomer, phone: string, code: string) => {
  requireSystemType(customer, SystemType.Phone);
  const user = await findUserByPhone(deps.db, customer.id, phone);
  if (!user?.isActive) throw new AppError(AppErrorCode.PhoneNotRegistered, 'accounts.phoneNotRegistered');
  await consumeSmsCode(deps, customer.id, phone, code);
  return signIn(deps, user);
};

export interface TPhoneRegistration {
  phone: string;
  code: string;
  password: string;
  fullname: string;
  email?: string | undefined;
}

/**
 * Phone registration. The code is checked before anything about existing accounts is said, so a wrong
 * code answers alike for taken and free phones and emails; a right code with a taken phone or email is
 * not used up, so the person can correct the email and try again.
 */
export const registerByPhone = async (deps: TDeps, customer: TCustomer, input: TPhoneRegistration) => {
  requireSystemType(customer, SystemType.Phone);
  const codeId = await checkSmsCode(deps, customer.id, input.phone, input.code);
  if (await findUserByPhone(deps.db, customer.id, input.phone)) {
    throw new AppError(AppErrorCode.AccountTaken, 'accounts.phoneTaken');
  }
  const email = input.email ? normalizeEmail(input.email) : null;
  if (email && (await findUserByEmail(deps.db, customer.id, email))) {
    throw new AppError(AppErrorCode.AccountTaken, 'accounts.emailTaken');
  }
  await useSmsCode(deps, customer.id, codeId);
  const user = await insertUser(deps.db, {
    customerId: customer.id,
    phone: input.phone,
    email,
    passwordHash: await hashSecret(input.password),
    displayName: input.fullname.trim(),
    roles: [Role.Candidate],
    recommendCode: newRecommendCode(),
    agreementVersion: AGREEMENT_VERSION,
    agreedAt: deps.now(),
  });
  if (!user) throw new AppError(AppErrorCode.AccountTaken, 'accounts.phoneTaken');
};

export interface TEmailRegistration {
  email: string;
  password: string;
  question: number;
  answer: string;
  captchaKey: string;
  captchaCode: string;
}

const requireQuestion = async (deps: TDeps, customerId: number, question: number) => {
  const questions = await listOptions(deps.db, customerId, 'en-us', 'SecurityQuestion');
  if (!questions.some((q) => q.value === question))
    throw new AppError(AppErrorCode.Validation, 'validation.question');
};

export const registerByEmail = async (deps: TDeps, customer: TCustomer, input: TEmailRegistration) => {
  requireSystemType(customer, SystemType.Email);
  await consumeCaptcha(deps, customer.id, input.captchaKey, input.captchaCode);
  await requireQuestion(deps, customer.id, input.question);
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(deps.db, customer.id, email))
    throw new AppError(AppErrorCode.AccountTaken, 'accounts.emailTaken');
  const user = await insertUser(deps.db, {
    customerId: customer.id,
    email,
    passwordHash: await hashSecret(input.password),
    displayName: '',
    roles: [Role.Candidate],
    securityQuestionId: input.question,
    securityAnswerHash: await hashSecret(normalizeAnswer(input.answer)),
    recommendCode: newRecommendCode(),
    agreementVersion: AGREEMENT_VERSION,
    agreedAt: deps.now(),
  });
  if (!user) throw new AppError(AppErrorCode.AccountTaken, 'accounts.emailTaken');
};

export interface TPasswordReset {
  account: string;
  password: string;
  code: string;
  key?: string | undefined;
  question?: number | undefined;
  answer?: string | undefined;
}

const noAccount = () => new AppError(AppErrorCode.AccountNotFound, 'accounts.accountNotFound');

const proveByCode = async (deps: TDeps, customer: TCustomer, input: TPasswordReset): Promise<TUser> => {
  await consumeSmsCode(deps, customer.id, input.account.trim(), input.code);
  const user = await findUserByPhone(deps.db, customer.id, input.account.trim());
  if (!user?.isActive) throw noAccount();
  return user;
};

/**
 * Proves an email account by captcha and security answer. Answers can be guessed, so each comparison is
 * claimed against the account's reset lockout first (ten in 15 minutes); a wrong captcha releases it.
 */
const proveByAnswer = async (deps: TDeps, customer: TCustomer, input: TPasswordReset): Promise<TUser> => {
  if (!input.key) throw new AppError(AppErrorCode.Validation, 'validation.imageCode', { status: 400 });
  if (!input.question) throw new AppError(AppErrorCode.Validation, 'validation.question', { status: 400 });
  if (!input.answer) throw new AppError(AppErrorCode.Validation, 'validation.answer', { status: 400 });
  const email = normalizeEmail(input.account);
  const claimId = await claimAttempt(deps, customer.id, `reset:${email}`);
  await consumeCaptcha(deps, customer.id, input.key, input.code).catch(async (err: unknown) => {
    await releaseLoginAttempt(deps.db, customer.id, claimId);
    throw err;
  });
  const user = await findUserByEmail(deps.db, customer.id, email);
  const matchesQuestion = user?.isActive && user.securityQuestionId === input.question;
  const isAnswered = await checkSecret(
    normalizeAnswer(input.answer),
    matchesQuestion ? user.securityAnswerHash : undefined,
  );
  if (!user || !isAnswered) throw noAccount();
  await clearLoginFailures(deps.db, customer.id, `reset:${email}`);
  return user;
};

/**
 * Sets a new password and signs out every session of the account. Phone accounts prove themselves by
 * SMS code (its five tries are the limit), email accounts by captcha and security answer.
 */
export const resetPassword = async (deps: TDeps, customer: TCustomer, input: TPasswordReset) => {
  const user =
    customer.systemType === SystemType.Phone
      ? await proveByCode(deps, customer, input)
      : await proveByAnswer(deps, customer, input);
  const at = deps.now();
  await updateUserPassword(deps.db, customer.id, user.id, await hashSecret(input.password), at);
  await revokeUserSessions(deps.db, customer.id, user.id, at);
  await forgetUserSessions(deps, user.id);
  await clearLoginFailures(deps.db, customer.id, user.phone ?? user.email ?? '');
};

export const toUserInfo = (user: TUser): TUserInfo => ({
  chinesename: user.displayName,
  loginname: user.phone ?? user.email ?? '',
  roles: user.roles,
  customerid: user.customerId,
  recommendCode: user.recommendCode,
  consentRequired: user.roles.includes(Role.Candidate) && user.agreementVersion !== AGREEMENT_VERSION,
});

/** Exposed for the demo seed: the same hashing as registration. */
export const hashPassword = hashSecret;
export const hashSecurityAnswer = (answer: string) => hashSecret(normalizeAnswer(answer));

/** The owner of a share code in this customer, if any. */
export const findReferrer = async (deps: TDeps, customerId: number, recommendCode: string | undefined) =>
  recommendCode
    ? findUserByRecommendCode(deps.db, customerId, recommendCode.trim().toUpperCase())
    : undefined;

/** Where to reach a user of this customer: phone and email as registered. */
export const getContact = async (deps: TDeps, customerId: number, userId: number) => {
  const user = await findUserById(deps.db, customerId, userId);
  return user ? { phone: user.phone, email: user.email, name: user.displayName } : undefined;
};

/** An active HR member (any HR role) of this customer, by id: name and email, for naming them as interviewer. */
export const getHrUser = async (deps: TDeps, customerId: number, userId: number) => {
  const user = await findUserById(deps.db, customerId, userId);
  if (!user || !user.isActive || !isHrMember(user.roles) || !user.email) return undefined;
  return { id: user.id, name: user.displayName || user.email, email: user.email };
};

/** The active HR managers of this customer with an email: who may be named as interviewers. */
export const listHrUsers = async (deps: TDeps, customerId: number) =>
  (await findHrUsers(deps.db, customerId)).map((u) => ({
    id: u.id,
    name: u.name || u.email!,
    email: u.email!,
  }));

/** The account row other modules receive (they reach accounts through this service). */
export type { TUser } from './accounts.repository.ts';
