import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppErrorCode, translate, type TAppErrorCode, type TLang } from '@tmp/contracts';
import { AppError } from '../lib/app-error.ts';

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
    if (!(path in fields)) fields[path] = translate(key, lang);
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
      req.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, AppErrorCode.Internal, translate('common.internal', req.lang));
    });
  },
  { name: 'error-handler', dependencies: ['lang'] },
);
