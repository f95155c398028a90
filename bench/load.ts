// One load run: a closed loop with autocannon (as fast as the connections allow), or an open loop at a
// fixed rate with arrivals spread as independent clients' are, latency counted from when each request was
// due (no coordinated omission); both with per-request paths and bodies.
import http from 'node:http';
import autocannon from 'autocannon';

export interface TRequestSpec {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** Anything the response check needs to know about this request. */
  tag?: unknown;
}

export interface TLoadSpec {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  /** Requests per second over all connections; undefined runs as fast as possible. */
  rate?: number | undefined;
  headers: Record<string, string>;
  next: () => TRequestSpec;
  /** Parses the body when given; returning false counts the response as failed. */
  onResponse?: ((status: number, body: string, tag: unknown) => boolean) | undefined;
}

export interface TLoadResult {
  requests: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** Non-2xx answers and answers the scenario's check refused. */
  errors: number;
  /** CPU milliseconds the measured process used per request (undefined when not measured). */
  cpuMsPerRequest?: number;
  /** Requests with no answer within autocannon's 10 s, or a broken connection. */
  timeouts: number;
}

interface TContext {
  tag?: unknown;
}

export const runLoad = (spec: TLoadSpec): Promise<TLoadResult> =>
  spec.rate ? runOpenLoop({ ...spec, rate: spec.rate }) : runClosedLoop(spec);

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100
    : 0;

/**
 * Requests arrive as from many independent clients — a Poisson process at `rate` per second — over at most
 * `connections` keep-alive connections; a request waits for a free connection as a browser would. Latency
 * runs from when a request was due, so a server that falls behind shows it. (autocannon's `overallRate`
 * gives each connection a quota per second and sends it back to back at the start of the second: bursts of
 * every connection at once, whose queueing the latency then measures, not the rate asked for.)
 */
const runOpenLoop = async (spec: TLoadSpec & { rate: number }): Promise<TLoadResult> => {
  const target = new URL(spec.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: spec.connections });
  const latencies: number[] = [];
  let errors = 0;
  let timeouts = 0;
  const inFlight = new Set<Promise<void>>();
  const send = (request: TRequestSpec, due: number) => {
    const done = new Promise<void>((resolve) => {
      const body = request.body;
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.path,
          timeout: 10_000,
          headers: {
            ...spec.headers,
            ...(body
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : {}),
            ...request.headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            latencies.push(performance.now() - due);
            const status = res.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString('utf8');
            if (status < 200 || status >= 300) errors++;
            else if (spec.onResponse && !spec.onResponse(status, text, request.tag)) errors++;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        timeouts++;
        resolve();
      });
      req.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };
  const start = performance.now();
  const end = start + spec.durationSeconds * 1000;
  let nextDue = start;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      while (nextDue <= Math.min(now, end)) {
        send(spec.next(), nextDue);
        nextDue += (-Math.log(1 - Math.random()) * 1000) / spec.rate;
      }
      if (now >= end) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    reqPerSec: latencies.length / spec.durationSeconds,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: percentile(latencies, 1),
    errors,
    timeouts,
  };
};

const runClosedLoop = async (spec: TLoadSpec): Promise<TLoadResult> => {
  let failed = 0;
  const result = await autocannon({
    url: spec.baseUrl,
    connections: spec.connections,
    duration: spec.durationSeconds,
    headers: spec.headers,
    requests: [
      {
        setupRequest: (req: Record<string, unknown>, context: TContext) => {
          const r = spec.next();
          context.tag = r.tag;
          return {
            ...req,
            method: r.method,
            path: r.path,
            body: r.body,
            headers: {
              ...spec.headers,
              ...(r.body ? { 'content-type': 'application/json' } : {}),
              ...r.headers,
            },
          };
        },
        ...(spec.onResponse
          ? {
              onResponse: (status: number, body: string, context: TContext) => {
                if (!spec.onResponse!(status, body, context.tag)) failed++;
              },
            }
          : {}),
      },
    ],
  });
  const total = result['2xx'] + result.non2xx;
  return {
    requests: total,
    reqPerSec: total / (result.duration || spec.durationSeconds),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.non2xx + failed,
    timeouts: result.errors + result.timeouts,
  };
};
