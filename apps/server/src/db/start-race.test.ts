import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, createDatabase, tempDir } from '../faults/fault-databases.ts';
import {
  eventually,
  spawnServer,
  stopServer,
  waitUntilReady,
  type TServerProcess,
} from '../faults/server-process.ts';
import { migrationTags, START_LOCK_ID } from './migrate.ts';

// Real server processes against one PostgreSQL database of their own: only the PostgreSQL pass runs this.
if (!process.env.DATABASE_URL) console.info('start-race.test.ts skipped: DATABASE_URL is not set');
describe.runIf(process.env.DATABASE_URL)('server processes starting together on an empty database', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  const servers: TServerProcess[] = [];
  beforeAll(async () => {
    database = await createDatabase(process.env.DATABASE_URL!, 'start_race');
  });
  afterAll(async () => {
    for (const server of servers) await stopServer(server);
    await database?.drop();
  });
  const query = async <T>(text: string) => (await adminQuery(database.url, text)).rows as T[];

  it('all three come up: one migrates and installs the job queue while the others wait', async () => {
    const dataDir = tempDir('start-race');
    // The test holds the start lock until all three processes wait for it, so they start setting up the
    // database at the same moment, however the machine staggers their loading.
    const gate = new pg.Client({ connectionString: database.url });
    await gate.connect();
    await gate.query('SELECT pg_advisory_lock($1)', [START_LOCK_ID]);
    const start = () => spawnServer({ databaseUrl: database.url, dataDir, env: { SEED_DEMO: '0' } });
    servers.push(...(await Promise.all([start(), start(), start()])));
    await eventually(
      async () => {
        for (const server of servers) if (!server.isRunning()) throw new Error(server.output());
        const [waiting] = await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = ${START_LOCK_ID}`,
        );
        return waiting!.n === 3;
      },
      'all three processes wait for the start lock',
      60_000,
    );
    await gate.end();
    await Promise.all(servers.map((server) => waitUntilReady(server, 60_000)));
    for (const server of servers) {
      const res = await fetch(`${server.baseUrl}/api/health/ready`);
      expect(res.status, server.output()).toBe(200);
      expect(server.output()).not.toMatch(/deadlock|duplicate key/);
    }
    const applied = await query<{ tag: string; times: number }>(
      'SELECT tag, count(*)::int AS times FROM schema_migrations GROUP BY tag ORDER BY tag',
    );
    expect(applied).toEqual(migrationTags().map((tag) => ({ tag, times: 1 })));
    // The job queue's queues were made (each name is unique in pg-boss's table).
    const [queues] = await query<{ n: number }>('SELECT count(*)::int AS n FROM pgboss.queue');
    expect(queues!.n).toBeGreaterThan(0);
    // And the periodic tasks' first runs were queued.
    const jobs = await query<{ name: string }>('SELECT DISTINCT name FROM pgboss.job');
    expect(jobs.length).toBeGreaterThan(0);
  }, 90_000);

  it('a production start on it names every missing setting in one message, without a stack trace', async () => {
    // A customer with phone accounts makes a real SMS provider required too.
    await query(
      `INSERT INTO customers (code, name_en, name_zh, logo, system_type) VALUES ('acme', 'Acme', '艾克米', 'acme.svg', 1)`,
    );
    const server = await spawnServer({
      databaseUrl: database.url,
      dataDir: tempDir('start-refused'),
      env: { NODE_ENV: 'production', SEED_DEMO: '', DEV_OUTBOX: '' },
    });
    servers.push(server);
    expect(await server.exited).toEqual({ code: 1, signal: null });
    const lines = server.output().trim().split('\n');
    expect(lines).toEqual([
      'Cannot start in production without these 4 settings:',
      expect.stringMatching(/^ {2}- SECOND_FACTOR_KEY is not set: set it to/),
      expect.stringMatching(/^ {2}- PUBLIC_URL is not set: set it to/),
      expect.stringMatching(/^ {2}- SMTP_URL is not set: set it to/),
      expect.stringMatching(/^ {2}- SMS_PROVIDER is not set: .*set SMS_PROVIDER=aliyun or tencent/),
    ]);
  }, 60_000);
});
