import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppErrorCode } from '@tmp/contracts';
import { bearer, DEMO_EMAIL, DEMO_PHONE, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { callApi, useTestApp } from '../test/test-app.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import { fillPath, routesWithAccess, type TCatalogueRoute } from './route-catalogue.ts';

const ctx = useTestApp();
const PROTECTED = routesWithAccess('user', 'hr');
const HR_ONLY = routesWithAccess('hr');

/** One call of a route with a plausible body; the access guard answers before the input is read. */
const callRoute = (app: FastifyInstance, route: TCatalogueRoute, token?: string, customerid = 1) =>
  callApi(app, {
    method: route.method,
    url: fillPath(route.path, { id: '1' }),
    ...(route.method === 'POST' ? { body: { id: 1, pageIndex: 1, pageSize: 10 } } : { query: { id: '1' } }),
    headers: token ? bearer(token) : {},
    customerid,
  });

const expectRefused = async (
  label: string,
  status: 401 | 403,
  call: (route: TCatalogueRoute) => ReturnType<typeof callRoute>,
  routes = PROTECTED,
) => {
  const before = await fingerprint(ctx.database.db);
  for (const route of routes) {
    const res = await call(route);
    const code = status === 401 ? AppErrorCode.Unauthorized : AppErrorCode.Forbidden;
    expect({ route: route.path, label, status: res.status, body: res.body }).toEqual({
      route: route.path,
      label,
      status,
      body: { code, message: status === 401 ? 'Please log in first' : expect.any(String), data: null },
    });
  }
  expect(changedTables(before, await fingerprint(ctx.database.db))).toEqual([]);
};

describe(`access matrix over ${PROTECTED.length} protected routes`, () => {
  it('covers every protected route of the contracts, HR routes among them', () => {
    expect(PROTECTED.length).toBeGreaterThan(40);
    expect(HR_ONLY.length).toBeGreaterThan(15);
  });

  it('refuses every protected route without a token, and with a malformed one (401)', async () => {
    await expectRefused('no token', 401, (route) => callRoute(ctx.app, route));
    await expectRefused('made-up token', 401, (route) => callRoute(ctx.app, route, 'x'.repeat(43)));
  });

  it('refuses a token after sign-out on every protected route (401)', async () => {
    const token = await tokenFor(ctx.app, HR_EMAIL, 1);
    const out = await callApi(ctx.app, {
      method: 'POST',
      url: '/api/user/Account/Logout',
      headers: bearer(token),
    });
    expect(out.body.code).toBe(0);
    await expectRefused('revoked', 401, (route) => callRoute(ctx.app, route, token));
  });

  it("refuses a token under another customer's customerid header (403), revealing nothing", async () => {
    const hrOfCustomer2 = await tokenFor(ctx.app, HR_EMAIL, 2);
    await expectRefused('customerid mismatch', 403, (route) => callRoute(ctx.app, route, hrOfCustomer2, 1));
  });

  it('refuses a candidate token on every HR route (403)', async () => {
    const candidate = await tokenFor(ctx.app, DEMO_PHONE, 1);
    await expectRefused('candidate on HR', 403, (route) => callRoute(ctx.app, route, candidate), HR_ONLY);
    const emailCandidate = await tokenFor(ctx.app, DEMO_EMAIL, 2);
    await expectRefused(
      'candidate on HR',
      403,
      (route) => callRoute(ctx.app, route, emailCandidate, 2),
      HR_ONLY,
    );
  });

  it('refuses a token idle for more than 7 days on every protected route (401)', async () => {
    const token = await tokenFor(ctx.app, HR_EMAIL, 1);
    expect(
      (await callApi(ctx.app, { url: '/api/user/user/GetUserInfo', headers: bearer(token) })).status,
    ).toBe(200);
    ctx.clock.advance(7 * 24 * 3600 * 1000 + 60_000);
    await expectRefused('expired', 401, (route) => callRoute(ctx.app, route, token));
  });
});
