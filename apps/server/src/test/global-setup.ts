import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import {
  adminQuery,
  databaseUrlOf,
  newDatabaseName,
  prepareDatabase,
  type TTestDatabaseTemplates,
} from './test-db.ts';

/**
 * Migrates and seeds once per run instead of once per test file: each file's database is then a copy
 * (`CREATE DATABASE … TEMPLATE` on the PostgreSQL server, the dumped files for the embedded database).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const templates: TTestDatabaseTemplates = {
      migrated: newDatabaseName('tmpl_migrated'),
      seeded: newDatabaseName('tmpl_seeded'),
    };
    const drop = () =>
      Promise.all(
        Object.values(templates).map((name) =>
          adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        ),
      );
    for (const [kind, name] of Object.entries(templates)) {
      await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
      // A template is copied only while nobody is connected to it: closed before the first test file.
      const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: 'memory' });
      try {
        await prepareDatabase(database, kind === 'seeded');
      } finally {
        await database.close();
      }
    }
    project.provide('testDatabaseTemplates', templates);
    return drop;
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-db-'));
  const templates: TTestDatabaseTemplates = {
    migrated: path.join(folder, 'migrated.tar'),
    seeded: path.join(folder, 'seeded.tar'),
  };
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await prepareDatabase(database, false);
    fs.writeFileSync(templates.migrated, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await prepareDatabase(database, true);
    fs.writeFileSync(templates.seeded, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('testDatabaseTemplates', templates);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
