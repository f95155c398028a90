import { configDefaults, defineProject } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { POSTGRES_ONLY } from './src/test/postgres-pass.ts';

/**
 * The files that take longest (they wait on servers and command-line processes they start, or fuzz many
 * requests), longest first. They start first, so no worker is left running one alone at the end; the rest
 * follow in Vitest's own order (a fresh clone has no timings, so the largest files first).
 */
const LONGEST = [
  'src/faults/crash-recovery.test.ts',
  'src/modules/operator/operator.test.ts',
  'src/modules/accounts/accounts.test.ts',
  'src/security/fuzz-hr.test.ts',
  'src/security/fuzz-candidate.test.ts',
  'src/security/races-accounts.test.ts',
];

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const n = LONGEST.findIndex((name) => file.moduleId.endsWith(name));
      return n === -1 ? LONGEST.length : n;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
      sequence: { sequencer: LongestFirst },
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  });

export default serverProject('server', {
  include: ['src/**/*.test.ts'],
  exclude: POSTGRES_ONLY.map((file) => `src/${file}`),
});
