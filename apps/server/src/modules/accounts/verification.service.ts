import { randomBytes } from 'node:crypto';
import {
  AppErrorCode,
  SystemType,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  translate,
  type TLang,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { randomDigits, safeEqual, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import {
  addFailedCodeAttempt,
  countCodesSince,
  findLatestCode,
  insertCode,
  lockAccount,
  retireCodes,
  useCode,
} from './accounts.repository.ts';

/** Decisions §4: 6 digits, 5 minutes, single use, 5 wrong tries, 60 s between sends, 10 a day. */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_FAILURES = 5;
export const CODES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const hashCode = (code: string, salt: string) => `${salt}$${sha256(`${salt}:${code}`)}`;
const matchesCode = (code: string, stored: string) => {
  const [salt = ''] = stored.split('$');
  return safeEqual(hashCode(code, salt), stored);
};

/** Sends a new SMS code to a phone of this customer, within the resend and daily limits. */
export const sendSmsCode = async (deps: TDeps, customer: TCustomer, phone: string, lang: TLang) => {
  if (customer.systemType !== SystemType.Phone) {
    throw new AppError(AppErrorCode.WrongSystemType, 'accounts.wrongSystemType');
  }
  const at = deps.now();
  const code = randomDigits(SMS_CODE_LENGTH);
  await deps.db.transaction(async (tx) => {
    await lockAccount(tx, customer.id, phone);
    const latest = await findLatestCode(tx, customer.id, phone);
    const waitMs = latest ? latest.createdAt.getTime() + SMS_RESEND_SECONDS * 1000 - at.getTime() : 0;
    if (waitMs > 0) {
      throw new AppError(AppErrorCode.CodeTooSoon, 'accounts.codeTooSoon', {
        params: { seconds: Math.ceil(waitMs / 1000) },
      });
    }
    if ((await countCodesSince(tx, customer.id, phone, new Date(at.getTime() - DAY_MS))) >= CODES_PER_DAY) {
      throw new AppError(AppErrorCode.CodeDailyLimit, 'accounts.codeDailyLimit');
    }
    await retireCodes(tx, customer.id, phone, at);
    await insertCode(tx, {
      customerId: customer.id,
      channel: 'sms',
      account: phone,
      codeHash: hashCode(code, randomBytes(8).toString('hex')),
      createdAt: at,
      expiresAt: new Date(at.getTime() + CODE_TTL_MS),
    });
  });
  const site = lang === 'zh-cn' ? customer.nameZh : customer.nameEn;
  const text = translate('accounts.smsLoginText', lang).replace('{site}', site).replace('{code}', code);
  await deps.adapters.sms.send({ customerId: customer.id, phone, text, code });
  return { resendAfterSeconds: SMS_RESEND_SECONDS };
};

/**
 * Uses up the newest code of a phone if `code` matches it. A wrong code counts against the code;
 * the fifth wrong try retires it.
 */
export const consumeSmsCode = async ({ db, now }: TDeps, customerId: number, phone: string, code: string) => {
  const at = now();
  const latest = await findLatestCode(db, customerId, phone);
  if (!latest || latest.usedAt || latest.expiresAt <= at) {
    throw new AppError(AppErrorCode.CodeExpired, 'accounts.codeExpired');
  }
  if (latest.failedAttempts >= CODE_MAX_FAILURES)
    throw new AppError(AppErrorCode.CodeLocked, 'accounts.codeLocked');
  if (!matchesCode(code, latest.codeHash)) {
    const failures = await addFailedCodeAttempt(db, latest.id);
    if (failures >= CODE_MAX_FAILURES) throw new AppError(AppErrorCode.CodeLocked, 'accounts.codeLocked');
    throw new AppError(AppErrorCode.CodeWrong, 'accounts.codeWrong', {
      params: { left: CODE_MAX_FAILURES - failures },
    });
  }
  if (!(await useCode(db, latest.id, at)))
    throw new AppError(AppErrorCode.CodeExpired, 'accounts.codeExpired');
};
