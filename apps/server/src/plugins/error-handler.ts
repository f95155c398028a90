import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  AppErrorCode,
  isMessageKey,
  parseLang,
  translate,
  type TAppErrorCode,
  type TLang,
} from '@tmp/contracts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { applySecurityHeaders } from './security.ts';

interface TIssueLike {
  message: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

const fillParams = (text: string, params: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** Field path -> translated message, for forms to show beside their fields. */
const fieldErrors = (issues: TIssueLike[], lang: TLang): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ??
      issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') ??
      '';
    const key = issue.params?.issue?.message ?? issue.message;
    // A rule without its own message (a wrong type) says 'invalid', never the validator's English text.
    if (!(path in fields)) fields[path] = translate(isMessageKey(key) ? key : 'common.invalid', lang);
  }
  return fields;
};

const send = (
  reply: FastifyReply,
  status: number,
  code: TAppErrorCode,
  message: string,
  data: unknown = null,
) =>
  // Error bodies are not the route's 200 data: bypass the route's response serializer.
  reply
    .status(status)
    .serializer((payload: unknown) => JSON.stringify(payload))
    .type('application/json; charset=utf-8')
    .send({ code, message, data });

const STATUS_CODES: Record<number, { code: TAppErrorCode; key: Parameters<typeof translate>[0] }> = {
  401: { code: AppErrorCode.Unauthorized, key: 'common.unauthorized' },
  403: { code: AppErrorCode.Forbidden, key: 'common.forbidden' },
  404: { code: AppErrorCode.NotFound, key: 'common.notFound' },
  429: { code: AppErrorCode.RateLimited, key: 'common.rateLimited' },
};

/**
 * A URL the router cannot take (malformed percent-encoding, a parameter over the length limit) is answered
 * before any hook runs: the same envelope and security headers as every other refusal.
 */
export const frameworkErrorHandler = (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  applySecurityHeaders(req.raw, reply.raw);
  const status = error.statusCode === 414 ? 414 : 400;
  return send(
    reply,
    status,
    AppErrorCode.Validation,
    translate('common.invalid', parseLang(req.headers.lang)),
  );
};

/** One place where every failure becomes `{ code, message, data }` in the request's language. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((caught: unknown, req: FastifyRequest, reply: FastifyReply) => {
      if (caught instanceof AppError) {
        const error = caught;
        return send(
          reply,
          error.status,
          error.code,
          fillParams(translate(error.messageKey, req.lang), error.params),
          error.data,
        );
      }
      const error = caught as FastifyError;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = fieldErrors(error.validation as unknown as TIssueLike[], req.lang);
        const first = Object.values(fields)[0] ?? translate('common.invalid', req.lang);
        return send(reply, 400, AppErrorCode.Validation, first, { fields });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const known = STATUS_CODES[status] ?? {
          code: AppErrorCode.Validation,
          key: 'common.invalid' as const,
        };
        return send(reply, status, known.code, translate(known.key, req.lang));
      }
      if (isDatabaseUnavailable(caught)) {
        // The database went away (restart, failover, network): the client may retry shortly.
        req.log.warn({ err: error }, 'database unavailable');
        void reply.header('retry-after', '5');
        return send(reply, 503, AppErrorCode.Unavailable, translate('common.unavailable', req.lang));
      }
      req.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, AppErrorCode.Internal, translate('common.internal', req.lang));
    });
  },
  { name: 'error-handler', dependencies: ['lang'] },
);
