import { describe, expect, it } from 'vitest';
import { AppErrorCode } from '@tmp/contracts';
import { callApi, startTestApp, useTestApp } from '../../test/test-app.ts';
import { hoursAhead, hrOf, interviewApi, interviewInput, newApplicant } from './interviews.test-helpers.ts';

const ctx = useTestApp({ devOutbox: true });
const api = interviewApi(ctx);

const elapse = (body: Record<string, unknown>) =>
  callApi<{ startsAt: string; endsAt: string }>(ctx.app, {
    method: 'POST',
    url: '/api/dev/interviews/elapse',
    body,
  });

describe('the development route that lets a booked interview begin', () => {
  it('moves the booked time and its slot into the past, so HR can record the result', async () => {
    const hr = await hrOf(ctx);
    const who = await newApplicant(ctx, 'd');
    const slots = [hoursAhead(ctx, 30), hoursAhead(ctx, 32)].map((d) => d.toISOString());
    const { ids } = (await api.create(hr.token, interviewInput([who.applicationId], hr.userId, { slots })))
      .body.data;
    const id = ids[0]!;

    // Nothing booked yet: refused, nothing changes.
    const refused = await elapse({ id });
    expect([refused.body.code, refused.body.message]).toEqual([
      AppErrorCode.InterviewBadState,
      'Please book a time first',
    ]);
    const open = (await api.get(who.token, id)).body.data;
    expect(open.openSlots).toHaveLength(2);

    await api.book(who.token, id, open.openSlots[1]!.id);
    const early = await api.hrResult(hr.token, { id, result: 'pass', feedback: 'Good' });
    expect(early.body.message).toBe('The result can be recorded once the interview has started');

    const moved = await elapse({ id, minutesAgo: 10 });
    expect(moved.body.code).toBe(0);
    // Ten minutes before the server's clock when it answered (which has moved on a little since).
    const ago = ctx.clock.now().getTime() - Date.parse(moved.body.data.startsAt);
    expect(ago).toBeGreaterThanOrEqual(10 * 60_000);
    expect(ago).toBeLessThan(11 * 60_000);
    expect(Date.parse(moved.body.data.endsAt) - Date.parse(moved.body.data.startsAt)).toBe(60 * 60_000);
    const mine = (await api.get(who.token, id)).body.data;
    expect(mine.startsAt).toBe(moved.body.data.startsAt);

    const passed = await api.hrResult(hr.token, { id, result: 'pass', feedback: 'Good' });
    expect(passed.body).toMatchObject({ code: 0, data: { status: 4, result: 'pass' } });
  });
});

describe('development routes in production', () => {
  it('do not exist, even with DEV_OUTBOX on', async () => {
    const production = await startTestApp({
      db: ctx.database.db,
      env: { NODE_ENV: 'production', DEV_OUTBOX: true },
    });
    try {
      for (const [method, url] of [
        ['POST', '/api/dev/interviews/elapse'],
        ['GET', '/api/dev/outbox'],
        ['GET', '/api/dev/captcha/:key'],
      ] as const) {
        expect({ url, served: production.hasRoute({ method, url }) }).toEqual({ url, served: false });
        expect({ url, served: ctx.app.hasRoute({ method, url }) }).toEqual({ url, served: true });
      }
      const refused = await callApi(production, {
        method: 'POST',
        url: '/api/dev/interviews/elapse',
        body: {},
      });
      expect(refused.status).toBe(404);
      const config = await production.inject({ url: '/config.json', headers: { host: 'localhost' } });
      expect(config.json()).toMatchObject({ customerid: 1, devOutbox: false });
    } finally {
      await production.close();
    }
  });
});
