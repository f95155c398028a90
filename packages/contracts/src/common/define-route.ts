import type { z } from 'zod';
import type { TRole } from '../accounts/roles.ts';

export type TRouteAccess = 'public' | 'user' | 'hr';
export type THttpMethod = 'GET' | 'POST';

export interface TRouteContract<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  D extends z.ZodType = z.ZodType,
> {
  method: THttpMethod;
  path: string;
  access: TRouteAccess;
  /**
   * For access 'hr': the roles that may call it (any one suffices; decisions §8). The server refuses to
   * register an `/api/hr/` route without them.
   */
  roles?: readonly TRole[];
  summary: string;
  tags: string[];
  query?: Q;
  body?: B;
  params?: P;
  /** Schema of `data` in the `{ code, message, data }` envelope. */
  data: D;
  /** Responses holding personal data are sent with Cache-Control: no-store. */
  personal?: boolean;
}

/**
 * Declares one endpoint once; the server validates with it, the web client is typed by it. The web build
 * leaves `query`, `body`, `params` and `data` out of every `defineRoute({...})` (apps/web/build/
 * client-routes-plugin.ts): web code reads a route's method and path only, and imports a schema itself
 * when it validates with one.
 */
export const defineRoute = <
  D extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  route: TRouteContract<Q, B, P, D>,
): TRouteContract<Q, B, P, D> => route;

export type TRouteData<R> = R extends TRouteContract<any, any, any, infer D> ? z.infer<D> : never;
export type TRouteBody<R> =
  R extends TRouteContract<any, infer B, any, any> ? (B extends z.ZodType ? z.input<B> : never) : never;
export type TRouteQuery<R> =
  R extends TRouteContract<infer Q, any, any, any> ? (Q extends z.ZodType ? z.input<Q> : never) : never;
