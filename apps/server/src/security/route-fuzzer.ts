import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { parseLang, type TRouteContract } from '@tmp/contracts';
import type { Db } from '../db/client.ts';
import { changedTables, fingerprint } from './db-fingerprint.ts';
import {
  badAuthorization,
  bodyFor,
  customeridHeader,
  hostileString,
  hostileValue,
  langHeader,
  queryFor,
  rawPayload,
} from './hostile-input.arbitraries.ts';
import { expectSafeResponse } from './response-checks.ts';
import { fillPath, type TCatalogueRoute } from './route-catalogue.ts';
import { SAMPLE_VALUES } from './sample-values.ts';

/** The seed of every fuzz run; set FUZZ_SEED to replay a failure reported by fast-check. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

export interface TFuzzIdentity {
  /** A valid token of the right role for the route, in customer 1. */
  token: string;
  /** A valid token of a user of customer 2. */
  foreignToken: string;
  /** Signs in again after a request that ended the session (sign-out). */
  renew: () => Promise<void>;
}

type TSchema = TRouteContract['body'];

/** Requests per route: routes that take input get more; the rest only vary headers and stray input. */
export const RUNS_WITH_INPUT = Number(process.env.FUZZ_RUNS ?? 40);
export const RUNS_WITHOUT_INPUT = Math.ceil(RUNS_WITH_INPUT / 4);

export const hasInput = (route: TCatalogueRoute) =>
  route.path.includes(':') ||
  route.path.endsWith('/UploadCustomResume') ||
  Boolean(route.contract?.body ?? route.contract?.query);

/** The top-level keys of an object schema, looking through refinements, pipes and preprocessing. */
export const schemaKeys = (schema: TSchema, depth = 0): string[] => {
  if (!schema || depth > 4) return [];
  const node = schema as unknown as { shape?: Record<string, unknown>; def?: Record<string, unknown> };
  if (node.shape) return Object.keys(node.shape);
  const def = node.def ?? {};
  for (const inner of [def.in, def.out, def.innerType, def.schema]) {
    const keys = schemaKeys(inner as TSchema, depth + 1);
    if (keys.length) return keys;
  }
  return [];
};

const requestFor = (route: TCatalogueRoute) => {
  const bodyKeys = schemaKeys(route.contract?.body);
  const queryKeys = schemaKeys(route.contract?.query);
  const samples = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, SAMPLE_VALUES[k] ?? ['1']]));
  const querySamples = Object.fromEntries(queryKeys.map((k) => [k, String((SAMPLE_VALUES[k] ?? ['1'])[0])]));
  return fc.record({
    auth: fc.constantFrom('valid', 'valid', 'valid', 'none', 'bad', 'foreign'),
    badAuth: badAuthorization,
    customerid: customeridHeader,
    lang: langHeader,
    id: fc.oneof(fc.constantFrom('1', '2', '3', '40'), hostileString),
    query: queryFor(queryKeys.length ? queryKeys : ['id'], querySamples),
    body:
      route.method === 'POST'
        ? fc.oneof(
            { weight: 6, arbitrary: bodyFor(bodyKeys, samples(bodyKeys)).map((v) => ({ json: v })) },
            { weight: 1, arbitrary: hostileValue.map((v) => ({ json: v })) },
            { weight: 2, arbitrary: rawPayload.map((raw) => ({ raw })) },
          )
        : fc.constant(undefined),
  });
};

type TRequest = ReturnType<typeof requestFor> extends fc.Arbitrary<infer R> ? R : never;

let addressSeq = 0;

const toInject = (route: TCatalogueRoute, input: TRequest, who: TFuzzIdentity): InjectOptions => {
  const headers: Record<string, string> = { customerid: input.customerid, lang: input.lang };
  if (input.auth === 'valid') headers.authorization = `Bearer ${who.token}`;
  if (input.auth === 'foreign') headers.authorization = `Bearer ${who.foreignToken}`;
  if (input.auth === 'bad') headers.authorization = input.badAuth;
  const options: InjectOptions = {
    method: route.method,
    url: fillPath(route.path, { id: input.id }),
    query: input.query as Record<string, string>,
    headers,
    remoteAddress: `203.0.113.${(addressSeq++ % 250) + 1}`,
  };
  if (input.body && 'raw' in input.body) {
    headers['content-type'] = input.body.raw.type;
    options.payload = String(input.body.raw.payload);
  } else if (input.body) {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(input.body.json) ?? 'null';
  }
  return options;
};

const AUDIT_TABLES = new Set(['audit_log', 'audit_heads']);

/**
 * Sends `runs` random, mostly hostile requests to one route and checks every answer: no 5xx, the envelope
 * (or the route's file), no internal text, and no data changed by a refused request. Answers the count sent.
 */
export const fuzzRoute = async (app: FastifyInstance, db: Db, route: TCatalogueRoute, who: TFuzzIdentity) => {
  const runs = hasInput(route) ? RUNS_WITH_INPUT : RUNS_WITHOUT_INPUT;
  // A GET writes nothing, accepted or not (one print around all of its requests is enough), except the
  // spec's GET that sends an SMS code: that one is checked request by request like a POST.
  const isRead = route.method === 'GET' && !route.path.endsWith('/SendVerificationCode');
  const start = await fingerprint(db);
  let baseline = start;
  let sent = 0;
  await fc.assert(
    fc.asyncProperty(requestFor(route), async (input) => {
      const options = toInject(route, input, who);
      const res = await app.inject(options);
      sent += 1;
      const { code } = expectSafeResponse(route, res, parseLang(input.lang));
      if (isRead) return;
      const after = await fingerprint(db);
      if (code !== 0) expect(changedTables(baseline, after), `${route.path} refused but wrote`).toEqual([]);
      baseline = after;
      if (code === 0 && route.path.endsWith('/Logout')) {
        await who.renew();
        baseline = await fingerprint(db);
      }
    }),
    { seed: FUZZ_SEED, numRuns: runs, endOnFailure: true },
  );
  if (isRead) {
    // An answered read of a candidate's personal data is recorded in the audit log (decisions §9).
    const written = changedTables(start, await fingerprint(db)).filter((table) => !AUDIT_TABLES.has(table));
    expect(written, `${route.path} wrote`).toEqual([]);
  }
  return sent;
};

/** Fuzzes each route in turn; answers the number of requests sent. */
export const fuzzRoutes = async (
  app: FastifyInstance,
  db: Db,
  routes: TCatalogueRoute[],
  who: TFuzzIdentity,
) => {
  let sent = 0;
  for (const route of routes) sent += await fuzzRoute(app, db, route, who);
  return sent;
};
