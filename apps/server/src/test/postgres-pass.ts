import fs from 'node:fs';
import path from 'node:path';

/**
 * Which server test files CI runs a second time on the PostgreSQL server: those whose outcome can differ
 * there (concurrency, races, faults, the driver, the job queue, the shared rate-limit store). Every other
 * file runs once, on the embedded database, where one connection serialises everything anyway.
 *
 * Membership is by rule, so a new file lands in the pass without anyone remembering to list it:
 * - its name says so: `*race*` (`*.race.test.ts`, `*-race.test.ts`, `security/races-*`) or `faults/*`;
 * - or its source carries the line `// @postgres` (a file about the driver or the job queue);
 * - or it is one of the files below, named before the marker existed.
 * `postgres-pass.test.ts` fails when a file that sends requests at once, or reads the PostgreSQL or
 * Redis settings, is in none of these.
 */
const BY_NAME = [/race/, /^faults\//];
const MARKER = /^\/\/ @postgres\b/m;
const NAMED = new Set([
  'db/replica.test.ts',
  'db/seed/seed.test.ts',
  'lib/job-queue.test.ts',
  'modules/accounts/sessions-processes.test.ts',
  'modules/interviews/interviews.test.ts',
  'plugins/rate-limit.test.ts',
]);

/** Files that only mean something on a PostgreSQL server (this one starts a private cluster of its own). */
export const POSTGRES_ONLY = ['faults/database-outage.test.ts'];

/** What in a test file's source says its outcome can depend on PostgreSQL, and why. */
export const NEEDS_POSTGRES: Array<{ why: string; pattern: RegExp }> = [
  { why: 'sends requests at once (races.helpers)', pattern: /races\.helpers|\bsimultaneously\(/ },
  {
    why: 'sends requests at once (Promise.all of requests)',
    pattern: /Promise\.all(Settled)?\([^;]{0,400}?(callApi|\.inject\(|fetch\(|callHttp|saveAnswer)/s,
  },
  { why: 'reads the PostgreSQL or Redis settings', pattern: /\b(DATABASE_URL|REDIS_URL)\b/ },
  { why: 'opens a second connection to the same database', pattern: /openDatabase\(\{\s*databaseUrl/ },
];

/** Every server test file, relative to `src`. */
export const serverTestFiles = (srcDir: string) =>
  fs
    .globSync('**/*.test.ts', { cwd: srcDir })
    .map((file) => file.split(path.sep).join('/'))
    .sort();

/** Whether the PostgreSQL pass runs this test file (relative to `src`, with its source). */
export const inPostgresPass = (file: string, source: string) =>
  BY_NAME.some((rule) => rule.test(file)) || NAMED.has(file) || MARKER.test(source);

/** The PostgreSQL pass's files, relative to `src`. */
export const postgresPassFiles = (srcDir: string) =>
  serverTestFiles(srcDir).filter((file) =>
    inPostgresPass(file, fs.readFileSync(path.join(srcDir, file), 'utf8')),
  );

/** Why a test file's source needs the PostgreSQL pass (empty when nothing in it does). */
export const reasonsForPostgres = (source: string) =>
  NEEDS_POSTGRES.filter((need) => need.pattern.test(source)).map((need) => need.why);
