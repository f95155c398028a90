import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import type { IncomingMessage, ServerResponse } from 'node:http';
import qs from 'node:querystring';
import helmetHeaders from 'helmet';

export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd and antd-mobile inject their component styles at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
};

/**
 * helmet's headers, worked out once. Every option above is a constant (no per-request nonce or function),
 * so every answer gets the same headers; @fastify/helmet would build helmet's middleware and parse the CSP
 * directives again on every request.
 */
const SECURITY_HEADERS = (() => {
  const set: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void set.push([name, String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  helmetHeaders(HELMET_OPTIONS)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => undefined,
  );
  return { set, removed };
})();

/** The security headers on an answer; also on the few Fastify's router gives before any hook runs. */
export const applySecurityHeaders = (_req: IncomingMessage, res: ServerResponse) => {
  for (const name of SECURITY_HEADERS.removed) res.removeHeader(name);
  for (const [name, value] of SECURITY_HEADERS.set) res.setHeader(name, value);
};

/** Security headers on every response (errors included), compression, and form-encoded bodies. */
export const securityPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (req, reply, done) => {
      applySecurityHeaders(req.raw, reply.raw);
      done();
    });
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
    // Bodies may be form-encoded (decisions §3); node's parser keeps repeated keys as arrays.
    await app.register(formbody, { parser: (body) => qs.parse(body) });
  },
  { name: 'security' },
);
