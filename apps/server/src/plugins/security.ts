import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import type { IncomingMessage, ServerResponse } from 'node:http';
import qs from 'node:querystring';
import helmetHeaders from 'helmet';

const HELMET_OPTIONS = {
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

const setHelmetHeaders = helmetHeaders(HELMET_OPTIONS);

/** The same headers on the few answers Fastify's router gives before any hook runs (malformed URLs). */
export const applySecurityHeaders = (req: IncomingMessage, res: ServerResponse) =>
  setHelmetHeaders(req, res, () => undefined);

/** Security headers on every response (errors included), compression, and form-encoded bodies. */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, HELMET_OPTIONS);
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
    // Bodies may be form-encoded (decisions §3); node's parser keeps repeated keys as arrays.
    await app.register(formbody, { parser: (body) => qs.parse(body) });
  },
  { name: 'security' },
);
