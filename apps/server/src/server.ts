// First: on a Node older than package.json's engines, stop with one line before anything else loads.
import './config/require-node.ts';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { defaultWebDist, productionGaps, productionGapsError, readEnv } from './config/env.ts';
import { isDatabaseUnavailable, openDatabase } from './db/client.ts';
import { migrate, pendingMigrations, withStartLock } from './db/migrate.ts';
import { serveDemoAt } from './db/seed/customers.seed.ts';
import { seedDemoData } from './db/seed/seed.ts';
import { hasPhoneAccounts, startWarnings } from './start-checks.ts';

/** A start refused for a reason the operator can fix: told in one line, without a stack trace. */
const refuseToStart = (message: string): never => {
  console.error(message);
  return process.exit(1);
};

/** A database server that does not answer at start is told in one line too (a restart policy retries). */
const orRefuseUnreachable = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (!isDatabaseUnavailable(err)) throw err;
    // Drizzle wraps the driver's error: its code (ECONNREFUSED, 57P03…) is on a cause.
    let code: unknown;
    for (let cause: unknown = err; cause && !code; cause = (cause as { cause?: unknown }).cause) {
      code = (cause as { code?: unknown }).code;
    }
    return refuseToStart(
      `The database does not answer (${String(code ?? 'no answer')}): check DATABASE_URL and that its server runs.`,
    );
  }
};

const readEnvOrExit = () => {
  try {
    return readEnv();
  } catch (err) {
    return refuseToStart((err as Error).message);
  }
};
const env = readEnvOrExit();
// A broken PostgreSQL connection is logged and replaced; until the app's logger exists, on stderr.
let reportConnectionError = (err: Error) => console.error('database connection lost:', err.message);
const onConnectionError = (err: Error) => reportConnectionError(err);
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolMax: env.DATABASE_POOL_MAX,
  onConnectionError,
});
// Every missing production setting at once, before the database is changed in any way.
const gaps = productionGaps({
  hasPhoneAccounts:
    env.NODE_ENV === 'production' && (await orRefuseUnreachable(() => hasPhoneAccounts(database.db))),
});
if (gaps.length > 0) {
  await database.close();
  refuseToStart(productionGapsError(gaps).message);
}

/** Brings the database up to date (or checks that `admin migrate` did) and seeds the demo where asked. */
const prepareDatabase = async () => {
  if (env.MIGRATE_ON_START) await migrate(database.db);
  else {
    const pending = await pendingMigrations(database.db);
    if (pending.length > 0) {
      await database.close();
      refuseToStart(
        `The database lacks ${pending.length} migration(s) (${pending[0]}…) and MIGRATE_ON_START=0: ` +
          'run `admin migrate` first (node apps/server/dist/admin.js migrate), or unset MIGRATE_ON_START.',
      );
    }
  }
  if (env.SEED_DEMO) {
    await seedDemoData(database.db, { secondFactorKey: env.SECOND_FACTOR_KEY });
    await serveDemoAt(database.db, env.PUBLIC_URL);
  }
};
// A replica is only read: the primary migrates and seeds, and replication brings both across.
const replica =
  env.DATABASE_URL && env.DATABASE_READ_URL
    ? await openDatabase({
        databaseUrl: env.DATABASE_READ_URL,
        dataDir: env.DATA_DIR,
        poolMax: env.DATABASE_POOL_MAX,
        onConnectionError,
      })
    : undefined;

// Processes starting together take turns: migrations, seed and the job queue's schema and queues are set
// up by one while the others wait (they then find it done).
const app = await orRefuseUnreachable(() =>
  withStartLock(database.db, async () => {
    await prepareDatabase();
    const built = await buildApp({
      env,
      db: database.db,
      readDb: replica?.db,
      poolStats: database.poolStats,
      listen: database.listen,
      webDist: env.WEB_DIST ?? defaultWebDist(),
    });
    // Ready starts the job queue, which installs its schema and creates its queues.
    await built.ready();
    return built;
  }),
);
for (const warning of startWarnings(env)) app.log.warn(warning);
reportConnectionError = (err) => app.log.warn({ err }, 'database connection lost; the pool reconnects');

// In-flight requests finish before the database closes; a second signal or 10 s forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await replica?.close();
  await database.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(
  { node: process.version, driver: database.driver },
  `portal on http://localhost:${env.PORT} (Node ${process.version}, ${database.driver} database)`,
);
