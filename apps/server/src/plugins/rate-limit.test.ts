import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callApi, useTestApp } from '../test/test-app.ts';

/**
 * A client address of its own per run (benchmarking range 198.18.0.0/15), so runs sharing one Redis never
 * count each other's calls. IPv6 clients are counted per network prefix, so they would not do here.
 */
const clientAddress = () => {
  const [a, b] = randomBytes(2);
  return `198.${18 + (a! % 2)}.${b}.${(randomBytes(1)[0]! % 254) + 1}`;
};
const captcha = '/api/user/Account/GetVerificationCodeImage';
const CAPTCHA_PER_MINUTE = 30;

describe('per-IP limits with an unreachable shared store', () => {
  const ctx = useTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });

  it('lets requests through rather than taking the portal down', async () => {
    const ip = clientAddress();
    const res = await callApi(ctx.app, { url: captcha, ip });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });
});

// Runs where a Redis server is given (CI sets REDIS_URL); the fail-open case above needs none.
describe.runIf(process.env.REDIS_URL)('per-IP limits shared by two API processes through Redis', () => {
  const first = useTestApp({ env: { REDIS_URL: process.env.REDIS_URL } });
  const second = useTestApp({ env: { REDIS_URL: process.env.REDIS_URL } });

  it('counts the calls of one address on both processes together', async () => {
    const ip = clientAddress();
    for (let i = 0; i < CAPTCHA_PER_MINUTE; i += 1) {
      const res = await callApi((i % 2 ? first : second).app, { url: captcha, ip });
      expect(res.status).toBe(200);
    }
    const refused = await callApi(first.app, { url: captcha, ip, lang: 'zh-cn' });
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeNull();
    expect(refused.body.message).toMatch(/[\u4e00-\u9fff]/);
    // Another address is counted apart.
    expect((await callApi(second.app, { url: captcha, ip: clientAddress() })).status).toBe(200);
  });
});
