import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Tables a refused request may legitimately write: sign-in failure counts, wrong-code counters, spent
 * captchas and the idle-expiry time of a session are the very records that make a refusal count; a right
 * password with a second factor due answers a refusal that carries a sign-in ticket.
 */
const SECURITY_STATE = new Set([
  'captchas',
  'login_failures',
  'second_factor_tickets',
  'sessions',
  'user_second_factors',
  'verification_codes',
  '__drizzle_migrations',
]);

export type TFingerprint = Record<string, string>;

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

let query: SQL | undefined;

const buildQuery = async (db: Db) => {
  const tables = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .map((row) => row.table_name)
    .filter((name) => !SECURITY_STATE.has(name))
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as print from "${name}"`,
    );
  return sql.raw(parts.join(' union all '));
};

/**
 * Row count and the sum of the row versions (xmin) of every data table: an insert, update or delete
 * changes one of them, so equal prints mean nothing was written.
 */
export const fingerprint = async (db: Db): Promise<TFingerprint> => {
  query ??= await buildQuery(db);
  const rows = await rowsOf<{ name: string; print: string }>(db, query);
  return Object.fromEntries(rows.map((row) => [row.name, row.print]));
};

/** The tables whose rows differ between two prints. */
export const changedTables = (before: TFingerprint, after: TFingerprint) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
