import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { AppErrorCode } from '@tmp/contracts';
import { AppError } from '../../lib/app-error.ts';
import { successEnvelope } from '../../lib/route.ts';

const HEALTHY = successEnvelope({ status: 'ok' }, 'ok');

/**
 * Probes for an orchestrator. Liveness (`/api/health/live`): the process answers; a failing database
 * must not get it restarted. Readiness (`/api/health/ready`, and `/api/health` as before): the database
 * answers too, so a load balancer sends no traffic to an instance that cannot serve it.
 */
export const healthRoutes = async (app: FastifyInstance) => {
  app.get('/api/health/live', { schema: { hide: true } }, async () => HEALTHY);
  app.get('/api/health', { schema: { hide: true } }, readiness(app));
  app.get('/api/health/ready', { schema: { hide: true } }, readiness(app));
};

const readiness = (app: FastifyInstance) => async (req: FastifyRequest) => {
  try {
    await app.db.execute(sql`SELECT 1`);
    return HEALTHY;
  } catch (err) {
    req.log.warn({ err }, 'database not reachable');
    // Answered by the error handler like every refusal, without the retry hint of a failing request.
    throw new AppError(AppErrorCode.Unavailable, 'common.unavailable', {
      status: 503,
      data: { status: 'degraded' },
    });
  }
};
