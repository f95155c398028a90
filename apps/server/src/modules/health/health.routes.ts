import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { AppErrorCode, translate } from '@tmp/contracts';

/** Liveness and database readiness, for a load balancer. */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/api/health', { schema: { hide: true } }, async (req, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      return { code: 0, message: 'ok', data: { status: 'ok' } };
    } catch (err) {
      req.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({
        code: AppErrorCode.Unavailable,
        message: translate('common.unavailable', req.lang),
        data: { status: 'degraded' },
      });
    }
  });
};
