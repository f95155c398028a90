import { AppErrorCode, type TJobAlert, type TLang, type TPage } from '@tmp/contracts';
import { AlertState } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { deleteUserAlert, findUserAlertPage, type TAlertRow } from './alerts.repository.ts';
import { describeCriteria, maskAddress } from './alerts.view.ts';

export interface TAlertOwner {
  customerId: number;
  userId: number;
}

const statusOf = (alert: TAlertRow, at: Date): TJobAlert['status'] => {
  if (alert.state === AlertState.Active) return 'active';
  if (alert.state === AlertState.Unsubscribed) return 'unsubscribed';
  return alert.confirmExpiresAt && alert.confirmExpiresAt > at ? 'pending' : 'expired';
};

/** The alerts a candidate made while signed in, the newest first. */
export const listMyAlerts = async (
  deps: TDeps,
  owner: TAlertOwner,
  lang: TLang,
  q: { pageIndex: number; pageSize: number },
): Promise<TPage<TJobAlert>> => {
  const { rows, total } = await findUserAlertPage(deps.db, owner.customerId, owner.userId, q);
  const at = deps.now();
  const list = await Promise.all(
    rows.map(async (alert): Promise<TJobAlert> => ({
      id: alert.id,
      criteria: alert.criteria,
      labels: await describeCriteria(deps.db, owner.customerId, lang, alert.criteria),
      frequency: alert.frequencyDays >= 7 ? 'weekly' : 'daily',
      status: statusOf(alert, at),
      address: maskAddress(alert.address),
      createdAt: alert.createdAt.toISOString(),
    })),
  );
  return { list, recordcount: total };
};

export const deleteMyAlert = async (deps: TDeps, owner: TAlertOwner, id: number) => {
  const [deleted] = await deleteUserAlert(deps.db, owner.customerId, owner.userId, id);
  if (!deleted) throw new AppError(AppErrorCode.AlertNotFound, 'alerts.notFound');
  return { id };
};
