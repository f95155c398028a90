import {
  ALERT_CONFIRM_LINK_HOURS,
  ALERT_CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  ALERT_CONFIRMATIONS_PER_IP_PER_HOUR,
  ALERT_FREQUENCY_DAYS,
  AppErrorCode,
  MAX_ALERTS_PER_PERSON,
  type TCreatedJobAlert,
  type TCreateJobAlert,
} from '@tmp/contracts';
import { AlertState } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { claimSmsSend } from '../accounts/verification.service.ts';
import { isAddressConfirmedBy } from './alert-addresses.repository.ts';
import { sendConfirmation } from './alert-confirmation.ts';
import {
  ALERT_SMS_REFUSALS,
  destinationOf,
  limitError,
  pictureCheck,
  type TAlertRequest,
} from './alert-requests.ts';
import type { TAlertChannel } from './alert-texts.ts';
import {
  countConfirmationsFrom,
  countConfirmationsToMailbox,
  countOtherSearchesOf,
  findOwnAlert,
  insertAlert,
  insertConfirmation,
  lockName,
  retireTwins,
  updateAlert,
  type TAlertRow,
} from './alerts.repository.ts';
import { criteriaKeyOf, normalizeCriteria } from './alerts.view.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export type { TAlertRequest } from './alert-requests.ts';

const ago = (at: Date, ms: number) => new Date(at.getTime() - ms);

/** What one request asks for, worked out before anything is locked. */
interface TDraft {
  request: TAlertRequest;
  input: TCreateJobAlert;
  channel: TAlertChannel;
  address: string;
  mailbox: string;
  criteriaKey: string;
  frequencyDays: number;
  at: Date;
  /** A solved picture check that came with an SMS request. */
  captcha: { key: string; code: string } | undefined;
}

/** The person's limit: a candidate's own alerts at creation; a visitor's when the link is opened. */
const checkPersonLimit = async (tx: TDeps['db'], draft: TDraft) => {
  const { request, address, criteriaKey, at } = draft;
  if (request.userId === null) return;
  const owner = { address, userId: request.userId, criteriaKey };
  if ((await countOtherSearchesOf(tx, request.customer.id, owner, at)) >= MAX_ALERTS_PER_PERSON)
    throw limitError();
};

/** The limits a new confirmation message must pass; called under the IP, mailbox and person locks. */
const checkMessageLimits = async (tx: TDeps['db'], draft: TDraft) => {
  const { request, at } = draft;
  await checkPersonLimit(tx, draft);
  if (
    (await countConfirmationsToMailbox(tx, draft.mailbox, ago(at, DAY_MS))) >=
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

const newUnsubscribeToken = (deps: TDeps) => {
  const token = randomToken();
  return { unsubscribeTokenHash: sha256(token), unsubscribeTokenSealed: deps.secretBox.seal(token) };
};

const newAlertRow = (deps: TDeps, draft: TDraft, state: number) => ({
  customerId: draft.request.customer.id,
  userId: draft.request.userId,
  channel: draft.channel,
  address: draft.address,
  lang: draft.request.lang,
  frequencyDays: draft.frequencyDays,
  criteria: normalizeCriteria(draft.input),
  criteriaKey: draft.criteriaKey,
  state,
  linkBase: draft.request.linkBase,
  ...newUnsubscribeToken(deps),
  createdAt: draft.at,
});

/** Digests start now, the first a period later with the jobs published from now on. */
const startedAt = (at: Date, frequencyDays: number) => ({
  state: AlertState.Active,
  confirmedAt: at,
  confirmExpiresAt: null,
  lastDigestAt: at,
  nextDigestAt: new Date(at.getTime() + frequencyDays * DAY_MS),
});

/** A candidate's alert to an address they proved theirs: on at once, nothing is sent. */
const startAtOnce = async (deps: TDeps, tx: TDeps['db'], draft: TDraft, existing: TAlertRow | undefined) => {
  const { request, frequencyDays, at } = draft;
  const set = { frequencyDays, lang: request.lang };
  if (existing?.state === AlertState.Active) {
    await updateAlert(tx, request.customer.id, existing.id, set);
    return { id: existing.id, status: 'active' as const };
  }
  await checkPersonLimit(tx, draft);
  if (existing) {
    await updateAlert(tx, request.customer.id, existing.id, { ...set, ...startedAt(at, frequencyDays) });
    await retireTwins(tx, existing);
    return { id: existing.id, status: 'active' as const };
  }
  const row = await insertAlert(tx, {
    ...newAlertRow(deps, draft, AlertState.Active),
    ...startedAt(at, frequencyDays),
  });
  return { id: row.id, status: 'active' as const };
};

/**
 * A request that needs the address's confirmation: a new pending alert of the requester (or their own
 * pending one again), and a link to the address, within the limits. The answer is the same whether or not
 * the address confirmed anything for anyone else.
 */
const askAddress = async (deps: TDeps, tx: TDeps['db'], draft: TDraft, existing: TAlertRow | undefined) => {
  const { request, at } = draft;
  await checkMessageLimits(tx, draft);
  if (draft.channel === 'sms') {
    const sms = {
      phone: draft.address,
      lang: request.lang,
      address: request.ip,
      addressFactor: request.ipFactor,
    };
    const claim = {
      ...sms,
      captcha: draft.captcha,
      channel: 'alert',
      codeHash: '',
      expiresAt: at,
      usedAt: at,
    };
    await claimSmsSend(tx, request.customer.id, claim, at, ALERT_SMS_REFUSALS);
  }
  const token = randomToken();
  const expiresAt = new Date(at.getTime() + ALERT_CONFIRM_LINK_HOURS * HOUR_MS);
  const pending = existing?.state === AlertState.Pending ? existing : undefined;
  if (pending) {
    const set = { frequencyDays: draft.frequencyDays, lang: request.lang, confirmExpiresAt: expiresAt };
    await updateAlert(tx, request.customer.id, pending.id, set);
  }
  const id =
    pending?.id ??
    (await insertAlert(tx, { ...newAlertRow(deps, draft, AlertState.Pending), confirmExpiresAt: expiresAt }))
      .id;
  await insertConfirmation(tx, {
    customerId: request.customer.id,
    alertId: id,
    address: draft.mailbox,
    requestedFrom: request.ip,
    tokenHash: sha256(token),
    createdAt: at,
    expiresAt,
  });
  return { id, status: 'pending' as const, token };
};

/** A candidate's own address: one they confirmed before, or the number their account was made with. */
const isProven = async (tx: TDeps['db'], request: TAlertRequest, address: string) =>
  request.userId !== null &&
  (address === request.verifiedPhone ||
    (await isAddressConfirmedBy(tx, request.customer.id, request.userId, address)));

/**
 * Subscribes an address to a search. An address that has not proved itself to the requester gets nothing
 * but a confirmation link, limited per mailbox and per client (SMS also by the limits of every SMS);
 * another person's request never turns on, shows or changes someone's alert. Limits are counted and
 * written under locks on the client, the mailbox and the candidate (always in that order), so
 * simultaneous requests cannot pass them together.
 */
export const createJobAlert = async (
  deps: TDeps,
  request: TAlertRequest,
  input: TCreateJobAlert,
): Promise<TCreatedJobAlert> => {
  const { customer, userId } = request;
  const destination = destinationOf(customer, input);
  const captcha = destination.channel === 'sms' ? await pictureCheck(deps, request, input) : undefined;
  const criteria = normalizeCriteria(input);
  const draft = {
    ...destination,
    request,
    input,
    captcha,
    criteriaKey: criteriaKeyOf(criteria),
    frequencyDays: ALERT_FREQUENCY_DAYS[input.frequency],
    at: deps.now(),
  };
  const outcome = await deps.db.transaction(async (tx) => {
    await lockName(tx, `alert-ip:${request.ip}`);
    await lockName(tx, `alert-mailbox:${draft.mailbox}`);
    if (userId !== null) await lockName(tx, `alert-user:${customer.id}:${userId}`);
    const existing = await findOwnAlert(tx, customer.id, { ...draft, userId });
    if (await isProven(tx, request, draft.address)) return startAtOnce(deps, tx, draft, existing);
    return askAddress(deps, tx, draft, existing);
  });
  if ('token' in outcome) {
    const { channel, address } = destination;
    await sendConfirmation(deps, request, {
      channel,
      address,
      criteria,
      frequency: input.frequency,
      token: outcome.token,
    });
    return { id: outcome.id, status: outcome.status };
  }
  return outcome;
};
