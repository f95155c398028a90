import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AppErrorCode,
  holdsUnstorableText,
  translate,
  zEnvelope,
  type TMessageKey,
  type TRouteContract,
} from '@tmp/contracts';
import { AppError } from './app-error.ts';
import { sendShared, type TResponseScope } from './response-cache.ts';

type TInfer<S> = [NonNullable<S>] extends [z.ZodType] ? z.infer<NonNullable<S>> : undefined;

export interface TRouteInput<C extends TRouteContract> {
  query: TInfer<C['query']>;
  body: TInfer<C['body']>;
  params: TInfer<C['params']>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type TRouteHandler<C extends TRouteContract> = (input: TRouteInput<C>) => Promise<z.infer<C['data']>>;

/** Access checks by contract access level; the accounts module registers them. */
export type TAccessGuards = Partial<Record<'user' | 'hr', preValidationHookHandler>>;

declare module 'fastify' {
  interface FastifyInstance {
    accessGuards: TAccessGuards;
    /** Multiplies every per-IP limit (RATE_LIMIT_FACTOR); 1 in production. */
    rateLimitFactor: number;
  }
}

/**
 * Registers one endpoint from its contract: the contract validates the input, types the handler, shapes
 * the response envelope and documents the route; the handler only returns `data`.
 */
export interface TRouteOptions {
  /** Per-IP limit of this route (in-process). */
  rateLimit?: { max: number; timeWindow: string };
  /** The success message; 'Success' by default. */
  successMessage?: TMessageKey;
  /**
   * A public answer every visitor gets alike for the same customer, language and input: kept for a moment
   * (lib/response-cache.ts) and dropped when anything in this scope changes.
   */
  shared?: TResponseScope;
}

/**
 * Every route's input, once validated (Base64 fields decoded): a NUL or a lone surrogate anywhere is
 * refused with a translated 400 before the handler, as PostgreSQL text and jsonb cannot hold them.
 */
const refuseUnstorableText = async (req: FastifyRequest) => {
  if (holdsUnstorableText([req.query, req.body, req.params])) {
    throw new AppError(AppErrorCode.Validation, 'common.unstorableText', { status: 400 });
  }
};

/** A success answer: `{ code: 0, message, data }` (refusals are the error handler's, from an AppError). */
export const successEnvelope = <T>(data: T, message: string) => ({ code: 0 as const, message, data });

/** Only public routes outside the accounts area without personal data have their query string logged. */
const logsQuery = (contract: TRouteContract): boolean =>
  contract.access === 'public' && !contract.personal && !/\/account\//i.test(contract.path);

export const registerRoute = <C extends TRouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: TRouteHandler<C>,
  options: TRouteOptions = {},
) => {
  const guard = contract.access === 'public' ? undefined : app.accessGuards[contract.access];
  const shared = options.shared;
  if (shared && (contract.access !== 'public' || contract.personal)) {
    throw new Error(`Only public answers without personal data may be shared: ${contract.path}`);
  }
  if (contract.access !== 'public' && !guard) {
    throw new Error(`No access guard for '${contract.access}' registered before ${contract.path}`);
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: contract.tags,
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: { 200: zEnvelope(contract.data) },
    },
    ...(guard ? { preValidation: guard } : {}),
    preHandler: refuseUnstorableText,
    config: {
      ...(contract.roles ? { roles: contract.roles } : {}),
      logQuery: logsQuery(contract),
      ...(options.rateLimit
        ? { rateLimit: { ...options.rateLimit, max: options.rateLimit.max * app.rateLimitFactor } }
        : {}),
    },
    handler: async (req, reply) => {
      if (contract.personal) void reply.header('cache-control', 'no-store');
      const answer = async () => {
        const data = await handler({
          query: req.query as TInfer<C['query']>,
          body: req.body as TInfer<C['body']>,
          params: req.params as TInfer<C['params']>,
          req,
          reply,
        });
        return successEnvelope(data, translate(options.successMessage ?? 'common.success', req.lang));
      };
      if (!shared) return answer();
      const key = `${req.lang}\n${JSON.stringify(req.query)}\n${JSON.stringify(req.body)}\n${JSON.stringify(req.params)}`;
      return sendShared(
        req,
        reply,
        { db: app.readDb, customerId: req.customer.id, scope: shared, key: `${contract.path}\n${key}` },
        answer,
      );
    },
  });
};
