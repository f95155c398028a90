import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { destination, stdSerializers } from 'pino';

/**
 * What the server logs (docs/security.md): method, path, status, duration, request id and client address of
 * every request; the query string only on routes that declare it harmless (`logQuery`, set by
 * registerRoute on public job and reference routes). Failed database queries: the SQL text with its
 * placeholders, never the parameter values or the database's row details. Authorization and cookie
 * headers are never logged (the default serializer logs no headers at all).
 */

/** Fields of database errors that carry the values of a row or statement. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'hint']);

/** `invalid input syntax for type integer: "secret"`: the quoted value at the end is masked. */
const maskQuotedValue = (message: string): string =>
  message.replace(/\nparams: [\s\S]*$/, '').replace(/(: )"(?:[^"\\]|\\.)*"$/, '$1"…"');

const scrub = (value: unknown, depth = 0): unknown => {
  if (!value || typeof value !== 'object' || depth > 5) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (VALUE_FIELDS.has(key)) continue;
    out[key] =
      key === 'message' && typeof field === 'string'
        ? maskQuotedValue(field)
        : key === 'stack' && typeof field === 'string'
          ? field.replace(/^[\s\S]*?(?=\n\s+at )/, (head) => maskQuotedValue(head))
          : scrub(field, depth + 1);
  }
  return out;
};

export const serializeError = (err: Error) =>
  scrub(stdSerializers.errWithCause(err)) as ReturnType<typeof stdSerializers.errWithCause>;

interface TLoggedRequest {
  method: string;
  url: string;
  id: string;
  ip?: string;
  routeOptions?: { config?: { logQuery?: boolean } };
}

export const serializeRequest = (req: FastifyRequest | TLoggedRequest) => {
  const queryAt = req.url.indexOf('?');
  const keepQuery = queryAt < 0 || req.routeOptions?.config?.logQuery === true;
  return {
    method: req.method,
    url: keepQuery ? req.url : req.url.slice(0, queryAt),
    remoteAddress: req.ip,
  };
};

/**
 * `buffered`: lines go to stdout through an asynchronous destination, written in batches of at least 4 KB
 * instead of one write call per line (a busy server writes its log a few times a second, not once per
 * request); what is left is written every half second, and when the process exits (a SIGKILL can lose the
 * last half second).
 */
export const loggerOptions = (
  level: string,
  opts: { buffered?: boolean } = {},
): FastifyServerOptions['logger'] => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: { req: serializeRequest, err: serializeError },
  ...(opts.buffered
    ? { stream: destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 500 }) }
    : {}),
});

/**
 * One line per request, when it is answered: method, path, client address (the `req` serializer above),
 * status, duration and the request id (every line of a request carries it). Fastify's default writes two,
 * one when a request arrives and one when it is answered; every other line Fastify writes is unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The query string may be logged: a public route whose parameters are no personal data. */
    logQuery?: boolean;
  }
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Request ids come from the server: a client's `x-request-id` is never echoed or logged, since a forged id
 * could blend into another request's log lines. Behind a trusted proxy (TRUST_PROXY) the proxy's id is
 * kept so one request can be followed across both, when it has the shape of an id.
 */
export const requestIdGenerator =
  (trustProxy: boolean) =>
  (raw: { headers: Record<string, string | string[] | undefined> }): string => {
    const header = raw.headers['x-request-id'];
    return trustProxy && typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
  };
