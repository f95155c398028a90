import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PHONE } from '../test/accounts-helpers.ts';
import { adminQuery, createDatabase, tempDir } from './fault-databases.ts';
import { callHttp, readExam, saveAnswer, signIn, startWrittenExam } from './portal-client.ts';
import { startPrivateCluster, type TPrivateCluster } from './private-postgres.ts';
import { isUnavailableEnvelope, startLoad } from './request-load.ts';
import { eventually, startServer, stopServer, type TServerProcess } from './server-process.ts';
import { findMissingWrites, newLedger, nextAnswer, type TExamSession } from './write-ledger.ts';

const WORKERS = 6;
const TERMINATIONS = 4;
const LONG = { timeout: 240_000 };

/**
 * PostgreSQL going away under load, on a cluster of this test's own (the machine's shared server is never
 * restarted): the app stays up, answers a translated 503 while the database is gone, and serves again
 * once it is back, without a restart of its own.
 */
describe('PostgreSQL going away under load', () => {
  let cluster: TPrivateCluster;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: TServerProcess | undefined;
  let session: TExamSession;
  const ledger = newLedger();
  const faults = { terminated: 0, outages: 0, served: 0, unavailable: 0 };
  // Uploads only: the data is in PostgreSQL.
  const dataDir = tempDir('fault-outage');

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    database = await createDatabase(cluster.serverUrl, 'fault_outage');
    server = await startServer({
      databaseUrl: database.url,
      dataDir,
      env: { DATABASE_POOL_MAX: '5' },
    });
    const token = await signIn(server.baseUrl, DEMO_PHONE, DEMO_PASSWORD);
    const exam = await startWrittenExam(server.baseUrl, token);
    session = { token, examId: exam.id, questions: exam.questions, resume: {} };
  }, LONG.timeout);

  afterAll(async () => {
    await stopServer(server);
    await cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.warn(
      `faults (PostgreSQL): ${faults.terminated} connections terminated, ${faults.outages} outage; ` +
        `${faults.served} requests served, ${faults.unavailable} clean 503s, no other failure; ` +
        `${ledger.acknowledged} acknowledged autosaves all found`,
    );
  });

  it(
    'connections terminated while requests are in flight: clean 503s at worst, never a crash',
    LONG,
    async () => {
      const load = startLoad(server!.baseUrl, session, ledger, WORKERS);
      try {
        for (let i = 0; i < TERMINATIONS; i += 1) {
          const answered = load.answered();
          await eventually(() => load.answered() >= answered + WORKERS, 'requests are being answered');
          const { rows } = await adminQuery(
            cluster.serverUrl,
            'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1',
            [database.name],
          );
          faults.terminated += (rows[0] as { n: number }).n;
        }
        const answered = load.answered();
        await eventually(
          () => load.answered() >= answered + WORKERS * 4,
          'requests are answered after the last fault',
        );
      } finally {
        await load.stop();
        faults.served += load.outcome.ok;
        faults.unavailable += load.outcome.unavailable;
      }
      // The server's own output tells why a request found no answer (a crash prints its error there).
      expect(load.outcome.other, server!.output()).toEqual([]);
      expect(faults.terminated).toBeGreaterThan(0);
      expect(server!.isRunning()).toBe(true);
      expect(await findMissingWrites(server!.baseUrl, session, ledger)).toEqual([]);
    },
  );

  it(
    'the database down: translated 503s in both languages; back up: served again, no app restart',
    LONG,
    async () => {
      const load = startLoad(server!.baseUrl, session, ledger, WORKERS);
      try {
        await outageAndBack(load);
      } catch (error) {
        // A call that found no answer says whether the app was still up, and what it printed.
        throw new Error(
          `${(error as Error).message} (${(error as Error).cause ?? 'no cause'}); the app is ` +
            `${server!.isRunning() ? 'running' : 'not running'}; its output:\n${server!.output().slice(-4000)}`,
          { cause: error },
        );
      } finally {
        await load.stop();
        faults.served += load.outcome.ok;
        faults.unavailable += load.outcome.unavailable;
      }
      expect(load.outcome.other).toEqual([]);
      expect(server!.isRunning()).toBe(true);
      // Recovered for good: no broken connection is left in the pool to fail a later request.
      for (let i = 0; i < WORKERS * 2; i += 1) {
        const answer = nextAnswer(ledger, session.questions[i % session.questions.length]!);
        expect((await saveAnswer(server!.baseUrl, session.token, session.examId, answer)).body.code).toBe(0);
      }
      expect(await findMissingWrites(server!.baseUrl, session, ledger)).toEqual([]);
    },
  );

  /** Takes the database down under load, checks the translated 503s, brings it back, waits for service. */
  const outageAndBack = async (load: ReturnType<typeof startLoad>) => {
    await eventually(() => load.outcome.ok >= WORKERS, 'requests are served');
    await cluster.stop();
    faults.outages += 1;
    const question = session.questions[0]!;
    for (const lang of ['en-us', 'zh-cn'] as const) {
      const save = await saveAnswer(
        server!.baseUrl,
        session.token,
        session.examId,
        nextAnswer(ledger, question),
        {
          lang,
          timeoutMs: 15_000,
        },
      );
      expect(isUnavailableEnvelope(save, lang), save.text).toBe(true);
      const health = await callHttp(server!.baseUrl, { path: '/api/health', lang, timeoutMs: 15_000 });
      expect(health.status).toBe(503);
    }
    const unavailable = load.outcome.unavailable;
    await eventually(() => load.outcome.unavailable > unavailable + WORKERS, 'the load meets the outage');
    await cluster.start();
    await eventually(
      async () => (await readExam(server!.baseUrl, session.token, session.examId).catch(() => null)) !== null,
      'the app serves again',
      60_000,
    );
    const served = load.outcome.ok;
    await eventually(() => load.outcome.ok >= served + WORKERS * 4, 'the load is served again');
  };
});
