import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type TSchema = typeof schema;
/** One database type for both drivers: the services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;

export interface TDatabase {
  db: Db;
  driver: 'pglite' | 'pg';
  close: () => Promise<void>;
}

export interface TDatabaseOptions {
  /** PostgreSQL server URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; 'memory' keeps it in memory (tests). */
  dataDir: string;
  poolMax?: number;
}

export const openDatabase = async (opts: TDatabaseOptions): Promise<TDatabase> => {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 20 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    return { db: drizzlePg(pool, { schema }) as unknown as Db, driver: 'pg', close: () => pool.end() };
  }
  const inMemory = opts.dataDir === 'memory';
  if (!inMemory) fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir: opts.dataDir }),
    extensions: { pg_trgm },
  });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    close: () => client.close(),
  };
};
