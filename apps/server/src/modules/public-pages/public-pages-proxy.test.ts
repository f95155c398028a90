// @postgres: the attacks of the security suite also run on the PostgreSQL server in CI.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findOutboxMessages } from '../../adapters/outbox.repository.ts';
import { customers } from '../../db/schema/index.ts';
import { serveDemoAt } from '../../db/seed/customers.seed.ts';
import { callApi, useTestApp } from '../../test/test-app.ts';
import {
  hoursAhead,
  hrOf,
  interviewApi,
  interviewInput,
  messagesTo,
  newApplicant,
} from '../interviews/interviews.test-helpers.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>portal</title><div id="root"></div>',
);

// Behind one load balancer, as the README says to set it up, reached at PUBLIC_URL.
const PUBLIC_URL = 'https://careers.example.com';
const ctx = useTestApp({ webDist, env: { TRUST_PROXY: 1, PUBLIC_URL } });
/** Where each demo customer's links lead: PUBLIC_URL, and `email.` + its host for the second. */
const ORIGIN = { 1: PUBLIC_URL, 2: 'https://email.careers.example.com' } as const;

beforeAll(async () => {
  await serveDemoAt(ctx.database.db, PUBLIC_URL);
  ctx.app.customers.invalidate();
});

const BALANCER = '10.0.0.5';
/** A Host header that is not one of a customer's host names, however it is dressed up. */
const FORGED_HOSTS = [
  'evil.example',
  'evil.example:8080',
  'localhost:18600@evil.example',
  'localhost@evil.example',
  'localhost.evil.example',
  'localhost:80/evil.example',
  'localhost evil.example',
];
const EVIL = /evil|10\.0\.0\.5/;

const get = (url: string, headers: Record<string, string>) =>
  ctx.app.inject({ url, headers: { accept: 'text/html', ...headers }, remoteAddress: BALANCER });

describe('a host no customer has', () => {
  it('answers 404 for pages, /config.json, robots.txt and the sitemap, naming no host', async () => {
    for (const host of FORGED_HOSTS) {
      for (const url of ['/position', '/detail?id=1', '/config.json', '/robots.txt', '/sitemap.xml']) {
        const res = await get(url, { host });
        expect({ host, url, status: res.statusCode }).toEqual({ host, url, status: 404 });
        expect(res.body).not.toMatch(EVIL);
        expect(res.body).not.toContain('localhost');
      }
    }
  });

  it('says so in the request’s language', async () => {
    const res = await get('/robots.txt', { host: 'evil.example', lang: 'zh-cn' });
    expect(res.body).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('links name the customer’s configured origin, never Host or X-Forwarded-Host', () => {
  const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('in robots.txt, the sitemap and the page head', async () => {
    for (const [host, origin] of [
      ['localhost:18600', ORIGIN[1]],
      ['email.localhost', ORIGIN[2]],
      ['careers.example.com', ORIGIN[1]],
    ] as const) {
      const robots = await get('/robots.txt', { host, ...forwarded });
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const sitemap = await get('/sitemap.xml', { host, ...forwarded });
      const locs = [...sitemap.body.matchAll(/(?:loc>|href=")([^<"]+)/g)].map((m) => m[1]!);
      expect(locs.length).toBeGreaterThan(2);
      expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
      const page = await get('/position', { host, ...forwarded });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${origin}/position?lang=en-US"`);
      for (const res of [robots, sitemap, page]) expect(res.body).not.toMatch(EVIL);
    }
  });

  it('in the customer’s own public URL once an operator sets one', async () => {
    const { db } = ctx.database;
    await db
      .update(customers)
      .set({ publicUrl: 'https://jobs.northwind.example' })
      .where(eq(customers.id, 2));
    ctx.app.customers.invalidate();
    try {
      const robots = await get('/robots.txt', { host: 'email.localhost', ...forwarded });
      expect(robots.body).toContain('Sitemap: https://jobs.northwind.example/sitemap.xml');
    } finally {
      await db.update(customers).set({ publicUrl: null }).where(eq(customers.id, 2));
      ctx.app.customers.invalidate();
    }
  });

  it('in an alert’s confirmation message', async () => {
    for (const customerid of [1, 2] as const) {
      const email = `forged${customerid}-${Date.now()}@example.com`;
      const created = await callApi(ctx.app, {
        method: 'POST',
        url: '/api/job/Alert/CreateJobAlert',
        body: { frequency: 'daily', email },
        customerid,
        headers: { host: 'localhost:18600@evil.example', ...forwarded },
      });
      expect(created.body.code).toBe(0);
      const [message] = await findOutboxMessages(ctx.database.db, customerid, email, 5);
      expect(message!.text).toContain(`${ORIGIN[customerid]}/alerts/confirm?token=`);
      expect(message!.text).not.toMatch(EVIL);
    }
  });

  it('in an interview message', async () => {
    const hr = await hrOf(ctx);
    const who = await newApplicant(ctx, 'host');
    const slots = [hoursAhead(ctx, 72)].map((d) => d.toISOString());
    const created = await interviewApi(ctx).create(
      hr.token,
      interviewInput([who.applicationId], hr.userId, { slots }),
    );
    const [id] = created.body.data.ids;
    await ctx.app.deps.jobs.runDue();
    const links = (await messagesTo(ctx, who.phone))
      .join('\n')
      .match(/(?:\w+:\/\/[^\s/]+)?\/interview\?id=\d+/g);
    expect(links?.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set([`${ORIGIN[1]}/interview?id=${id}`]));
  });
});

describe('per-IP limits behind the load balancer', () => {
  it('hold for a client that rotates X-Forwarded-For', async () => {
    const client = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // The client makes up addresses; the balancer appends the one it saw.
      const res = await callApi(ctx.app, {
        url: '/api/user/Account/SendVerificationCode',
        query: { account: 'not-a-phone' },
        ip: BALANCER,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` },
      });
      statuses.push(res.status);
    }
    // SendVerificationCode allows 5 a minute from one address.
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
