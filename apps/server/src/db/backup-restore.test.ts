// @postgres
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { TPage, TPositionDetail, TPositionListItem } from '@tmp/contracts';
import { callApi, startTestApp } from '../test/test-app.ts';
import { adminQuery, createTestDatabase, databaseUrlOf, newDatabaseName } from '../test/test-db.ts';
import { openDatabase, type TDatabase } from './client.ts';
import { pendingMigrations } from './migrate.ts';

const run = promisify(execFile);
const hasTool = (name: string) => spawnSync(name, ['--version']).status === 0;
const skipReason = !process.env.DATABASE_URL
  ? 'DATABASE_URL is not set (the backup is of a PostgreSQL server database)'
  : !hasTool('pg_dump') || !hasTool('pg_restore')
    ? 'pg_dump and pg_restore are not installed'
    : undefined;
if (skipReason) console.info(`backup-restore.test.ts skipped: ${skipReason}`);

/** What a visitor of the first customer sees: the first page of the job list and one job's page. */
const publicView = async (app: FastifyInstance, jobId: number) => ({
  list: (
    await callApi<TPage<TPositionListItem>>(app, {
      method: 'POST',
      url: '/api/job/Position/QueryPagingPositions',
      body: { pageIndex: 1, pageSize: 20 },
    })
  ).body,
  detail: (
    await callApi<TPositionDetail>(app, {
      url: '/api/job/Position/GetPositionDetail',
      query: { id: String(jobId) },
      lang: 'zh-cn',
    })
  ).body,
});

describe.skipIf(skipReason)('a backup with pg_dump, restored into a new database', () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('serves the same jobs as the database it was taken from', async () => {
    const source = await createTestDatabase();
    cleanup.push(() => source.destroy());
    const sourceApp = await startTestApp({ db: source.db });
    cleanup.push(() => sourceApp.close());
    // A change made after the seed, so the backup is shown to hold the live data.
    const [job] = (
      (await source.db.execute(
        sql`UPDATE jobs SET title_zh = '备份后恢复的职位' WHERE id = (SELECT min(id) FROM jobs WHERE customer_id = 1 AND is_online) RETURNING id`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    const before = await publicView(sourceApp, job!.id);
    expect(before.detail.data.title).toBe('备份后恢复的职位');

    const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-')), 'portal.dump');
    await run('pg_dump', ['--format=custom', `--file=${dumpFile}`, source.url!]);
    const name = newDatabaseName('restored');
    const serverUrl = process.env.DATABASE_URL!;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    cleanup.push(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const restoredUrl = databaseUrlOf(serverUrl, name);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dumpFile]);

    const restored: TDatabase = await openDatabase({
      databaseUrl: restoredUrl,
      dataDir: 'memory',
      poolMax: 5,
    });
    cleanup.push(() => restored.close());
    expect(await pendingMigrations(restored.db)).toEqual([]);
    const restoredApp = await startTestApp({ db: restored.db });
    cleanup.push(() => restoredApp.close());
    const after = await publicView(restoredApp, job!.id);
    expect(after.list.code).toBe(0);
    expect(after.list.data.list).toHaveLength(20);
    expect(after).toEqual(before);
  });
});
