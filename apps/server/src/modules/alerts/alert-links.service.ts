import {
  AppErrorCode,
  mailboxOf,
  MAX_ALERTS_PER_PERSON,
  type TAlertLinkResult,
  type TLang,
} from '@tmp/contracts';
import { AlertState } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/crypto.ts';
import type { TDeps } from '../../lib/deps.ts';
import { forgetConfirmedAddress, rememberConfirmedAddress } from './alert-addresses.repository.ts';
import { limitError } from './alert-requests.ts';
import {
  activateAlert,
  countOtherSearchesOf,
  findAlertByUnsubscribeToken,
  findConfirmation,
  lockName,
  retireTwins,
  updateAlert,
  type TAlertRow,
} from './alerts.repository.ts';
import { describeCriteria, maskAddress } from './alerts.view.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const linkResult = async (deps: TDeps, alert: TAlertRow, lang: TLang): Promise<TAlertLinkResult> => ({
  labels: await describeCriteria(deps.db, alert.customerId, lang, alert.criteria),
  frequency: alert.frequencyDays >= 7 ? 'weekly' : 'daily',
  address: maskAddress(alert.address),
});

const invalidLink = () => new AppError(AppErrorCode.AlertLinkInvalid, 'alerts.linkInvalid');

/**
 * Turns a pending alert on, under the same locks as its creation (the mailbox, then the candidate): the
 * owner's limit holds, an older twin of the same owner stops (one digest a search), and a candidate's
 * address stays confirmed for them.
 */
const activate = async (deps: TDeps, alert: TAlertRow, at: Date) =>
  deps.db.transaction(async (tx) => {
    const { customerId, userId } = alert;
    await lockName(tx, `alert-mailbox:${mailboxOf(alert.address)}`);
    if (userId !== null) await lockName(tx, `alert-user:${customerId}:${userId}`);
    if ((await countOtherSearchesOf(tx, customerId, alert, at)) >= MAX_ALERTS_PER_PERSON) {
      throw limitError();
    }
    const next = new Date(at.getTime() + alert.frequencyDays * DAY_MS);
    const [activated] = await activateAlert(tx, customerId, alert.id, at, next);
    if (!activated) return;
    await retireTwins(tx, alert);
    if (userId !== null)
      await rememberConfirmedAddress(tx, { customerId, userId, address: alert.address, confirmedAt: at });
  });

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
    await activate(deps, alert, at);
  }
  return linkResult(deps, alert, lang);
};

/**
 * One click from a message, no sign-in: no digest is sent for the alert again, and the candidate who made
 * it must confirm the address anew for their next alert to it.
 */
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
  if (alert.userId !== null) await forgetConfirmedAddress(deps.db, customerId, alert.userId, alert.address);
  return linkResult(deps, alert, lang);
};
