import {
  getDistrictTreeRoute,
  getJobHighlightsRoute,
  getPositionDetailRoute,
  optionListRoutes,
  queryPagingPositionsRoute,
  translate,
  type TLang,
  type TPageDataRefusal,
  type TPageDataSource,
} from '@tmp/contracts';
import type { ZodType } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findPositions, getJobHighlights, getPositionDetail } from '../../modules/jobs/jobs.service.ts';
import { getDistrictTree, listOptions } from '../../modules/reference-data/reference-data.service.ts';

type TRead = (input: { query: unknown; body: unknown }) => Promise<unknown>;

const parse = <T>(schema: ZodType<T> | undefined, value: unknown): T => {
  if (!schema) throw new Error('A public page read without its input schema');
  return schema.parse(value);
};

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * The reads a public page makes, answered by the services directly for the page's customer and language:
 * exactly what the same API call would answer (input checked by the route's own schema), without HTTP.
 */
export const createPageReads = (db: Db, customerId: number, lang: TLang): TPageDataSource => {
  const option = (code: string) => () => listOptions(db, customerId, lang, code);
  const reads = new Map<string, TRead>([
    [
      routeKey(queryPagingPositionsRoute),
      ({ body }) => findPositions(db, customerId, lang, parse(queryPagingPositionsRoute.body, body)),
    ],
    [
      routeKey(getPositionDetailRoute),
      ({ query }) => getPositionDetail(db, customerId, lang, parse(getPositionDetailRoute.query, query).id),
    ],
    [routeKey(getDistrictTreeRoute), () => getDistrictTree(db, customerId, lang)],
    [routeKey(getJobHighlightsRoute), () => getJobHighlights(db, customerId, lang)],
    ...optionListRoutes
      .filter(({ code }) => code === 'JobCategory' || code === 'JobNature')
      .map(({ code, route }): [string, TRead] => [routeKey(route), option(code)]),
  ]);
  return async (call) => {
    const read = reads.get(routeKey(call));
    if (!read) throw new Error(`${routeKey(call)} is not a read of a public page`);
    try {
      return await read({ query: call.query ?? {}, body: call.body ?? {} });
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        const refusal: TPageDataRefusal = { code: error.code, message: translate(error.messageKey, lang) };
        throw refusal;
      }
      throw error;
    }
  };
};
