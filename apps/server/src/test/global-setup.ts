import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { createJobQueue } from '../lib/job-queue.ts';
import { adminQuery, databaseUrlOf, newDatabaseName, type TTestDatabaseTemplates } from './test-db.ts';

/** Migrates, and installs the job queue's tables (pg-boss adds them when it first starts) once for all copies. */
const migrateWithJobQueue = async (db: Db) => {
  await migrate(db);
  const jobs = createJobQueue(db, { workers: false });
  await jobs.start();
  await jobs.stop();
};

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
    // Migrated once; the seeded template is a copy of the migrated one, then seeded. A template is copied
    // only while nobody is connected to it: each is closed before the first test file.
    const prepare = async (name: string, template: string | undefined, seed: boolean) => {
      await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name), dataDir: 'memory' });
      try {
        await (seed ? seedDemoData(database.db) : migrateWithJobQueue(database.db));
      } finally {
        await database.close();
      }
    };
    try {
      await prepare(templates.migrated, undefined, false);
      await prepare(templates.seeded, templates.migrated, true);
    } catch (error) {
      await drop();
      throw error;
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
    const dumpTo = async (file: string) =>
      fs.writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await migrateWithJobQueue(database.db);
    await dumpTo(templates.migrated);
    await seedDemoData(database.db);
    await dumpTo(templates.seeded);
  } finally {
    await database.close();
  }
  project.provide('testDatabaseTemplates', templates);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
