import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Where a server under fault keeps its data: an embedded database folder or a PostgreSQL database. */
export interface TDataTarget {
  label: string;
  dataDir: string;
  databaseUrl?: string;
  /** Removes the folder and drops the database. */
  destroy: () => Promise<void>;
}

/** The shared PostgreSQL server of the test run: DATABASE_URL when set, else the local one. */
export const postgresServerUrl = () =>
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const adminQuery = async (serverUrl: string, text: string, params: unknown[] = []) => {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
};

/** A database of its own on the server of `serverUrl`; answers its URL and how to drop it. */
export const createDatabase = async (serverUrl: string, prefix: string) => {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
};

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));

/** The database this run of the server suite is about: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const createDataTarget = async (prefix: string): Promise<TDataTarget> => {
  const dataDir = tempDir(prefix);
  const removeDir = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) {
    return { label: 'embedded PGlite data directory', dataDir, destroy: removeDir };
  }
  const database = await createDatabase(process.env.DATABASE_URL, prefix);
  return {
    label: 'PostgreSQL',
    dataDir,
    databaseUrl: database.url,
    destroy: async () => {
      await database.drop();
      await removeDir();
    },
  };
};
