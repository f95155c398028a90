import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAlerts } from '../../db/schema/index.ts';
import { eraseConfirmedAddresses, findConfirmedAddresses } from './alert-addresses.repository.ts';
import { findAllUserAlerts } from './alerts.repository.ts';

/** The candidate's alerts as they asked for them; the link tokens stay out. */
export const exportAlertData = async (db: Db, customerId: number, userId: number) => ({
  jobAlerts: (await findAllUserAlerts(db, customerId, userId)).map((a) => ({
    id: a.id,
    criteria: a.criteria,
    frequencyDays: a.frequencyDays,
    channel: a.channel,
    address: a.address,
    lang: a.lang,
    state: a.state,
    createdAt: a.createdAt,
    confirmedAt: a.confirmedAt,
    lastDigestAt: a.lastDigestAt,
  })),
  jobAlertAddresses: await findConfirmedAddresses(db, customerId, userId),
});

/** A deleted account's alerts go with it: no digest is sent again, no address stays confirmed. */
export const eraseAlerts = async (tx: Db, customerId: number, userId: number) => {
  await eraseConfirmedAddresses(tx, customerId, userId);
  await tx.delete(jobAlerts).where(and(eq(jobAlerts.customerId, customerId), eq(jobAlerts.userId, userId)));
};
