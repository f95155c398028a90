import { describe, expect, it } from 'vitest';
import { AppErrorCode, type TPage, type TPositionDetail, type TPositionListItem } from '@tmp/contracts';
import { eq, inArray } from 'drizzle-orm';
import { jobs } from '../../db/schema/index.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { getPositionDetail, getPublicJob } from './jobs.service.ts';

const LIST = '/api/job/Position/QueryPagingPositions';
const DETAIL = '/api/job/Position/GetPositionDetail';
const ctx = useTestApp();

const listJobs = (
  body: Record<string, unknown>,
  extra: { lang?: 'en-us' | 'zh-cn'; customerid?: number } = {},
) => callApi<TPage<TPositionListItem>>(ctx.app, { method: 'POST', url: LIST, body, ...extra });

describe('QueryPagingPositions', () => {
  it('pages online jobs newest first with the total count', async () => {
    const first = await listJobs({ pageIndex: 1, pageSize: 10 });
    expect(first.status).toBe(200);
    expect(first.body.code).toBe(0);
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.recordcount).toBeGreaterThanOrEqual(200);
    const dates = first.body.data.list.map((j) => j.publishDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    const second = await listJobs({ pageIndex: 2, pageSize: 10 });
    const firstIds = new Set(first.body.data.list.map((j) => j.id));
    expect(second.body.data.list.some((j) => firstIds.has(j.id))).toBe(false);
  });

  it('never lists offline requisitions', async () => {
    const offline = await ctx.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.isOnline, false));
    expect(offline.length).toBeGreaterThan(0);
    const all = await listJobs({ pageIndex: 1, pageSize: 100 });
    const pages = Math.ceil(all.body.data.recordcount / 100);
    const seen = new Set<number>();
    for (let page = 1; page <= pages; page += 1) {
      (await listJobs({ pageIndex: page, pageSize: 100 })).body.data.list.forEach((j) => seen.add(j.id));
    }
    expect(seen.size).toBe(all.body.data.recordcount);
    expect(offline.some((o) => seen.has(o.id))).toBe(false);
  });

  it('answers titles and names in the language of the request', async () => {
    const en = await listJobs({ pageIndex: 1, pageSize: 5 }, { lang: 'en-us' });
    const zh = await listJobs({ pageIndex: 1, pageSize: 5 }, { lang: 'zh-cn' });
    expect(en.body.data.list.map((j) => j.id)).toEqual(zh.body.data.list.map((j) => j.id));
    expect(zh.body.data.list[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    expect(en.body.data.list[0]!.title).not.toMatch(/[\u4e00-\u9fff]/);
    expect(zh.body.data.list[0]!.countryName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('filters by category, nature, country, district and site', async () => {
    const sample = (await listJobs({ pageIndex: 1, pageSize: 1 })).body.data.list[0]!;
    const byCategory = await listJobs({ pageIndex: 1, pageSize: 100, category: sample.categoryId });
    expect(byCategory.body.data.list.length).toBeGreaterThan(0);
    expect(byCategory.body.data.list.every((j) => j.categoryId === sample.categoryId)).toBe(true);

    const byCountry = await listJobs({ pageIndex: 1, pageSize: 100, country: sample.countryId });
    expect(byCountry.body.data.list.every((j) => j.countryId === sample.countryId)).toBe(true);

    const byCity = await listJobs({ pageIndex: 1, pageSize: 100, district: sample.cityId });
    expect(byCity.body.data.list.length).toBeGreaterThan(0);
    expect(byCity.body.data.list.every((j) => j.cityId === sample.cityId)).toBe(true);

    const combined = await listJobs({
      pageIndex: 1,
      pageSize: 100,
      category: sample.categoryId,
      nature: sample.natureId,
    });
    expect(
      combined.body.data.list.every(
        (j) => j.categoryId === sample.categoryId && j.natureId === sample.natureId,
      ),
    ).toBe(true);
    expect(combined.body.data.recordcount).toBeLessThanOrEqual(byCategory.body.data.recordcount);
  });

  it('searches the keyword over titles and descriptions in both languages', async () => {
    const sample = (await listJobs({ pageIndex: 1, pageSize: 1 }, { lang: 'en-us' })).body.data.list[0]!;
    const sampleZh = (await listJobs({ pageIndex: 1, pageSize: 1 }, { lang: 'zh-cn' })).body.data.list[0]!;
    const word = sample.title.split(/\s+/).find((w) => w.length > 3)!;
    const en = await listJobs({ pageIndex: 1, pageSize: 100, keyword: word.toUpperCase() });
    expect(en.body.data.list.map((j) => j.id)).toContain(sample.id);
    const found = await ctx.database.db
      .select({ text: jobs.searchText })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          en.body.data.list.map((j) => j.id),
        ),
      );
    expect(found.every((f) => f.text.includes(word.toLowerCase()))).toBe(true);

    const zhWord = sampleZh.title.slice(0, 2);
    const zh = await listJobs({ pageIndex: 1, pageSize: 100, keyword: zhWord }, { lang: 'zh-cn' });
    expect(zh.body.data.list.map((j) => j.id)).toContain(sample.id);

    const none = await listJobs({ pageIndex: 1, pageSize: 10, keyword: 'zzqqxxnothing' });
    expect(none.body.data).toEqual({ list: [], recordcount: 0 });
  });

  it('treats LIKE wildcards in the keyword literally', async () => {
    const res = await listJobs({ pageIndex: 1, pageSize: 10, keyword: '%' });
    expect(res.body.code).toBe(0);
    expect(res.body.data.recordcount).toBe(0);
  });

  it('accepts a form-encoded body with numbers as text', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: LIST,
      headers: { customerid: '1', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'pageIndex=2&pageSize=3&keyword=',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.list).toHaveLength(3);
  });

  it('refuses a bad page size with a translated validation message and no 5xx', async () => {
    const en = await listJobs({ pageIndex: 1, pageSize: 1000 });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe(AppErrorCode.Validation);
    expect(en.body.message).toBe('Page size must be between 1 and 100');
    const zh = await listJobs({ pageIndex: 0, pageSize: 10 }, { lang: 'zh-cn' });
    expect(zh.body.message).toBe('页码须大于等于1');
    const junk = await listJobs({ pageIndex: 'abc', category: { $gt: 1 }, keyword: 'x'.repeat(500) });
    expect(junk.status).toBe(400);
    expect(junk.body.code).toBe(AppErrorCode.Validation);
  });

  it("shows one customer's jobs only to that customer", async () => {
    const one = await listJobs({ pageIndex: 1, pageSize: 100 }, { customerid: 1 });
    const two = await listJobs({ pageIndex: 1, pageSize: 100 }, { customerid: 2 });
    expect(two.body.data.recordcount).toBeGreaterThan(0);
    const oneIds = new Set(one.body.data.list.map((j) => j.id));
    expect(two.body.data.list.some((j) => oneIds.has(j.id))).toBe(false);
    const foreign = await callApi(ctx.app, {
      url: DETAIL,
      query: { id: String(one.body.data.list[0]!.id) },
      customerid: 2,
    });
    expect(foreign.body.code).toBe(AppErrorCode.PositionNotFound);
  });
});

describe('GetPositionDetail', () => {
  it('returns the whole job with its sanitised description', async () => {
    const sample = (await listJobs({ pageIndex: 1, pageSize: 1 })).body.data.list[0]!;
    const res = await callApi<TPositionDetail>(ctx.app, { url: DETAIL, query: { id: String(sample.id) } });
    expect(res.body.code).toBe(0);
    expect(res.body.data).toMatchObject({ id: sample.id, title: sample.title, isOnline: true });
    expect(res.body.data.description).toContain('<');
    expect(res.body.data.description).not.toMatch(/<script|onerror=|javascript:/i);
    expect(Array.isArray(res.body.data.requiredFields)).toBe(true);
  });

  it('sanitises a description on the way out, even one stored unsanitised (the API and the page)', async () => {
    const sample = (await listJobs({ pageIndex: 1, pageSize: 1 })).body.data.list[0]!;
    const { db } = ctx.database;
    const [stored] = await db
      .select({ customerId: jobs.customerId, descriptionEn: jobs.descriptionEn })
      .from(jobs)
      .where(eq(jobs.id, sample.id));
    const unsafe =
      '<p onclick="alert(1)">Analyse data.</p><script>alert(2)</script><img src=x onerror="alert(3)">' +
      '<a href="javascript:alert(4)">more</a><iframe src="https://example.com"></iframe>';
    await db.update(jobs).set({ descriptionEn: unsafe }).where(eq(jobs.id, sample.id));
    try {
      const detail = await getPositionDetail(db, stored!.customerId, 'en-us', sample.id);
      const page = await getPublicJob(db, stored!.customerId, sample.id);
      for (const description of [detail.description, page.state === 'online' ? page.en.description : '']) {
        expect(description).toContain('<p>Analyse data.</p>');
        expect(description).not.toMatch(/<script|<img|<iframe|onclick|onerror|javascript:/i);
      }
    } finally {
      await db.update(jobs).set({ descriptionEn: stored!.descriptionEn }).where(eq(jobs.id, sample.id));
    }
  });

  it("answers an offline requisition with 'This requisition is offline' in the request's language", async () => {
    const [offline] = await ctx.database.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.isOnline, false))
      .limit(1);
    const en = await callApi(ctx.app, { url: DETAIL, query: { id: String(offline!.id) } });
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({
      code: AppErrorCode.RequisitionOffline,
      message: 'This requisition is offline',
    });
    const zh = await callApi(ctx.app, { url: DETAIL, query: { id: String(offline!.id) }, lang: 'zh-cn' });
    expect(zh.body.message).toBe('该职位已下线');
  });

  it('refuses a missing or malformed id', async () => {
    const missing = await callApi(ctx.app, { url: DETAIL });
    expect(missing.status).toBe(400);
    const bad = await callApi(ctx.app, { url: DETAIL, query: { id: '1 OR 1=1' } });
    expect(bad.status).toBe(400);
    const unknown = await callApi(ctx.app, { url: DETAIL, query: { id: '99999999' } });
    expect(unknown.body.code).toBe(AppErrorCode.PositionNotFound);
  });
});
