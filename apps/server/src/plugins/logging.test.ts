import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBase64 } from '@tmp/contracts';
import { buildApp } from '../app.ts';
import { createTestDatabase, type TTestDatabase } from '../test/test-db.ts';
import { loggerOptions } from './logging.ts';

const SECRET = 'value-only-the-client-knows';
const PHONE = '13700000077';

/** A server whose log lines are kept for the test to read. */
const startServer = async (database: TTestDatabase, trustProxy: boolean) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({
    env: {
      LOG_LEVEL: 'info',
      DEV_OUTBOX: false,
      TRUST_PROXY: trustProxy ? 1 : false,
      NODE_ENV: 'test',
      UPLOAD_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-uploads-')),
    },
    db: database.db,
    logger: { ...(loggerOptions('info') as object), stream },
  });
  app.get('/test/failing-query', async () => database.db.execute(sql`select ${SECRET}::int as n`));
  await app.ready();
  return { app, lines };
};

describe('what the server logs', () => {
  let database: TTestDatabase;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startServer(database, false);
  });
  afterAll(async () => {
    await server.app.close();
    await database.destroy();
  });

  it('logs an account route without its query string', async () => {
    const account = encodeBase64(PHONE);
    await server.app.inject({
      url: `/api/user/Account/SendVerificationCode?account=${encodeURIComponent(account)}`,
      headers: { customerid: '1' },
    });
    const log = server.lines.join('\n');
    expect(log).toContain('"url":"/api/user/Account/SendVerificationCode"');
    expect(log).not.toContain('account=');
    expect(log).not.toContain(account.slice(0, 12));
  });

  it('writes one line per request, once answered, with its status, duration and request id', async () => {
    const res = await server.app.inject({ url: '/api/health/live?probe=1' });
    const mine = server.lines
      .map((l) => JSON.parse(l))
      .filter((l) => l.reqId === res.headers['x-request-id']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health/live' },
      res: { statusCode: res.statusCode },
    });
    expect(mine[0].responseTime).toBeGreaterThanOrEqual(0);
    expect(mine[0].req.remoteAddress).toBeTruthy();
  });

  it("keeps a public job page's query string, which holds no personal data", async () => {
    await server.app.inject({
      url: '/api/job/Position/GetPositionDetail?id=1',
      headers: { customerid: '1' },
    });
    expect(server.lines.join('\n')).toContain('"url":"/api/job/Position/GetPositionDetail?id=1"');
  });

  it('logs a failed query as its SQL text, without the values bound to it', async () => {
    const res = await server.app.inject({ url: '/test/failing-query', headers: { customerid: '1' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(SECRET);
    const failure = server.lines.find((line) => line.includes('unhandled error'));
    expect(failure).toContain('select $1::int as n');
    expect(server.lines.join('\n')).not.toContain(SECRET);
  });

  it("never takes a client's x-request-id for its own", async () => {
    const res = await server.app.inject({ url: '/api/health', headers: { 'x-request-id': 'forged-id' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.lines.join('\n')).not.toContain('forged-id');
  });
});

describe('request ids behind a trusted proxy (TRUST_PROXY)', () => {
  let database: TTestDatabase;
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    server = await startServer(database, true);
  });
  afterAll(async () => {
    await server.app.close();
    await database.destroy();
  });

  it("keeps the proxy's id when it has the shape of an id, and makes its own otherwise", async () => {
    const kept = await server.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.42');
    const odd = await server.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b\n{"x":1}' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
