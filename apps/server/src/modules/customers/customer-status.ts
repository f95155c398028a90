import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * A condition on a row's customer: true unless the operator disabled that customer. Periodic tasks add it to
 * what they look for, so a disabled customer's work waits (nothing is changed or sent for it) and is picked
 * up again on the first run after the customer is enabled.
 */
export const customerEnabled = (customerId: AnyColumn | SQL): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM "customers" "disabled_customer" WHERE "disabled_customer"."id" = ${customerId} AND "disabled_customer"."disabled_at" IS NOT NULL)`;

/** Whether the operator disabled the customer, read from the database (for queued work). */
export const isCustomerDisabled = async (db: Db, customerId: number) => {
  const result = (await db.execute(
    sql`SELECT 1 FROM "customers" WHERE "id" = ${customerId} AND "disabled_at" IS NOT NULL`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
};

/**
 * The queued jobs that wait while their customer is disabled (`isHeldForDisabledCustomer`, modules/messages),
 * by the name their own module defines them under: enabling the customer makes them due at once. Named here,
 * where customers are disabled and enabled, so that doing so needs none of those modules.
 */
export const HELD_JOBS = { message: 'messages.send', alertDigest: 'alert-digest' } as const;
