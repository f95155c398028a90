import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hrSetJobOnlineRoute, type TPage, type TPositionListItem } from '@tmp/contracts';
import { bearer, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../test/test-app.ts';
import { updateJob } from '../modules/jobs/jobs.repository.ts';

const LIST = '/api/job/Position/QueryPagingPositions';
const DETAIL = '/api/job/Position/GetPositionDetail';
const ctx = useTestApp();

const firstPage = (lang: 'en-us' | 'zh-cn' = 'en-us', customerid = 1) =>
  callApi<TPage<TPositionListItem>>(ctx.app, {
    method: 'POST',
    url: LIST,
    body: { pageIndex: 1, pageSize: 10 },
    lang,
    customerid,
  });

const raw = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: LIST,
    headers: { customerid: '1', lang: 'en-us', 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ pageIndex: 1, pageSize: 10 }),
  });

describe('public answers shared between visitors for a moment', () => {
  it('answers each language and each customer with its own list', async () => {
    const en = await firstPage('en-us');
    const zh = await firstPage('zh-cn');
    expect(zh.body.data.list.map((j) => j.id)).toEqual(en.body.data.list.map((j) => j.id));
    expect(zh.body.data.list[0]!.title).not.toBe(en.body.data.list[0]!.title);
    expect(zh.body.message).not.toBe(en.body.message);
    const other = await firstPage('en-us', 2);
    expect(other.body.data.list.map((j) => j.id)).not.toEqual(en.body.data.list.map((j) => j.id));
    expect((await firstPage('en-us')).body).toEqual(en.body);
  });

  it('sends the same JSON compressed as each client asks, and plain to one that asks for none', async () => {
    const plain = await raw({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['deflate', 'deflate', zlib.inflateSync],
    ] as const) {
      // Twice: the first answer fills the cache, the second comes from it.
      for (let i = 0; i < 2; i++) {
        const res = await raw({ 'accept-encoding': accept });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    }
    expect((await raw({ 'accept-encoding': 'br', 'x-no-compression': '1' })).body).toBe(plain.body);
  });

  it('shows a job HR changes at once, in the list and in its detail', async () => {
    const before = await firstPage();
    const top = before.body.data.list[0]!;
    const detail = () => callApi<{ title: string }>(ctx.app, { url: DETAIL, query: { id: String(top.id) } });
    expect((await detail()).body.data.title).toBe(top.title);

    await updateJob(ctx.database.db, 1, top.id, { titleEn: 'Renamed while cached' });
    expect((await firstPage()).body.data.list[0]!.title).toBe('Renamed while cached');
    expect((await detail()).body.data.title).toBe('Renamed while cached');

    const hr = await tokenFor(ctx.app, HR_EMAIL, 1);
    const offline = await callApi(ctx.app, {
      method: 'POST',
      url: hrSetJobOnlineRoute.path,
      headers: bearer(hr),
      body: { id: top.id, isOnline: false },
    });
    expect(offline.body).toMatchObject({ code: 0 });
    const after = await firstPage();
    expect(after.body.data.list.map((j) => j.id)).not.toContain(top.id);
    expect(after.body.data.recordcount).toBe(before.body.data.recordcount - 1);
    expect((await detail()).body.code).not.toBe(0);
  });

  it('never keeps a refusal: a bad input is refused every time, in the language asked', async () => {
    for (const lang of ['en-us', 'zh-cn'] as const) {
      const res = await callApi(ctx.app, { url: DETAIL, query: { id: 'x' }, lang });
      expect(res.status).toBe(400);
      expect(res.body.code).not.toBe(0);
    }
  });
});
