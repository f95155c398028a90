import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobAlertAddresses } from '../../db/schema/index.ts';

/** Whether a candidate proved an address theirs by opening one of its confirmation links. */
export const isAddressConfirmedBy = async (db: Db, customerId: number, userId: number, address: string) =>
  (
    await db
      .select({ userId: jobAlertAddresses.userId })
      .from(jobAlertAddresses)
      .where(
        and(
          eq(jobAlertAddresses.customerId, customerId),
          eq(jobAlertAddresses.userId, userId),
          eq(jobAlertAddresses.address, address),
        ),
      )
      .limit(1)
  ).length === 1;

export const rememberConfirmedAddress = (db: Db, row: typeof jobAlertAddresses.$inferInsert) =>
  db.insert(jobAlertAddresses).values(row).onConflictDoNothing();

/** The address's owner unsubscribed: the candidate's next alert to it asks them again. */
export const forgetConfirmedAddress = (db: Db, customerId: number, userId: number, address: string) =>
  db
    .delete(jobAlertAddresses)
    .where(
      and(
        eq(jobAlertAddresses.customerId, customerId),
        eq(jobAlertAddresses.userId, userId),
        eq(jobAlertAddresses.address, address),
      ),
    );

/** A candidate's confirmed addresses, for the personal-data archive. */
export const findConfirmedAddresses = (db: Db, customerId: number, userId: number) =>
  db
    .select({ address: jobAlertAddresses.address, confirmedAt: jobAlertAddresses.confirmedAt })
    .from(jobAlertAddresses)
    .where(and(eq(jobAlertAddresses.customerId, customerId), eq(jobAlertAddresses.userId, userId)));

export const eraseConfirmedAddresses = (db: Db, customerId: number, userId: number) =>
  db
    .delete(jobAlertAddresses)
    .where(and(eq(jobAlertAddresses.customerId, customerId), eq(jobAlertAddresses.userId, userId)));
