import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type TDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';

export interface TTestDatabase extends TDatabase {
  /** Closes the connection and drops the database made for this test file. */
  destroy: () => Promise<void>;
  /** The database's URL on the PostgreSQL server, for a second process of the same database. */
  url?: string;
}

/**
 * What every test file's database starts from, made once per run (`global-setup.ts`): on the PostgreSQL
 * server, the names of template databases; for the embedded database, the paths of its dumped files.
 */
export interface TTestDatabaseTemplates {
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates?: TTestDatabaseTemplates;
  }
}

export const adminQuery = async (databaseUrl: string, text: string) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

export const databaseUrlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const newDatabaseName = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/**
 * A real, migrated database of its own for one test file: PGlite in memory by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL, so test files never see each other's rows. It is
 * a copy of the run's template when there is one (the same migrations and demo data, made once).
 */
export const createTestDatabase = async (opts: { seed?: boolean } = {}): Promise<TTestDatabase> => {
  const seed = opts.seed ?? true;
  const template = inject('testDatabaseTemplates')?.[seed ? 'seeded' : 'migrated'];
  const serverUrl = process.env.DATABASE_URL;
  let database: TDatabase;
  let drop = async () => undefined as void;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const name = newDatabaseName('t');
    await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    databaseUrl = databaseUrlOf(serverUrl, name);
    database = await openDatabase({ databaseUrl, dataDir: 'memory', poolMax: 5 });
    drop = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
    database = await openDatabase({ dataDir: 'memory', loadDataDir });
  }
  if (!template) {
    await migrate(database.db);
    if (seed) await seedDemoData(database.db);
  }
  return {
    ...database,
    ...(databaseUrl ? { url: databaseUrl } : {}),
    destroy: async () => {
      await database.close();
      await drop();
    },
  };
};
