import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';
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
});
