// @postgres
// (It names the PostgreSQL and Redis settings it parses; it costs the PostgreSQL pass a second.)
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { productionGaps, productionGapsError, readEnv } from './env.ts';
import { nodeVersionProblem, readNodeEngines } from './node-version.ts';
import { startWarnings } from '../start-checks.ts';
import { fastifyTrustProxy, type TTrustProxy } from './trust-proxy.ts';

describe('configuration', () => {
  it('refuses the development outbox in production, saying why', () => {
    expect(() => readEnv({ NODE_ENV: 'production', DEV_OUTBOX: '1' })).toThrow(
      /DEV_OUTBOX=1 serves every SMS code and captcha answer.*NODE_ENV=production/,
    );
    expect(readEnv({ NODE_ENV: 'production' }).DEV_OUTBOX).toBe(false);
    expect(readEnv({ NODE_ENV: 'development', DEV_OUTBOX: '1' }).DEV_OUTBOX).toBe(true);
  });

  it('is production unless told otherwise, so a bare start serves no development route', () => {
    expect(readEnv({}).NODE_ENV).toBe('production');
    expect(() => readEnv({ DEV_OUTBOX: '1' })).toThrow(/NODE_ENV=production/);
  });

  it('derives the public origin from PUBLIC_URL, by default the demo’s port on localhost', () => {
    expect(readEnv({}).PUBLIC_URL).toBe('http://localhost:8080');
    expect(readEnv({ PORT: '9000' }).PUBLIC_URL).toBe('http://localhost:9000');
    expect(readEnv({ PUBLIC_URL: 'https://Careers.Example.com:443' }).PUBLIC_URL).toBe(
      'https://careers.example.com',
    );
    for (const bad of [
      'careers.example.com',
      'ftp://x.example',
      'https://x.example/jobs',
      'https://a@x.example',
    ]) {
      expect(() => readEnv({ PUBLIC_URL: bad })).toThrow(/PUBLIC_URL: an origin like/);
    }
  });

  it('trusts a hop count or the proxies named, never every hop', () => {
    const trust = (value: string) => readEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect([trust(''), trust('0'), trust('false')]).toEqual([false, false, false]);
    expect([trust('1'), trust('true'), trust('2')]).toEqual([1, 1, 2]);
    expect(trust('10.0.0.0/8, 192.168.1.7,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['*', 'all', '10.0.0.0/33', '10.0.0.1/8/8', 'proxy.example', '-1', '1.5']) {
      expect(() => trust(bad)).toThrow(/TRUST_PROXY: a hop count/);
    }
  });

  it('takes the client address from the proxies it trusts, and from nothing a client adds', async () => {
    const ipSeen = async (trust: TTrustProxy, remoteAddress: string, forwardedFor: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(trust) });
      app.get('/', async (req) => req.ip);
      const res = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
      await app.close();
      return res.body;
    };
    // One balancer: the address it appended, whatever the client put before it.
    expect(await ipSeen(1, '10.0.0.5', '1.1.1.1, 2.2.2.2, 203.0.113.7')).toBe('203.0.113.7');
    // The proxies by address: a client that reaches the portal directly is itself.
    expect(await ipSeen(['10.0.0.0/8'], '203.0.113.7', '1.1.1.1')).toBe('203.0.113.7');
    expect(await ipSeen(['10.0.0.0/8'], '10.0.0.5', '1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await ipSeen(false, '203.0.113.7', '1.1.1.1')).toBe('203.0.113.7');
  });

  it('refuses METRICS=1 without a token, saying what to do', () => {
    expect(() => readEnv({ METRICS: '1' })).toThrow(/METRICS=1.*METRICS_TOKEN.*METRICS_PORT/);
    expect(() => readEnv({ METRICS: '1', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(readEnv({ METRICS: '1', METRICS_TOKEN: 'x'.repeat(32) }).METRICS).toBe(true);
    expect(readEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('never seeds the demo in production, and refuses to be told to', () => {
    expect(readEnv({ NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(readEnv({ NODE_ENV: 'production', SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(() => readEnv({ NODE_ENV: 'production', SEED_DEMO: '1' })).toThrow(
      /^Invalid configuration: SEED_DEMO=1 .*NODE_ENV=production\. Unset SEED_DEMO/,
    );
    expect(() => readEnv({ SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=1/);
    expect(readEnv({ NODE_ENV: 'development' }).SEED_DEMO).toBe(true);
    expect(readEnv({ NODE_ENV: 'development', SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
    expect(readEnv({ NODE_ENV: 'test' }).SEED_DEMO).toBe(true);
  });

  it('names every setting a production start lacks at once, one line each', () => {
    const gaps = productionGaps({ hasPhoneAccounts: true }, { NODE_ENV: 'production' });
    expect(gaps.map((gap) => gap.split(' ')[0])).toEqual([
      'SECOND_FACTOR_KEY',
      'PUBLIC_URL',
      'SMTP_URL',
      'SMS_PROVIDER',
    ]);
    for (const gap of gaps)
      expect(gap).toMatch(
        /^\S+ is not set: set it to|^SMS_PROVIDER is not set: .*set SMS_PROVIDER=aliyun or tencent/,
      );
    const message = productionGapsError(gaps).message;
    expect(message.split('\n')).toHaveLength(5);
    expect(message).toMatch(/^Cannot start in production without these 4 settings:\n {2}- SECOND_FACTOR_KEY/);
    // Without phone accounts no SMS provider is needed; the demo and the tests need nothing.
    expect(productionGaps({ hasPhoneAccounts: false }, { NODE_ENV: 'production' })).toHaveLength(3);
    expect(productionGaps({ hasPhoneAccounts: true }, { NODE_ENV: 'development' })).toEqual([]);
    expect(productionGaps({ hasPhoneAccounts: true }, { NODE_ENV: 'test' })).toEqual([]);
  });

  it('starts production with its settings, or a staging server on the outboxes, said as a warning', () => {
    const complete = {
      NODE_ENV: 'production',
      SECOND_FACTOR_KEY: 'k'.repeat(32),
      PUBLIC_URL: 'https://careers.example.com',
      SMTP_URL: 'smtps://portal:secret@smtp.example.com:465',
    };
    expect(productionGaps({ hasPhoneAccounts: false }, complete)).toEqual([]);
    const staging = { ...complete, SMTP_URL: undefined, MESSAGES_OUTBOX: '1' };
    expect(productionGaps({ hasPhoneAccounts: true }, staging)).toEqual([]);
    expect(startWarnings(readEnv(staging))).toEqual([expect.stringMatching(/^MESSAGES_OUTBOX=1: .*staging/)]);
    expect(startWarnings(readEnv(complete))).toEqual([]);
    // The outbox flag is no way around the sealing key or the public address.
    expect(
      productionGaps({ hasPhoneAccounts: true }, { NODE_ENV: 'production', MESSAGES_OUTBOX: '1' }),
    ).toEqual([expect.stringMatching(/^SECOND_FACTOR_KEY/), expect.stringMatching(/^PUBLIC_URL/)]);
  });

  it('has one Redis setting, and refuses the old one rather than lose the shared limits silently', () => {
    expect(readEnv({ REDIS_URL: 'redis://10.0.0.5:6379' }).REDIS_URL).toBe('redis://10.0.0.5:6379');
    expect(() => readEnv({ RATE_LIMIT_REDIS_URL: 'redis://10.0.0.5:6379' })).toThrow(
      /^Invalid configuration: RATE_LIMIT_REDIS_URL is no longer read; set REDIS_URL/,
    );
  });

  it('refuses several processes on the embedded database or on one machine’s upload folder', () => {
    const pg = { DATABASE_URL: 'postgres://portal@db:5432/portal' };
    expect(readEnv({}).PROCESSES).toBe(1);
    expect(() => readEnv({ ...pg, PROCESSES: '3' })).toThrow(/PROCESSES=3 with uploads .*STORAGE_S3_BUCKET/);
    expect(readEnv({ ...pg, PROCESSES: '3', STORAGE_S3_BUCKET: 'uploads' }).PROCESSES).toBe(3);
    expect(readEnv({ ...pg, PROCESSES: '3', UPLOAD_DIR_SHARED: '1' }).PROCESSES).toBe(3);
    expect(startWarnings(readEnv({ ...pg, PROCESSES: '3', UPLOAD_DIR_SHARED: '1' }))).toEqual([
      expect.stringMatching(/^PROCESSES=3 without REDIS_URL/),
    ]);
    // Every refusal in one message, one line each.
    expect(() => readEnv({ PROCESSES: '2', RATE_LIMIT_REDIS_URL: 'redis://r:6379' })).toThrow(
      /^Invalid configuration \(3 problems\):\n {2}- RATE_LIMIT_REDIS_URL .*\n {2}- PROCESSES=2 needs DATABASE_URL.*\n {2}- PROCESSES=2 with uploads/,
    );
  });

  it('migrates at start unless an operator migrates with the command line', () => {
    expect(readEnv({}).MIGRATE_ON_START).toBe(true);
    expect(readEnv({ MIGRATE_ON_START: '0' }).MIGRATE_ON_START).toBe(false);
  });

  it('refuses a Node older than package.json’s engines, in one line', () => {
    expect(readNodeEngines()).toMatch(/^>=\d+/);
    expect(nodeVersionProblem('>=24.11', 'v24.11.0')).toBeUndefined();
    expect(nodeVersionProblem('>=24.11', 'v25.0.1')).toBeUndefined();
    expect(nodeVersionProblem(undefined, 'v18.0.0')).toBeUndefined();
    expect(nodeVersionProblem('>=24.11', 'v24.10.9')).toBe(
      'Node v24.10.9 is older than the portal needs (>=24.11, package.json engines); install Node 24.11 or ' +
        'newer, or start it through npm in the checkout, which brings its own.',
    );
    expect(nodeVersionProblem('>=24.11', 'v20.20.2')).toMatch(/^Node v20\.20\.2 is older/);
    expect(nodeVersionProblem('^24', 'v24.1.0')).toMatch(/not a ">=X.Y" lower bound/);
  });
});
