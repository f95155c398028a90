import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

/**
 * Per-route limits (each route declares its own through `registerRoute`). With a Redis URL (REDIS_URL) every API process
 * counts in the same store, so the limits hold behind a load balancer; without one each process counts alone.
 * A store that cannot be reached lets requests through (logged) rather than taking the portal down.
 */
export const rateLimitPlugin = fp<{ redisUrl?: string | undefined }>(
  async (app, opts) => {
    if (!opts.redisUrl) {
      await app.register(rateLimit, { global: false });
      return;
    }
    // Commands fail at once while disconnected (no offline queue), so an outage never holds a request up.
    const redis = new Redis(opts.redisUrl, {
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'rate-limit store unreachable'));
    await redis.connect().catch((err: unknown) => app.log.warn({ err }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'portal-rate-limit-',
      skipOnError: true,
    });
  },
  { name: 'rate-limit' },
);
