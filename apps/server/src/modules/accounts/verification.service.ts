import { randomBytes } from 'node:crypto';
import {
  AppErrorCode,
  SystemType,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  translate,
  type TLang,
  type TMessageKey,
  type TResendWait,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { randomDigits, safeEqual, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import {
  claimCodeTry,
  CODE_CHANNEL,
  countCodesFromAddressSince,
  countCodesSince,
  findLatestCode,
  insertCode,
  lockName,
  releaseCode,
  retireCodes,
  useCode,
} from './accounts.repository.ts';
import { consumeCaptcha } from './captcha.service.ts';

/** Decisions §4: 6 digits, 5 minutes, single use, 5 tries, 60 s between sends, 10 a day. */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const CODES_PER_DAY = 10;
/**
 * Past these, sending asks for the image captcha: 3 codes from one address in 10 minutes (times
 * RATE_LIMIT_FACTOR) or 3 codes to one phone in a day. 60 an hour from one address (times the factor) is
 * a hard ceiling.
 */
export const CAPTCHA_AFTER_ADDRESS_CODES = 3;
export const CAPTCHA_AFTER_PHONE_CODES = 3;
export const ADDRESS_CODES_PER_HOUR = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const BUSY_ADDRESS_MS = 10 * 60 * 1000;

const hashCode = (code: string, salt: string) => `${salt}$${sha256(`${salt}:${code}`)}`;
const matchesCode = (code: string, stored: string) => {
  const [salt = ''] = stored.split('$');
  return safeEqual(hashCode(code, salt), stored);
};

export interface TCodeRequest {
  phone: string;
  lang: TLang;
  /** The client's address. */
  address: string;
  /** RATE_LIMIT_FACTOR: scales the per-address figures only. */
  addressFactor: number;
  captcha?: { key: string; code: string } | undefined;
}

const ago = (at: Date, ms: number) => new Date(at.getTime() - ms);

/** The words of a refused SMS: each kind of message says what it was for, the rule is one. */
export interface TSmsRefusals {
  tooSoon: TMessageKey;
  dailyLimit: TMessageKey;
  addressLimit: TMessageKey;
  captchaRequired: TMessageKey;
}

const CODE_REFUSALS: TSmsRefusals = {
  tooSoon: 'accounts.codeTooSoon',
  dailyLimit: 'accounts.codeDailyLimit',
  addressLimit: 'accounts.codeAddressLimit',
  captchaRequired: 'accounts.captchaRequired',
};

/** Refuses a send the limits forbid; answers whether the picture check is due for it. */
const checkSendLimits = async (
  tx: TDeps['db'],
  customerId: number,
  request: TCodeRequest,
  at: Date,
  refusals: TSmsRefusals,
) => {
  const latest = await findLatestCode(tx, customerId, request.phone);
  const waitMs = latest ? latest.createdAt.getTime() + SMS_RESEND_SECONDS * 1000 - at.getTime() : 0;
  if (waitMs > 0) {
    // The seconds left go along as data too, so a client counts down from them instead of parsing text.
    const seconds = Math.ceil(waitMs / 1000);
    throw new AppError(AppErrorCode.CodeTooSoon, refusals.tooSoon, {
      params: { seconds },
      data: { resendAfterSeconds: seconds } satisfies TResendWait,
    });
  }
  const phoneToday = await countCodesSince(tx, customerId, request.phone, ago(at, DAY_MS));
  if (phoneToday >= CODES_PER_DAY) throw new AppError(AppErrorCode.CodeDailyLimit, refusals.dailyLimit);
  const { address, addressFactor } = request;
  if (
    (await countCodesFromAddressSince(tx, address, ago(at, HOUR_MS))) >=
    ADDRESS_CODES_PER_HOUR * addressFactor
  )
    throw new AppError(AppErrorCode.CodeAddressLimit, refusals.addressLimit);
  const fromAddress = await countCodesFromAddressSince(tx, address, ago(at, BUSY_ADDRESS_MS));
  return (
    fromAddress >= CAPTCHA_AFTER_ADDRESS_CODES * addressFactor || phoneToday >= CAPTCHA_AFTER_PHONE_CODES
  );
};

/**
 * Claims one SMS to a phone within the limits every SMS of the portal shares (resend, daily per phone,
 * per client address, the picture check once busy) and records it, so that later sends of any kind count
 * it. Runs inside the caller's transaction: the send is counted and written under the locks.
 */
export const claimSmsSend = async (
  tx: TDeps['db'],
  customerId: number,
  request: TCodeRequest & { channel: string; codeHash: string; expiresAt: Date; usedAt?: Date },
  at: Date,
  refusals: TSmsRefusals = CODE_REFUSALS,
) => {
  // Always the address first, then the phone: two sends never wait on each other crosswise.
  await lockName(tx, `sms-address:${request.address}`);
  await lockName(tx, `sms-phone:${customerId}:${request.phone}`);
  if ((await checkSendLimits(tx, customerId, request, at, refusals)) && !request.captcha)
    throw new AppError(AppErrorCode.CaptchaRequired, refusals.captchaRequired);
  // A new code retires the older ones; another kind of SMS leaves a code being typed alone.
  if (request.channel === CODE_CHANNEL) await retireCodes(tx, customerId, request.phone, at);
  await insertCode(tx, {
    customerId,
    channel: request.channel,
    account: request.phone,
    codeHash: request.codeHash,
    requestedFrom: request.address,
    createdAt: at,
    expiresAt: request.expiresAt,
    usedAt: request.usedAt ?? null,
  });
};

/**
 * Sends a new SMS code to a phone of this customer, within the resend, daily and per-address limits;
 * once the address or the phone is busy, only with a solved image captcha (spent whatever happens next).
 */
export const sendSmsCode = async (deps: TDeps, customer: TCustomer, request: TCodeRequest) => {
  if (customer.systemType !== SystemType.Phone) {
    throw new AppError(AppErrorCode.WrongSystemType, 'accounts.wrongSystemType');
  }
  const { phone, lang } = request;
  if (request.captcha) await consumeCaptcha(deps, customer.id, request.captcha.key, request.captcha.code);
  const at = deps.now();
  const code = randomDigits(SMS_CODE_LENGTH);
  const codeHash = hashCode(code, randomBytes(8).toString('hex'));
  const expiresAt = new Date(at.getTime() + CODE_TTL_MS);
  await deps.db.transaction((tx) =>
    claimSmsSend(tx, customer.id, { ...request, channel: CODE_CHANNEL, codeHash, expiresAt }, at),
  );
  const site = lang === 'zh-cn' ? customer.nameZh : customer.nameEn;
  const text = translate('accounts.smsLoginText', lang).replace('{site}', site).replace('{code}', code);
  try {
    await deps.adapters.sms.send({
      customerId: customer.id,
      phone,
      kind: 'code',
      params: { code },
      text,
      code,
    });
  } catch {
    // The provider refused or did not answer: the send is taken back, so it spends none of the phone's
    // allowance, and the person is asked to try again later (not a server error).
    await deps.db.transaction(async (tx) => {
      await lockName(tx, `sms-address:${request.address}`);
      await lockName(tx, `sms-phone:${customer.id}:${phone}`);
      await releaseCode(tx, customer.id, phone, codeHash, at);
    });
    throw new AppError(AppErrorCode.CodeNotSent, 'accounts.codeNotSent');
  }
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
};

/** Why the newest code of a phone can take no more tries. */
const noTryLeft = async (db: TDeps['db'], customerId: number, phone: string, at: Date) => {
  const latest = await findLatestCode(db, customerId, phone, CODE_CHANNEL);
  if (latest && !latest.usedAt && latest.expiresAt > at && latest.attempts >= CODE_MAX_TRIES)
    return new AppError(AppErrorCode.CodeLocked, 'accounts.codeLocked');
  return new AppError(AppErrorCode.CodeExpired, 'accounts.codeExpired');
};

/**
 * Checks `code` against the newest code of a phone without using it up: the try is claimed first, so
 * simultaneous tries count one by one and the fifth try is the last. Answers the code's id for
 * `useSmsCode`.
 */
export const checkSmsCode = async ({ db, now }: TDeps, customerId: number, phone: string, code: string) => {
  const at = now();
  const claimed = await claimCodeTry(db, customerId, phone, at, CODE_MAX_TRIES);
  if (!claimed) throw await noTryLeft(db, customerId, phone, at);
  if (!matchesCode(code, claimed.codeHash)) {
    if (claimed.attempts >= CODE_MAX_TRIES)
      throw new AppError(AppErrorCode.CodeLocked, 'accounts.codeLocked');
    throw new AppError(AppErrorCode.CodeWrong, 'accounts.codeWrong', {
      params: { left: CODE_MAX_TRIES - claimed.attempts },
    });
  }
  return claimed.id;
};

/** Uses up a checked code; only the first of simultaneous users gets it. */
export const useSmsCode = async ({ db, now }: TDeps, customerId: number, codeId: number) => {
  if (!(await useCode(db, customerId, codeId, now())))
    throw new AppError(AppErrorCode.CodeExpired, 'accounts.codeExpired');
};

/** Checks and uses up the newest code of a phone in one go. */
export const consumeSmsCode = async (deps: TDeps, customerId: number, phone: string, code: string) => {
  await useSmsCode(deps, customerId, await checkSmsCode(deps, customerId, phone, code));
};
