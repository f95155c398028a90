import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { createDepartment, createSite } from './reference-data.service.ts';

// Races only show on the PostgreSQL server: run with DATABASE_URL set (CI's second run does).
const ctx = useTestApp();
const CUSTOMER = 2;

describe('sites and departments added at once for one customer', () => {
  it('each get a number of their own in the customer’s HR system', async () => {
    const db = ctx.database.db;
    const sites = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        createSite(db, CUSTOMER, { nameEn: `Race ${n}`, nameZh: `并发 ${n}` }),
      ),
    );
    expect(new Set(sites.map((site) => site.hrid)).size).toBe(6);
    const [site] = sites;
    const departments = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        createDepartment(
          db,
          CUSTOMER,
          { siteId: site!.id, siteHrid: site!.hrid, parentId: null },
          { nameEn: `Team ${n}`, nameZh: `团队 ${n}` },
        ),
      ),
    );
    expect(new Set(departments.map((department) => department.hrid)).size).toBe(6);
  });
});
