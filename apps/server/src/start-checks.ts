import { sql } from 'drizzle-orm';
import type { TEnv } from './config/env.ts';
import type { Db } from './db/client.ts';

/** Whether any customer has phone accounts (sign-in codes by SMS); false on a database not migrated yet. */
export const hasPhoneAccounts = async (db: Db): Promise<boolean> => {
  const table = (await db.execute(
    sql`SELECT to_regclass('customers') IS NOT NULL AS "found"`,
  )) as unknown as {
    rows: Array<{ found: boolean }>;
  };
  if (!table.rows[0]?.found) return false;
  const phone = (await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM customers WHERE system_type = 1) AS "found"`,
  )) as unknown as { rows: Array<{ found: boolean }> };
  return phone.rows[0]?.found === true;
};

/** What a start allows but an operator should hear about, logged as warnings. */
export const startWarnings = (env: TEnv): string[] => {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && env.MESSAGES_OUTBOX) {
    warnings.push(
      'MESSAGES_OUTBOX=1: emails and SMS go to the database outbox and reach nobody (a staging setting)',
    );
  }
  if (env.PROCESSES > 1 && !env.REDIS_URL) {
    warnings.push(
      `PROCESSES=${env.PROCESSES} without REDIS_URL: each process counts the per-IP limits on its own`,
    );
  }
  return warnings;
};
