import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { defaultWebDist, readEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed.ts';

const env = readEnv();
const database = await openDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  poolMax: env.DATABASE_POOL_MAX,
});
await migrate(database.db);
if (env.SEED_DEMO) await seedDemoData(database.db);

const app = await buildApp({ env, db: database.db, webDist: env.WEB_DIST ?? defaultWebDist() });

// In-flight requests finish before the database closes; a second signal or 10 s forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(`portal on http://localhost:${env.PORT} (${database.driver} database)`);
