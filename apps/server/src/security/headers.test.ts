import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { b64, bearer, DEMO_PHONE, HR_EMAIL, tokenFor } from '../test/accounts-helpers.ts';
import { useTestApp } from '../test/test-app.ts';
import { expectSecurityHeaders, INTERNAL_TEXT } from './response-checks.ts';
import { routesWithAccess } from './route-catalogue.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>portal</title><div id="root"></div>',
);
const ctx = useTestApp({ webDist });

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ url, headers: { customerid: '1', ...headers }, remoteAddress: '192.0.2.10' });

const expectClean = (label: string, res: LightMyRequestResponse, status: number) => {
  expect({ label, status: res.statusCode }).toEqual({ label, status });
  expectSecurityHeaders(res);
  expect(res.body).not.toMatch(INTERNAL_TEXT);
  expect(res.headers['x-powered-by'] ?? res.headers.server ?? '').toBe('');
};

describe('headers on every kind of answer', () => {
  it('sends them on pages, configuration, files and every error status', async () => {
    const token = await tokenFor(ctx.app, DEMO_PHONE);
    expectClean('SPA page', await get('/position?id=1'), 200);
    expectClean('config', await ctx.app.inject({ url: '/config.json', headers: { host: 'localhost' } }), 200);
    expectClean('brand logo', await get('/brand/nope.svg'), 404);
    expectClean('unknown API', await get('/api/nope'), 404);
    expectClean('bad input', await get('/api/job/Position/GetPositionDetail?id=abc'), 400);
    expectClean(
      'unknown customer',
      await get('/api/found/Option/GetSelectionGender', { customerid: '999' }),
      400,
    );
    expectClean('no token', await get('/api/user/user/GetUserInfo'), 401);
    expectClean('HR route', await get('/api/hr/Resume/GetResumeFieldSettings', bearer(token)), 403);
    expectClean(
      'malformed URL',
      await get('/api/resume/Resume/DownloadCustomResume/%E0%A4%A', bearer(token)),
      400,
    );
    expectClean(
      'overlong parameter',
      await get(`/api/resume/Resume/DownloadCustomResume/${'9'.repeat(300)}`, bearer(token)),
      414,
    );
    expectClean('my data', await get('/api/user/user/DownloadMyData', bearer(token)), 200);
  });

  it('sends them on 429 too', async () => {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 8 && last?.statusCode !== 429; i += 1) {
      last = await get(
        `/api/user/Account/SendVerificationCode?account=${encodeURIComponent(b64('13966667777'))}`,
      );
    }
    expectClean('rate limited', last!, 429);
    expect(last!.json()).toMatchObject({ message: 'Too many requests. Please try again later.', data: null });
  });

  it('marks every personal answer no-store', async () => {
    const candidate = await tokenFor(ctx.app, DEMO_PHONE);
    const hr = await tokenFor(ctx.app, HR_EMAIL);
    const personal = routesWithAccess('user', 'hr').filter(
      (r) => r.personal && r.method === 'GET' && !r.path.includes(':'),
    );
    expect(personal.length).toBeGreaterThan(8);
    for (const route of personal) {
      const res = await get(
        `${route.path}?id=1&applicationId=1`,
        bearer(route.access === 'hr' ? hr : candidate),
      );
      expect({ path: route.path, status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({
        path: route.path,
        status: 200,
        cache: 'no-store',
      });
    }
  });
});
