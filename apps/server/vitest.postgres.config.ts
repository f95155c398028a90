import os from 'node:os';
import path from 'node:path';
import { mergeConfig } from 'vitest/config';
import { postgresPassFiles } from './src/test/postgres-pass.ts';
import { serverProject } from './vitest.config.ts';

/**
 * The server tests whose outcome can differ on a PostgreSQL server (see `src/test/postgres-pass.ts`), run
 * there: `DATABASE_URL=postgres://… npm run test:postgres`. The rest of the suite runs on the embedded
 * database only (`npm run test:unit`).
 */
if (!process.env.DATABASE_URL)
  throw new Error('The PostgreSQL pass needs DATABASE_URL (a server it may create databases on).');

const root = import.meta.dirname;
export default mergeConfig(
  serverProject('server-pg', {
    include: postgresPassFiles(path.join(root, 'src')).map((file) => `src/${file}`),
  }),
  { root, test: { maxWorkers: os.availableParallelism() } },
);
