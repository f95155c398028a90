import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppErrorCode, saveAssessmentAnswersRoute, saveUserResumeRoute, translate } from '@tmp/contracts';
import type { TPoolStats } from '../db/client.ts';

export interface TMetricsOptions {
  /** Serve `GET /metrics` on the portal's own port (METRICS=1), to requests bearing `token`. */
  onAppPort: boolean;
  /** METRICS_TOKEN: required with `onAppPort`, sent as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Serve `GET /metrics` on this port of its own instead (METRICS_PORT); 0 or undefined: not. */
  port?: number | undefined;
  host?: string | undefined;
  poolStats?: (() => TPoolStats) | undefined;
}

/** The portal's counters, in a registry of its own (one per app: tests build several). */
const createMetrics = (poolStats: TMetricsOptions['poolStats']) => {
  const registry = new Registry();
  // Process CPU and memory, heap, GC, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'Requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from request to response, by route pattern and method',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'portal_http_server_errors_total',
    help: 'Responses with a 5xx status, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const autosaves = new Counter({
    name: 'portal_exam_autosaves_total',
    help: 'Exam answer saves, by outcome (saved or refused)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const applications = new Counter({
    name: 'portal_applications_total',
    help: 'Applications submitted (a resume saved with a position)',
    registers: [registry],
  });
  if (poolStats) {
    const gauge = (name: string, help: string, read: (s: TPoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read(poolStats()));
        },
      });
    gauge('portal_db_pool_connections', 'Open connections of the database pool', (s) => s.total);
    gauge(
      'portal_db_pool_in_use',
      'Connections checked out by a query or transaction',
      (s) => s.total - s.idle,
    );
    gauge('portal_db_pool_waiting', 'Queries waiting for a free connection', (s) => s.waiting);
  }
  const observe = (req: FastifyRequest, reply: FastifyReply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: req.method, route, status });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ route });
    if (route === saveAssessmentAnswersRoute.path) {
      autosaves.inc({ outcome: status === 200 ? 'saved' : 'refused' });
    }
    const body = req.body as { positionId?: unknown } | undefined;
    if (route === saveUserResumeRoute.path && status === 200 && body?.positionId) applications.inc();
  };
  return { registry, observe };
};

const answer = async (registry: Registry) => ({ type: registry.contentType, text: await registry.metrics() });

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header bears the token (compared in constant time, whatever its length). */
const bearsToken = (header: string | undefined, token: string) =>
  timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));

/**
 * Prometheus metrics from prom-client: request rate and latency per route pattern, server errors, the
 * database pool, the event loop's lag, exam autosaves and applications. Served only when asked for:
 * on the portal's port (METRICS=1) to a scraper bearing METRICS_TOKEN, or on a port of its own
 * (METRICS_PORT) that stays off the public network; neither set, the counters are not even kept.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: TMetricsOptions) => {
    if (!opts.onAppPort && !opts.port) return;
    const { token } = opts;
    if (opts.onAppPort && !token) {
      throw new Error('METRICS=1 needs METRICS_TOKEN: /metrics is never served to anyone on the portal port');
    }
    const { registry, observe } = createMetrics(opts.poolStats);
    app.addHook('onResponse', async (req, reply) => observe(req, reply));
    if (opts.onAppPort && token) {
      app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
        if (!bearsToken(req.headers.authorization, token)) {
          // Answered here: this route is declared before the error handler that would translate an AppError.
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer')
            .send({
              code: AppErrorCode.Unauthorized,
              message: translate('common.unauthorized', req.lang),
              data: null,
            });
        }
        const { type, text } = await answer(registry);
        return reply.type(type).header('cache-control', 'no-store').send(text);
      });
    }
    if (opts.port) {
      const server = http.createServer((req, res) => {
        if (req.url !== '/metrics') return void res.writeHead(404).end();
        void answer(registry).then(({ type, text }) =>
          res.writeHead(200, { 'content-type': type }).end(text),
        );
      });
      // A port already taken stops the start with its error, as the portal's own port does.
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(opts.port, opts.host, resolve);
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      });
    }
  },
  { name: 'metrics' },
);
