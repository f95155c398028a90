import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { serverFile } from '../config/paths.ts';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = serverFile('src', 'db', 'migrations');
// Any constant: it serialises migrations of processes starting together against one server.
const LOCK_ID = 72_310_001;
// The start lock, held by a connection of its own while a process migrates, installs the job queue and
// seeds; a different key from LOCK_ID, which the migrations' own transactions take on other connections.
export const START_LOCK_ID = 72_310_000;

/**
 * The migrations are the `.sql` files of the folder, applied in name order (`0015_name.sql`); each one's
 * name without `.sql` is its tag in `schema_migrations`. Statements are separated by `--> statement-breakpoint`.
 */
export const migrationTags = (): string[] =>
  fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))
    .sort()
    .map((file) => file.slice(0, -'.sql'.length));

/** Applies the committed migrations that this database has not seen yet, each in its own transaction. */
export const migrate = async (db: Db): Promise<string[]> => {
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (tag text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied: string[] = [];
  for (const tag of migrationTags()) {
    const statements = fs
      .readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter(Boolean);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
      const done = (await tx.execute(sql`SELECT 1 FROM schema_migrations WHERE tag = ${tag}`)) as unknown as {
        rows: unknown[];
      };
      if (done.rows.length > 0) return;
      for (const statement of statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (tag) VALUES (${tag})`);
      applied.push(tag);
    });
  }
  return applied;
};

const appliedTags = async (db: Db): Promise<Set<string>> => {
  const exists = (await db.execute(
    sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS "exists"`,
  )) as unknown as {
    rows: Array<{ exists: boolean }>;
  };
  if (!exists.rows[0]?.exists) return new Set();
  const rows = (await db.execute(sql`SELECT tag FROM schema_migrations`)) as unknown as {
    rows: Array<{ tag: string }>;
  };
  return new Set(rows.rows.map((row) => row.tag));
};

/** The committed migrations this database has not applied yet (what `admin migrate` would apply). */
export const pendingMigrations = async (db: Db): Promise<string[]> => {
  const applied = await appliedTags(db);
  return migrationTags().filter((tag) => !applied.has(tag));
};

/**
 * Runs `work` while this process holds the start lock (`pg_advisory_lock`, session-level, on a connection
 * of its own): processes starting together on one PostgreSQL database take turns, so one migrates, installs
 * the job queue and seeds while the others wait, then find it done. The embedded database serves one
 * process (its folder is locked), so it needs no lock.
 */
export const withStartLock = async <T>(db: Db, work: () => Promise<T>): Promise<T> => {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) return work();
  const lockHolder = new pg.Client((client as pg.Pool & { options: pg.ClientConfig }).options);
  // A lock connection that breaks releases the lock: the others go on, and this process's own statements
  // still run one migration at a time under LOCK_ID. It must not crash the process as an unheard error.
  lockHolder.on('error', () => undefined);
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [START_LOCK_ID]);
    return await work();
  } finally {
    // Closing the session releases its lock, also when the unlock cannot be sent.
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [START_LOCK_ID]).catch(() => undefined);
    await lockHolder.end().catch(() => undefined);
  }
};

/** Applies the pending migrations under the start lock: the server's start and `admin migrate` alike. */
export const migrateUnderLock = (db: Db): Promise<string[]> => withStartLock(db, () => migrate(db));
