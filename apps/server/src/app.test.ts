import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, ZRuntimeConfig } from '@tmp/contracts';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HELMET_OPTIONS } from './plugins/security.ts';
import { callApi, useTestApp } from './test/test-app.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>portal</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

const ctx = useTestApp({ webDist, devOutbox: true });

describe('customer resolution', () => {
  it('refuses an API call without a known customerid header, in the request language', async () => {
    for (const customerid of [null, 'abc', '999']) {
      const res = await callApi(ctx.app, { url: '/api/found/Option/GetSelectionGender', customerid });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: AppErrorCode.UnknownCustomer,
        message: 'Unknown customer',
        data: null,
      });
    }
    const zh = await callApi(ctx.app, {
      url: '/api/found/Option/GetSelectionGender',
      customerid: null,
      lang: 'zh-cn',
    });
    expect(zh.body.message).toBe('未知的客户');
  });
});

describe('/config.json', () => {
  it('renders the runtime configuration of the customer served under the host', async () => {
    const phone = await ctx.app.inject({ url: '/config.json', headers: { host: 'localhost:8080' } });
    const phoneConfig = ZRuntimeConfig.parse(phone.json());
    expect(phoneConfig).toMatchObject({ customerid: 1, systemType: 1, siteTitle: 'TMP', devOutbox: true });
    expect(phoneConfig.countryid.length).toBeGreaterThan(0);

    const email = ZRuntimeConfig.parse(
      (await ctx.app.inject({ url: '/config.json', headers: { host: 'email.localhost:8080' } })).json(),
    );
    expect(email.customerid).toBe(2);
    expect(email.systemType).toBe(2);
    expect(email.logo).not.toBe(phoneConfig.logo);
    expect(email.siteTitle).not.toBe('TMP');
  });

  it('serves each customer logo', async () => {
    const config = ZRuntimeConfig.parse(
      (await ctx.app.inject({ url: '/config.json', headers: { host: 'email.localhost' } })).json(),
    );
    const logo = await ctx.app.inject({ url: config.logo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('web app', () => {
  it('answers any page path with index.html (history mode) and 404s unknown API paths with an envelope', async () => {
    for (const url of ['/', '/position', '/detail?id=3', '/some/deep/path']) {
      const page = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const api = await callApi(ctx.app, { url: '/api/nothing/here' });
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ code: AppErrorCode.NotFound, message: 'Not found', data: null });
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const asset = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await ctx.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  it("sends every header helmet's own middleware sets, on pages, API answers and refusals", async () => {
    const expected: Record<string, string> = {};
    const recorder = {
      setHeader: (name: string, value: unknown) => void (expected[name.toLowerCase()] = String(value)),
      removeHeader: () => undefined,
    };
    helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const url of ['/position', '/api/health', '/api/user/user/GetUserInfo', '/api/nowhere']) {
      const res = await ctx.app.inject({ url, headers: { customerid: '1' } });
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('sends CSP, HSTS, nosniff, referrer policy and no version banner, on errors too', async () => {
    const responses = [
      await ctx.app.inject({ url: '/position' }),
      await ctx.app.inject({ url: '/api/found/Option/GetSelectionGender', headers: { customerid: '1' } }),
      await ctx.app.inject({ url: '/api/found/Option/GetSelectionGender' }),
      await ctx.app.inject({
        url: '/api/job/Position/QueryPagingPositions',
        method: 'POST',
        headers: { customerid: '1', 'content-type': 'application/json' },
        payload: '{bad json',
      }),
    ];
    for (const res of responses) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['x-request-id']).toBeTruthy();
    }
  });

  it('answers malformed JSON with a translated envelope, never a 5xx or a stack trace', async () => {
    const res = await ctx.app.inject({
      url: '/api/job/Position/QueryPagingPositions',
      method: 'POST',
      headers: { customerid: '1', lang: 'zh-cn', 'content-type': 'application/json' },
      payload: '{"pageIndex": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: AppErrorCode.Validation, message: '输入错误', data: null });
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });
});

describe('OpenAPI', () => {
  it('describes every API route at /api/docs/json', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/job/Position/QueryPagingPositions',
        '/api/job/Position/GetPositionDetail',
        '/api/found/District/GetDistrictTree',
        '/api/found/Option/GetSelectionJobCategory',
      ]),
    );
  });
});
