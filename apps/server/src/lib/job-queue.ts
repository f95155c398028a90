import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client.ts';

/** Runs one job; throwing fails it, and the queue retries it later (up to its retry limit). */
export type TJobHandler<T> = (data: T) => Promise<void>;

export interface TJobDefinition {
  /** Tries after the first failure, spaced by an exponential backoff. */
  retryLimit?: number;
  /** A periodic task: runs about every this many seconds on one server at a time. */
  everySeconds?: number;
}

export interface TJobQueue {
  /** Declares a kind of job and what runs it; call before the queue starts. */
  define: <T extends object>(name: string, handler: TJobHandler<T>, opts?: TJobDefinition) => void;
  /** Queues a job to run as soon as a worker is free, or not before `startAfterSeconds` from now. */
  send: (name: string, data: object, opts?: { startAfterSeconds?: number }) => Promise<void>;
  start: () => Promise<void>;
  /** Stops taking jobs and waits for the running ones to finish. */
  stop: () => Promise<void>;
  /**
   * Runs every periodic task once and then every queued job until none is left, here and now: how tests
   * (which move the clock) and a server without workers make time pass deterministically.
   */
  runDue: () => Promise<number>;
}

export interface TJobQueueOptions {
  /** Whether this process polls for jobs and runs periodic tasks (servers: yes; tests: they call runDue). */
  workers: boolean;
  /** Seconds before the first retry of a failed job, doubling at each further try. */
  retryDelaySeconds?: number;
  /** How often idle workers look for new jobs. */
  pollingSeconds?: number;
  onError?: (err: unknown) => void;
}

type TExecutor = { executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> };

/** pg-boss talks to whichever database the app runs on, through the app's own connection(s). */
const executorFor = (db: Db): TExecutor => {
  const client = (db as unknown as { $client: PGlite | { query: PGlite['query'] } }).$client;
  if (client instanceof PGlite) {
    return {
      // Without parameters pg-boss sends whole scripts (its schema and migrations): PGlite runs those
      // with exec, which takes several statements; a parameterised statement goes through query.
      executeSql: async (text, values) => {
        if (!values?.length) return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
        return { rows: (await client.query(text, values)).rows };
      },
    };
  }
  return { executeSql: async (text, values) => ({ rows: (await client.query(text, values)).rows }) };
};

const SCHEMA = 'pgboss';

/**
 * Makes the waiting jobs of these kinds due now (those held for later, like a disabled customer's messages):
 * a job still held for its reason is simply held again when it runs. Needs no running queue (the operator
 * command line calls it), and does nothing on a database the queue never started on.
 */
export const releaseHeldJobs = async (db: Db, names: readonly string[]) => {
  const [table] = (
    (await db.execute(sql`SELECT to_regclass(${`${SCHEMA}.job`}) AS "name"`)) as unknown as {
      rows: Array<{ name: string | null }>;
    }
  ).rows;
  if (!table?.name) return;
  await db.execute(
    sql`UPDATE ${sql.identifier(SCHEMA)}."job" SET "start_after" = now()
      WHERE "state" = 'created' AND "start_after" > now() AND "name" IN (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})`,
  );
};
const POLL_SECONDS = 2;

interface TDefined extends TJobDefinition {
  name: string;
  handler: TJobHandler<object>;
}

/** The app's job queue: pg-boss on the app's PostgreSQL database (embedded PGlite or a server). */
export const createJobQueue = (db: Db, opts: TJobQueueOptions): TJobQueue => {
  const boss = new PgBoss({
    db: executorFor(db),
    schema: SCHEMA,
    supervise: opts.workers,
    schedule: opts.workers,
  });
  boss.on('error', (err) => opts.onError?.(err));
  const defined = new Map<string, TDefined>();
  let started = false;

  const createQueue = async (job: TDefined) => {
    await boss.createQueue(job.name, {
      name: job.name,
      // A periodic task keeps at most one run waiting and one running.
      policy: job.everySeconds ? 'stately' : 'standard',
      retryLimit: job.retryLimit ?? 5,
      retryDelay: opts.retryDelaySeconds ?? 30,
      retryBackoff: true,
    });
  };

  /** A periodic run queues the next one when it ends; a per-minute schedule restarts a broken chain. */
  const runPeriodic = async (job: TDefined) => {
    try {
      await job.handler({});
    } finally {
      await boss.send(job.name, {}, { startAfter: job.everySeconds! });
    }
  };

  const startWorker = async (job: TDefined) => {
    await boss.work(
      job.name,
      { pollingIntervalSeconds: opts.pollingSeconds ?? POLL_SECONDS, batchSize: 1 },
      async (jobs) => {
        for (const one of jobs) await (job.everySeconds ? runPeriodic(job) : job.handler(one.data as object));
      },
    );
    if (job.everySeconds) {
      await boss.send(job.name, {});
      await boss.schedule(job.name, '* * * * *', {});
    }
  };

  const drainOnce = async (): Promise<number> => {
    let ran = 0;
    for (const job of defined.values()) {
      for (const one of await boss.fetch<object>(job.name, { batchSize: 50 })) {
        ran += 1;
        try {
          await job.handler(one.data);
          await boss.complete(job.name, one.id);
        } catch (err) {
          await boss.fail(job.name, one.id, { message: String(err) });
        }
      }
    }
    return ran;
  };

  return {
    define: (name, handler, definition = {}) => {
      if (started) throw new Error(`job ${name} defined after the queue started`);
      defined.set(name, { name, handler: handler as TJobHandler<object>, ...definition });
    },
    send: async (name, data, sendOpts) => {
      await boss.send(
        name,
        data,
        sendOpts?.startAfterSeconds ? { startAfter: sendOpts.startAfterSeconds } : {},
      );
    },
    start: async () => {
      await boss.start();
      started = true;
      for (const job of defined.values()) await createQueue(job);
      if (opts.workers) for (const job of defined.values()) await startWorker(job);
    },
    stop: async () => {
      if (started) await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
      started = false;
    },
    runDue: async () => {
      let ran = 0;
      for (const job of defined.values()) {
        if (job.everySeconds) {
          await job.handler({});
          ran += 1;
        }
      }
      for (let round = 0; round < 20; round += 1) {
        const batch = await drainOnce();
        ran += batch;
        if (batch === 0) break;
      }
      return ran;
    },
  };
};
