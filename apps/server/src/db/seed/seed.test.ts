import { sql, type SQL } from 'drizzle-orm';
import { OPTION_GROUPS } from '@tmp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TTestDatabase } from '../../test/test-db.ts';
import { seedDemoData } from './seed.ts';

// Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the result untyped.
const rowsOf = async <T>(database: TTestDatabase, query: SQL): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const countOf = async (database: TTestDatabase, table: string): Promise<number> => {
  const [row] = await rowsOf<{ n: number }>(database, sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return row?.n ?? 0;
};

describe('seedDemoData', () => {
  let database: TTestDatabase;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    // Migrated but empty, so this file sees the first seeding itself.
    database = await createTestDatabase({ seed: false });
    firstRun = await seedDemoData(database.db);
  }, 60_000);

  afterAll(async () => {
    await database?.destroy();
  });

  it('creates the two demo customers with their hosts', async () => {
    expect(firstRun.seeded).toBe(true);
    const customers = await rowsOf<{ id: number; system_type: number; force_login_country_ids: number[] }>(
      database,
      sql`SELECT id, system_type, force_login_country_ids FROM customers ORDER BY id`,
    );
    expect(customers.map((c) => [c.id, c.system_type])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const hosts = await rowsOf<{ host: string; customer_id: number }>(
      database,
      sql`SELECT host, customer_id FROM customer_hosts ORDER BY host`,
    );
    expect(hosts).toEqual([
      { host: '127.0.0.1', customer_id: 1 },
      { host: 'email.localhost', customer_id: 2 },
      { host: 'localhost', customer_id: 1 },
    ]);
    const forced = customers[0]?.force_login_country_ids ?? [];
    expect(forced).toHaveLength(1);
    const [country] = await rowsOf<{ level: number; jobs: number }>(
      database,
      sql`SELECT d.level, (SELECT count(*)::int FROM jobs j WHERE j.country_id = d.id) AS jobs
          FROM districts d WHERE d.id = ${forced[0]} AND d.customer_id = 1`,
    );
    expect(country).toMatchObject({ level: 1 });
    expect(country?.jobs).toBeGreaterThan(0);
  });

  it('gives customer 1 at least 200 online bilingual jobs over several categories and countries', async () => {
    const [stats] = await rowsOf<{
      online: number;
      bilingual: number;
      categories: number;
      countries: number;
    }>(
      database,
      sql`SELECT count(*) FILTER (WHERE is_online)::int AS online,
                 count(*) FILTER (WHERE is_online AND title_en <> '' AND title_zh <> ''
                   AND description_en <> '' AND description_zh <> '')::int AS bilingual,
                 count(DISTINCT category_id)::int AS categories,
                 count(DISTINCT country_id)::int AS countries
          FROM jobs WHERE customer_id = 1`,
    );
    expect(stats?.online).toBeGreaterThanOrEqual(200);
    expect(stats?.bilingual).toBe(stats?.online);
    expect(stats?.categories).toBeGreaterThanOrEqual(5);
    expect(stats?.countries).toBeGreaterThanOrEqual(5);
    const [second] = await rowsOf<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM jobs WHERE customer_id = 2`,
    );
    expect(second?.n).toBeGreaterThanOrEqual(60);
  });

  it('fills every option group for both customers', async () => {
    const rows = await rowsOf<{ customer_id: number; group_code: string }>(
      database,
      sql`SELECT DISTINCT customer_id, group_code FROM options`,
    );
    for (const customerId of [1, 2]) {
      const codes = rows.filter((row) => row.customer_id === customerId).map((row) => row.group_code);
      expect(codes.sort()).toEqual(OPTION_GROUPS.map((group) => group.code).sort());
    }
    const [languages] = await rowsOf<{ n: number }>(
      database,
      sql`SELECT count(*)::int AS n FROM options WHERE customer_id = 1 AND group_code = 'Language'`,
    );
    expect(languages?.n).toBeGreaterThan(25);
  });

  it('links job grades to categories of the same customer', async () => {
    const orphans = await rowsOf(
      database,
      sql`SELECT g.id FROM options g LEFT JOIN options c
            ON c.id = g.parent_value AND c.customer_id = g.customer_id AND c.group_code = 'JobCategory'
          WHERE g.group_code = 'JobGrade' AND c.id IS NULL`,
    );
    expect(orphans).toEqual([]);
  });

  it('builds a three-level district tree', async () => {
    const levels = await rowsOf<{ level: number; bad_parents: number }>(
      database,
      sql`SELECT d.level, count(*) FILTER (WHERE
            (d.level = 1 AND d.parent_id IS NOT NULL) OR
            (d.level > 1 AND (p.id IS NULL OR p.level <> d.level - 1 OR p.customer_id <> d.customer_id))
          )::int AS bad_parents
          FROM districts d LEFT JOIN districts p ON p.id = d.parent_id
          GROUP BY d.level ORDER BY d.level`,
    );
    expect(levels).toEqual([
      { level: 1, bad_parents: 0 },
      { level: 2, bad_parents: 0 },
      { level: 3, bad_parents: 0 },
    ]);
  });

  it('keeps every job consistent: places, customer-owned references and salary ranges', async () => {
    const broken = await rowsOf(
      database,
      sql`SELECT j.id FROM jobs j
          JOIN districts c ON c.id = j.country_id
          JOIN districts s ON s.id = j.state_id
          JOIN districts t ON t.id = j.city_id
          JOIN sites si ON si.id = j.site_id
          JOIN options cat ON cat.id = j.category_id
          WHERE c.level <> 1 OR s.parent_id <> c.id OR t.parent_id <> s.id
             OR c.customer_id <> j.customer_id OR si.customer_id <> j.customer_id
             OR cat.customer_id <> j.customer_id OR cat.group_code <> 'JobCategory'
             OR j.salary_max < j.salary_min OR (j.salary_min IS NULL) <> (j.salary_max IS NULL)
             OR j.headcount NOT BETWEEN 1 AND 10`,
    );
    expect(broken).toEqual([]);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all(
      ['customers', 'options', 'districts', 'jobs'].map((t) => countOf(database, t)),
    );
    expect(await seedDemoData(database.db)).toEqual({ seeded: false });
    const after = await Promise.all(
      ['customers', 'options', 'districts', 'jobs'].map((t) => countOf(database, t)),
    );
    expect(after).toEqual(before);
  });

  it('leaves the identity sequences ahead of the explicit customer ids', async () => {
    const [row] = await rowsOf<{ id: number }>(
      database,
      sql`INSERT INTO customers (code, name_en, name_zh, logo, system_type)
          VALUES ('probe', 'Probe', '探针', '/brand/probe.svg', 1) RETURNING id`,
    );
    expect(row?.id).toBe(3);
  });
});
