import { configDefaults, defineProject } from 'vitest/config';
import { POSTGRES_ONLY } from './src/test/postgres-pass.ts';

/** The server's test project; the PostgreSQL pass (`vitest.postgres.config.ts`) runs a subset of its files. */
export const serverProject = (name: string, files: { include: string[]; exclude?: string[] }) =>
  defineProject({
    // Node would pick the phone UI kit's CommonJS build, whose modules require their stylesheets.
    resolve: { alias: [{ find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' }] },
    test: {
      name,
      environment: 'node',
      include: files.include,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      // Migrates and seeds once per run; each file's database is a copy (src/test/global-setup.ts).
      globalSetup: ['src/test/global-setup.ts'],
      // Server-rendered pages are tested with the web app's renderer from its source; the phone UI kit's
      // modules import their stylesheets, so they go through Vite rather than Node.
      server: { deps: { inline: ['antd-mobile'] } },
      // Test files share a worker's loaded modules instead of loading the app afresh for each file (about
      // three quarters of the import time): no test mocks modules or changes globals, and each file builds
      // its own app on its own database copy.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  });

export default serverProject('server', {
  include: ['src/**/*.test.ts'],
  exclude: POSTGRES_ONLY.map((file) => `src/${file}`),
});
