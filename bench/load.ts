// One load run with autocannon: a closed loop (as fast as the connections allow) or an open loop at a
// fixed rate (latency corrected for coordinated omission), with per-request paths and bodies.
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

export const runLoad = async (spec: TLoadSpec): Promise<TLoadResult> => {
  let failed = 0;
  const result = await autocannon({
    url: spec.baseUrl,
    connections: spec.connections,
    duration: spec.durationSeconds,
    ...(spec.rate ? { overallRate: Math.max(1, Math.round(spec.rate)) } : {}),
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
