import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { AppErrorCode, translate } from '@tmp/contracts';

/**
 * Probes for an orchestrator. Liveness (`/api/health/live`): the process answers; a failing database
 * must not get it restarted. Readiness (`/api/health/ready`, and `/api/health` as before): the database
 * answers too, so a load balancer sends no traffic to an instance that cannot serve it.
 */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/api/health/live', { schema: { hide: true } }, async () => ({
    code: 0,
    message: 'ok',
    data: { status: 'ok' },
  }));
  app.get('/api/health', { schema: { hide: true } }, readiness(app));
  app.get('/api/health/ready', { schema: { hide: true } }, readiness(app));
};

const readiness = (app: FastifyInstance) => async (req: FastifyRequest, reply: FastifyReply) => {
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
};
