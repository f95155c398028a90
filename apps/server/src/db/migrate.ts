import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverFile } from '../config/paths.ts';
import type { Db } from './client.ts';

const MIGRATIONS_DIR = serverFile('src', 'db', 'migrations');
// Any constant: it serialises migrations of processes starting together against one server.
const LOCK_ID = 72_310_001;

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
