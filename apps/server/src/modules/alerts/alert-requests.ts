import {
  AppErrorCode,
  mailboxOf,
  MAX_ALERTS_PER_PERSON,
  SystemType,
  type TCreateJobAlert,
  type TLang,
} from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { consumeCaptcha } from '../accounts/captcha.service.ts';
import type { TSmsRefusals } from '../accounts/verification.service.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import type { TAlertChannel } from './alert-texts.ts';

/** Who asks, from where, and where the links of the messages lead. */
export interface TAlertRequest {
  customer: TCustomer;
  /** The signed-in candidate, if any: the alert is then theirs, listed under their alerts. */
  userId: number | null;
  /** The signed-in candidate's mobile number, proven by the SMS code they registered with. */
  verifiedPhone: string | null;
  lang: TLang;
  /** The client's address. */
  ip: string;
  /** RATE_LIMIT_FACTOR: scales the per-IP figures only. */
  ipFactor: number;
  /** Scheme and host of the customer's portal. */
  linkBase: string;
}

/** A confirmation SMS is an SMS like a code: it passes the same limits, in its own words. */
export const ALERT_SMS_REFUSALS: TSmsRefusals = {
  tooSoon: 'alerts.smsTooSoon',
  dailyLimit: 'alerts.smsDailyLimit',
  addressLimit: 'alerts.smsAddressLimit',
  captchaRequired: 'alerts.captchaRequired',
};

export const destinationOf = (customer: TCustomer, input: TCreateJobAlert) => {
  if (input.phone) {
    if (customer.systemType !== SystemType.Phone)
      throw new AppError(AppErrorCode.AlertPhoneNotOffered, 'alerts.phoneNotOffered');
    return { channel: 'sms' as TAlertChannel, address: input.phone, mailbox: input.phone };
  }
  const address = input.email!.toLowerCase();
  return { channel: 'email' as TAlertChannel, address, mailbox: mailboxOf(address) };
};

/**
 * SMS asked for by a visitor go out only after the picture check (decisions §4), as codes do; a
 * candidate's after it only once the number or the network is busy. The captcha is spent either way.
 */
export const pictureCheck = async (deps: TDeps, request: TAlertRequest, input: TCreateJobAlert) => {
  if (input.key && input.code) {
    await consumeCaptcha(deps, request.customer.id, input.key, input.code);
    return { key: input.key, code: input.code };
  }
  if (request.userId === null) throw new AppError(AppErrorCode.CaptchaRequired, 'alerts.captchaRequired');
  return undefined;
};

export const limitError = () =>
  new AppError(AppErrorCode.AlertLimit, 'alerts.limit', { params: { max: MAX_ALERTS_PER_PERSON } });
