import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  inPostgresPass,
  POSTGRES_ONLY,
  postgresPassFiles,
  reasonsForPostgres,
  serverTestFiles,
} from './postgres-pass.ts';

const SRC = path.resolve(import.meta.dirname, '..');
/** This file, whose examples below would otherwise count as its own. */
const SELF = 'test/postgres-pass.test.ts';

describe('the PostgreSQL pass (CI runs these server tests a second time, on a PostgreSQL server)', () => {
  it('holds every test file that sends requests at once or reads the PostgreSQL or Redis settings', () => {
    const missing = serverTestFiles(SRC)
      .filter((file) => file !== SELF)
      .map((file) => ({ file, source: fs.readFileSync(path.join(SRC, file), 'utf8') }))
      .filter(({ file, source }) => !inPostgresPass(file, source))
      .map(({ file, source }) => ({ file, reasons: reasonsForPostgres(source) }))
      .filter(({ reasons }) => reasons.length > 0);
    // Put the file in the pass: name it `*-race.test.ts`, or begin it with the line `// @postgres`.
    expect(missing).toEqual([]);
  });

  it('takes new files by their names and by the marker, and leaves the rest to the embedded database', () => {
    expect(inPostgresPass('modules/offers/offers-race.test.ts', '')).toBe(true);
    expect(inPostgresPass('modules/offers/offers.race.test.ts', '')).toBe(true);
    expect(inPostgresPass('security/races-alerts.test.ts', '')).toBe(true);
    expect(inPostgresPass('faults/disk-full.test.ts', '')).toBe(true);
    expect(inPostgresPass('lib/pool.test.ts', "// @postgres: the driver's pool\n")).toBe(true);
    expect(inPostgresPass('modules/offers/offers.test.ts', 'it("accepts an offer")')).toBe(false);
  });

  it('sees requests sent at once, however they are written', () => {
    const sources = [
      "import { simultaneously } from '../security/races.helpers.ts';",
      'const answers = await Promise.all([callApi(app, a), callApi(app, b)]);',
      'await Promise.allSettled(\n  ids.map((id) => ctx.app.inject({ url: `/x/${id}` })),\n);',
      'describe.skipIf(!process.env.DATABASE_URL)("two processes", () => {});',
    ];
    for (const source of sources) expect(reasonsForPostgres(source), source).not.toEqual([]);
    expect(reasonsForPostgres('const [a, b] = await Promise.all([read(), read()]);')).toEqual([]);
  });

  it('runs the private-cluster outage there and only there', () => {
    const pass = postgresPassFiles(SRC);
    for (const file of POSTGRES_ONLY) expect(pass).toContain(file);
    expect(pass.length).toBeGreaterThan(10);
  });
});
