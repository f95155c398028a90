import { describe, expect, it } from 'vitest';
import { hrSetJobOnlineRoute, type TJobHighlights, type TPage, type TPositionListItem } from '@tmp/contracts';
import { bearer, HR_EMAIL, tokenFor } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();

const highlights = (customerid: 1 | 2, lang: 'en-us' | 'zh-cn' = 'en-us') =>
  callApi<TJobHighlights>(ctx.app, { url: '/api/job/Position/GetJobHighlights', customerid, lang });

const listTotal = async (customerid: 1 | 2, filters: Record<string, unknown>) =>
  (
    await callApi<TPage<TPositionListItem>>(ctx.app, {
      method: 'POST',
      url: '/api/job/Position/QueryPagingPositions',
      customerid,
      body: { pageIndex: 1, pageSize: 1, ...filters },
    })
  ).body.data.recordcount;

describe('GetJobHighlights', () => {
  it('counts online jobs per category and city exactly as the filtered list does, for each customer', async () => {
    for (const customerid of [1, 2] as const) {
      const res = await highlights(customerid);
      expect(res.status).toBe(200);
      const data = res.body.data;
      expect(data.total).toBe(await listTotal(customerid, {}));
      expect(data.categories.length).toBeGreaterThan(1);
      expect(data.categories.reduce((sum, c) => sum + c.count, 0)).toBe(data.total);
      for (const category of data.categories.slice(0, 3)) {
        expect(await listTotal(customerid, { category: category.id })).toBe(category.count);
      }
      expect(data.locations.length).toBeGreaterThan(1);
      expect(data.locations.length).toBeLessThanOrEqual(8);
      for (const city of data.locations.slice(0, 3)) {
        expect(await listTotal(customerid, { country: city.countryId, district: city.id })).toBe(city.count);
      }
      const counts = data.locations.map((l) => l.count);
      expect([...counts].sort((a, b) => b - a)).toEqual(counts);
      expect(data.featured).toHaveLength(4);
      const headcounts = data.featured.map((j) => j.headcount);
      expect([...headcounts].sort((a, b) => b - a)).toEqual(headcounts);
    }
  });

  it('never mixes customers and names everything in the request language', async () => {
    const one = (await highlights(1)).body.data;
    const two = (await highlights(2)).body.data;
    const ids = new Set(one.featured.map((j) => j.id));
    expect(two.featured.some((j) => ids.has(j.id))).toBe(false);
    const zh = (await highlights(1, 'zh-cn')).body.data;
    expect(zh.categories.map((c) => c.id).sort()).toEqual(one.categories.map((c) => c.id).sort());
    expect(zh.categories[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.locations[0]!.name).toMatch(/[\u4e00-\u9fff]/);
    expect(zh.featured[0]!.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('follows HR taking a job offline at once', async () => {
    const before = (await highlights(2)).body.data;
    const job = before.featured[0]!;
    const hr = await tokenFor(ctx.app, HR_EMAIL, 2);
    const set = await callApi(ctx.app, {
      method: 'POST',
      url: hrSetJobOnlineRoute.path,
      headers: bearer(hr),
      customerid: 2,
      body: { id: job.id, isOnline: false },
    });
    expect(set.body.code).toBe(0);
    const after = (await highlights(2)).body.data;
    expect(after.total).toBe(before.total - 1);
    expect(after.featured.map((j) => j.id)).not.toContain(job.id);
    const category = (h: TJobHighlights) => h.categories.find((c) => c.id === job.categoryId)?.count ?? 0;
    expect(category(after)).toBe(category(before) - 1);
  });
});
