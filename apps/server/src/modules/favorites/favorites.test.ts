import { describe, expect, it } from 'vitest';
import { AppErrorCode, type TFavorite, type TPage } from '@tmp/contracts';
import { bearer } from '../../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import { issueToken } from '../accounts/sessions.service.ts';
import { findUserById } from '../accounts/accounts.repository.ts';
import { newCandidate, publishJob, setOnline } from '../alerts/alerts.test-helpers.ts';

const ctx = useTestApp();
const BASE = '/api/job/Favorite';

const call = <T>(
  token: string,
  path: string,
  body: unknown,
  customerid = 1,
  lang: 'en-us' | 'zh-cn' = 'en-us',
) =>
  callApi<T>(ctx.app, {
    method: 'POST',
    url: `${BASE}/${path}`,
    body,
    customerid,
    lang,
    headers: bearer(token),
  });
const save = (token: string, jobId: number, customerid = 1) =>
  call(token, 'SaveFavorite', { jobId }, customerid);
const saved = (token: string, body: object = {}, customerid = 1) =>
  call<TPage<TFavorite>>(token, 'QueryFavorites', body, customerid);

describe('saved jobs', () => {
  it('survive signing out, and a job taken offline since says so', async () => {
    const me = await newCandidate(ctx);
    const first = await publishJob(ctx, 1, 'Saved lighthouse keeper');
    const second = await publishJob(ctx, 1, 'Saved ferry pilot');
    expect((await save(me.token, first)).body).toMatchObject({
      code: 0,
      message: 'Saved to your jobs',
      data: { jobId: first, saved: true },
    });
    ctx.clock.advance(1000);
    await save(me.token, second);
    expect((await save(me.token, second)).body.code).toBe(0);

    const logout = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/Logout',
      headers: bearer(me.token),
    });
    expect(logout.body.code).toBe(0);
    expect((await saved(me.token)).status).toBe(401);

    await setOnline(ctx, 1, first, false);
    const user = (await findUserById(ctx.database.db, 1, me.userId))!;
    const again = await issueToken(ctx.app.deps, user);
    const page = (await saved(again)).body.data;
    expect(page.recordcount).toBe(2);
    expect(page.list.map((f) => [f.jobId, f.isOnline, f.position.title])).toEqual([
      [second, true, 'Saved ferry pilot'],
      [first, false, 'Saved lighthouse keeper'],
    ]);
    const zh = await call<TPage<TFavorite>>(
      again,
      'QueryFavorites',
      { pageSize: 1, pageIndex: 2 },
      1,
      'zh-cn',
    );
    expect(zh.body.data.list.map((f) => f.position.title)).toEqual(['Saved lighthouse keeper 职位']);

    const onThisPage = await saved(again, { jobIds: [first, 999_999] });
    expect(onThisPage.body.data.list.map((f) => f.jobId)).toEqual([first]);

    const removed = await call(again, 'RemoveFavorite', { jobId: first });
    expect(removed.body).toMatchObject({
      code: 0,
      message: 'Removed from your saved jobs',
      data: { saved: false },
    });
    expect((await saved(again)).body.data.list.map((f) => f.jobId)).toEqual([second]);
  });

  it("refuses offline, unknown and other customers' jobs, and visitors", async () => {
    const me = await newCandidate(ctx);
    const offline = await publishJob(ctx, 1, 'Saved but offline');
    await setOnline(ctx, 1, offline, false);
    expect((await save(me.token, offline)).body).toMatchObject({
      code: AppErrorCode.RequisitionOffline,
      message: 'This requisition is offline',
    });
    expect((await save(me.token, 2_000_000)).body.code).toBe(AppErrorCode.PositionNotFound);
    const theirs = await publishJob(ctx, 2, 'Other customer job');
    expect((await save(me.token, theirs)).body.code).toBe(AppErrorCode.PositionNotFound);
    const other = await newCandidate(ctx, 2);
    expect((await save(other.token, theirs, 2)).body.code).toBe(0);
    expect((await saved(me.token)).body.data.recordcount).toBe(0);
    expect((await saved(me.token, {}, 2)).status).toBe(403);
    const visitor = await callApi(ctx.app, {
      method: 'POST',
      url: `${BASE}/SaveFavorite`,
      body: { jobId: theirs },
    });
    expect(visitor.status).toBe(401);
    const bad = await save(me.token, 'x' as never);
    expect(bad.status).toBe(400);
  });
});
