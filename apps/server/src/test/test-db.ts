import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type TDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';

export interface TTestDatabase extends TDatabase {
  /** Closes the connection and drops the database made for this test file. */
  destroy: () => Promise<void>;
  /** The database's URL on the PostgreSQL server, for a second process of the same database. */
  url?: string;
}

const adminQuery = async (databaseUrl: string, text: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/**
 * A real, migrated database of its own for one test file: PGlite in memory by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL, so test files never see each other's rows.
 */
export const createTestDatabase = async (opts: { seed?: boolean } = {}): Promise<TTestDatabase> => {
  const serverUrl = process.env.DATABASE_URL;
  let database: TDatabase;
  let drop = async () => undefined as void;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    database = await openDatabase({ databaseUrl, dataDir: 'memory', poolMax: 5 });
    drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    database = await openDatabase({ dataDir: 'memory' });
  }
  await migrate(database.db);
  if (opts.seed ?? true) await seedDemoData(database.db);
  return {
    ...database,
    ...(databaseUrl ? { url: databaseUrl } : {}),
    destroy: async () => {
      await database.close();
      await drop();
    },
  };
};
