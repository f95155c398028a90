import {
  ALERT_CONFIRM_LINK_HOURS,
  ALERT_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  ALERT_CONFIRMATIONS_PER_IP_PER_HOUR,
  ALERT_FREQUENCY_DAYS,
  AppErrorCode,
  MAX_ALERTS_PER_PERSON,
  SystemType,
  translate,
  type TAlertCriteria,
  type TAlertFrequency,
  type TAlertLinkResult,
  type TCreatedJobAlert,
  type TCreateJobAlert,
  type TLang,
} from '@tmp/contracts';
import { AlertState } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TCustomer } from '../customers/customers.service.ts';
import {
  activateAlert,
  countConfirmationsFrom,
  countConfirmationsToAddress,
  countLiveAlertsOfPerson,
  findAlertByUnsubscribeToken,
  findConfirmation,
  findSameAlert,
  insertAlert,
  insertConfirmation,
  lockName,
  updateAlert,
  type TAlertRow,
} from './alerts.repository.ts';
import { criteriaKeyOf, describeCriteria, fill, maskAddress, normalizeCriteria } from './alerts.view.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Who asks, from where, and where the links of the messages lead. */
export interface TAlertRequest {
  customer: TCustomer;
  /** The signed-in candidate, if any: the alert is then listed under their alerts. */
  userId: number | null;
  lang: TLang;
  /** The client's address. */
  ip: string;
  /** RATE_LIMIT_FACTOR: scales the per-IP figure only. */
  ipFactor: number;
  /** Scheme and host of the customer's portal. */
  linkBase: string;
}

const frequencyOf = (days: number): TAlertFrequency => (days >= 7 ? 'weekly' : 'daily');
const ago = (at: Date, ms: number) => new Date(at.getTime() - ms);

const destinationOf = (customer: TCustomer, input: TCreateJobAlert) => {
  if (input.phone) {
    if (customer.systemType !== SystemType.Phone)
      throw new AppError(AppErrorCode.AlertPhoneNotOffered, 'alerts.phoneNotOffered');
    return { channel: 'sms' as const, address: input.phone };
  }
  return { channel: 'email' as const, address: input.email!.toLowerCase() };
};

/** The limits a new confirmation message must pass; called under the IP, address and person locks. */
const checkLimits = async (
  tx: TDeps['db'],
  request: TAlertRequest,
  person: { address: string; userId: number | null },
  existing: TAlertRow | undefined,
  at: Date,
) => {
  const customerId = request.customer.id;
  if (!existing && (await countLiveAlertsOfPerson(tx, customerId, person, at)) >= MAX_ALERTS_PER_PERSON) {
    throw new AppError(AppErrorCode.AlertLimit, 'alerts.limit', { params: { max: MAX_ALERTS_PER_PERSON } });
  }
  if (
    (await countConfirmationsToAddress(tx, customerId, person.address, ago(at, DAY_MS))) >=
    ALERT_CONFIRMATIONS_PER_ADDRESS_PER_DAY
  ) {
    throw new AppError(AppErrorCode.AlertAddressBusy, 'alerts.addressBusy');
  }
  if (
    (await countConfirmationsFrom(tx, request.ip, ago(at, HOUR_MS))) >=
    ALERT_CONFIRMATIONS_PER_IP_PER_HOUR * request.ipFactor
  ) {
    throw new AppError(AppErrorCode.AlertIpBusy, 'alerts.ipBusy');
  }
};

/**
 * Subscribes an address to a search. Nothing but a confirmation link is ever sent to an unconfirmed
 * address, and those are limited per address and per client; asking again for a search the address
 * already confirmed sends nothing at all. Limits are counted and written under locks on the client, the
 * address and the candidate (always in that order), so simultaneous requests cannot pass them together.
 */
export const createJobAlert = async (
  deps: TDeps,
  request: TAlertRequest,
  input: TCreateJobAlert,
): Promise<TCreatedJobAlert> => {
  const { customer, userId, lang } = request;
  const { channel, address } = destinationOf(customer, input);
  const criteria = normalizeCriteria(input);
  const criteriaKey = criteriaKeyOf(criteria);
  const frequencyDays = ALERT_FREQUENCY_DAYS[input.frequency];
  const token = randomToken();
  const at = deps.now();
  const expiresAt = new Date(at.getTime() + ALERT_CONFIRM_LINK_HOURS * HOUR_MS);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockName(tx, `alert-ip:${request.ip}`);
    await lockName(tx, `alert-address:${customer.id}:${address}`);
    if (userId !== null) await lockName(tx, `alert-user:${customer.id}:${userId}`);
    const existing = await findSameAlert(tx, customer.id, address, criteriaKey);
    if (existing?.state === AlertState.Active) {
      const set = { frequencyDays, ...(userId !== null && existing.userId === null ? { userId } : {}) };
      await updateAlert(tx, customer.id, existing.id, set);
      return { id: existing.id, status: 'active' as const };
    }
    await checkLimits(tx, request, { address, userId }, existing, at);
    const alert = existing
      ? { id: existing.id }
      : await insertAlert(tx, {
          customerId: customer.id,
          userId,
          channel,
          address,
          lang,
          frequencyDays,
          criteria,
          criteriaKey,
          state: AlertState.Pending,
          linkBase: request.linkBase,
          ...newUnsubscribeToken(deps),
          createdAt: at,
          confirmExpiresAt: expiresAt,
        });
    if (existing) {
      await updateAlert(tx, customer.id, existing.id, {
        frequencyDays,
        lang,
        confirmExpiresAt: expiresAt,
        ...(userId !== null && existing.userId === null ? { userId } : {}),
      });
    }
    await insertConfirmation(tx, {
      customerId: customer.id,
      alertId: alert.id,
      address,
      requestedFrom: request.ip,
      tokenHash: sha256(token),
      createdAt: at,
      expiresAt,
    });
    return { id: alert.id, status: 'pending' as const };
  });
  if (outcome.status === 'pending') {
    await sendConfirmation(deps, request, { channel, address, criteria, frequency: input.frequency, token });
  }
  return outcome;
};

const newUnsubscribeToken = (deps: TDeps) => {
  const token = randomToken();
  return { unsubscribeTokenHash: sha256(token), unsubscribeTokenSealed: deps.secretBox.seal(token) };
};

/** The only message an unconfirmed address ever gets, in the language the alert was asked for. */
const sendConfirmation = async (
  deps: TDeps,
  request: TAlertRequest,
  message: {
    channel: 'email' | 'sms';
    address: string;
    criteria: TAlertCriteria;
    frequency: TAlertFrequency;
    token: string;
  },
) => {
  const { customer, lang } = request;
  const labels = await describeCriteria(deps.db, customer.id, lang, message.criteria);
  const params = {
    site: lang === 'zh-cn' ? customer.nameZh : customer.nameEn,
    frequency: translate(`alerts.${message.frequency}`, lang),
    search: labels.join(' · '),
    hours: ALERT_CONFIRM_LINK_HOURS,
    link: `${request.linkBase}/alerts/confirm?token=${message.token}`,
  };
  const text = fill(translate('alerts.confirmText', lang), params);
  if (message.channel === 'sms') {
    await deps.adapters.sms.send({ customerId: customer.id, phone: message.address, text });
    return;
  }
  await deps.adapters.mail.send({
    customerId: customer.id,
    to: message.address,
    subject: fill(translate('alerts.confirmSubject', lang), params),
    text,
  });
};

const linkResult = async (deps: TDeps, alert: TAlertRow, lang: TLang): Promise<TAlertLinkResult> => ({
  labels: await describeCriteria(deps.db, alert.customerId, lang, alert.criteria),
  frequency: frequencyOf(alert.frequencyDays),
  address: maskAddress(alert.address),
});

const invalidLink = () => new AppError(AppErrorCode.AlertLinkInvalid, 'alerts.linkInvalid');

/** The confirmation link: the first digest comes a period later, with the jobs published from now on. */
export const confirmJobAlert = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  token: string,
): Promise<TAlertLinkResult> => {
  const found = await findConfirmation(deps.db, customerId, sha256(token));
  if (!found) throw invalidLink();
  const { alert, confirmation } = found;
  if (alert.state === AlertState.Unsubscribed)
    throw new AppError(AppErrorCode.AlertUnsubscribed, 'alerts.unsubscribedAlready');
  if (alert.state === AlertState.Pending) {
    const at = deps.now();
    if (confirmation.expiresAt <= at) throw new AppError(AppErrorCode.AlertLinkExpired, 'alerts.linkExpired');
    await activateAlert(
      deps.db,
      customerId,
      alert.id,
      at,
      new Date(at.getTime() + alert.frequencyDays * DAY_MS),
    );
  }
  return linkResult(deps, alert, lang);
};

/** One click from a message, no sign-in: no digest is sent for the alert again. */
export const unsubscribeJobAlert = async (
  deps: TDeps,
  customerId: number,
  lang: TLang,
  token: string,
): Promise<TAlertLinkResult> => {
  const alert = await findAlertByUnsubscribeToken(deps.db, customerId, sha256(token));
  if (!alert) throw invalidLink();
  if (alert.state !== AlertState.Unsubscribed) {
    await updateAlert(deps.db, customerId, alert.id, {
      state: AlertState.Unsubscribed,
      nextDigestAt: null,
      confirmExpiresAt: null,
    });
  }
  return linkResult(deps, alert, lang);
};
