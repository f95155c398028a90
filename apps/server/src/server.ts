import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { defaultWebDist, readEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { serveDemoAt } from './db/seed/customers.seed.ts';
import { seedDemoData } from './db/seed/seed.ts';

const readEnvOrExit = () => {
  try {
    return readEnv();
  } catch (err) {
    // A configuration mistake is told in one line, without a stack trace.
    console.error((err as Error).message);
    return process.exit(1);
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
await migrate(database.db);
if (env.SEED_DEMO) {
  await seedDemoData(database.db, { secondFactorKey: env.SECOND_FACTOR_KEY });
  await serveDemoAt(database.db, env.PUBLIC_URL);
}
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

const app = await buildApp({
  env,
  db: database.db,
  readDb: replica?.db,
  poolStats: database.poolStats,
  listen: database.listen,
  webDist: env.WEB_DIST ?? defaultWebDist(),
});
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
