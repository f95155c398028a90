import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppErrorCode, translate } from '@tmp/contracts';
import { errorHandlerPlugin } from '../../plugins/error-handler.ts';
import { langPlugin } from '../../plugins/lang.ts';
import { healthRoutes } from './health.routes.ts';

/** The probes alone, over a database that answers or not. */
const probes = async (databaseUp: boolean) => {
  const app = Fastify();
  const execute = async () => {
    if (!databaseUp) throw new Error('connect ECONNREFUSED');
    return [];
  };
  app.decorate('db', { execute } as never);
  await app.register(langPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(healthRoutes);
  return app;
};

describe('health probes', () => {
  it('are ready while the database answers, and only alive (503, translated) while it does not', async () => {
    const up = await probes(true);
    for (const url of ['/api/health/live', '/api/health', '/api/health/ready']) {
      const res = await up.inject({ url });
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        200,
        { code: 0, message: 'ok', data: { status: 'ok' } },
      ]);
    }
    const down = await probes(false);
    expect((await down.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    for (const lang of ['en-us', 'zh-cn'] as const) {
      for (const url of ['/api/health', '/api/health/ready']) {
        const res = await down.inject({ url, headers: { lang } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBeUndefined();
        expect(res.json()).toEqual({
          code: AppErrorCode.Unavailable,
          message: translate('common.unavailable', lang),
          data: { status: 'degraded' },
        });
      }
    }
    await Promise.all([up.close(), down.close()]);
  });
});
