import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@tmp/contracts';
import { zEnvelope, type TRouteContract } from '@tmp/contracts';
import { compileResponseSerializer, responseSerializerCompiler } from './response-serializer.ts';

type TSchema = Record<string, unknown>;

const ROUTES = (Object.entries(contracts) as Array<[string, unknown]>).filter(
  (entry): entry is [string, TRouteContract] =>
    !!entry[1] && typeof entry[1] === 'object' && 'path' in entry[1] && 'data' in entry[1],
);

/**
 * Values of a response's JSON Schema: `full` fills every optional field and picks a value for every
 * nullable one, `sparse` leaves optional fields out and writes null wherever null is allowed.
 */
const sample = (schema: TSchema, root: TSchema, full: boolean, depth = 0): unknown => {
  if (typeof schema.$ref === 'string') {
    if (depth > 3) return undefined;
    const name = schema.$ref.split('/').pop()!;
    const defs = (root.definitions ?? root.$defs) as Record<string, TSchema>;
    return sample(defs[name]!, root, full, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[full ? 0 : schema.enum.length - 1];
  const options = (schema.anyOf ?? schema.oneOf) as TSchema[] | undefined;
  if (options) return sample(options[full ? 0 : options.length - 1]!, root, full, depth + 1);
  if (Array.isArray(schema.type)) {
    const type = schema.type.find((t) => t !== 'null');
    return full || !schema.type.includes('null') ? sample({ ...schema, type }, root, full, depth) : null;
  }
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set((schema.required as string[] | undefined) ?? []);
      for (const [key, prop] of Object.entries((schema.properties ?? {}) as Record<string, TSchema>)) {
        if (!full && !required.has(key)) continue;
        const value = sample(prop, root, full, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        out['k-1'] = sample(schema.additionalProperties as TSchema, root, full, depth + 1);
      }
      return out;
    }
    case 'array': {
      if (depth > 6) return [];
      const item = sample((schema.items ?? {}) as TSchema, root, full, depth + 1);
      return item === undefined ? [] : [item, item];
    }
    case 'string':
      if (schema.format === 'date-time') return '2026-11-24T10:00:00.000Z';
      if (schema.format === 'date') return '2026-11-24';
      if (schema.format === 'email') return 'a@example.com';
      if (schema.format === 'uuid') return '6f1c2b9e-2f4c-4c8a-9d0e-1b2c3d4e5f60';
      return full ? 'Ab "中文"\\ \n\u2028 <b>&</b>' : '';
    case 'integer':
      return full ? 7 : -1;
    case 'number':
      return full ? Math.min(1.5, (schema.maximum as number | undefined) ?? 1.5) : 0;
    case 'boolean':
      return full;
    case 'null':
      return null;
    default:
      return full ? { any: [1, 'two', null] } : 'any';
  }
};

describe('responses written from the JSON Schema of their contract', () => {
  it('writes every route of every module exactly as JSON.stringify of the zod-checked value', () => {
    let compared = 0;
    const refused: string[] = [];
    for (const [name, route] of ROUTES) {
      const schema = zEnvelope(route.data);
      const json = z.toJSONSchema(schema, {
        io: 'output',
        target: 'draft-07',
        unrepresentable: 'any',
        cycles: 'ref',
        reused: 'inline',
      }) as TSchema;
      const write = compileResponseSerializer(schema, { validate: false });
      for (const full of [true, false]) {
        const value = sample(json, json, full);
        const checked = schema.safeParse(value);
        if (!checked.success) {
          refused.push(`${name} (${full ? 'full' : 'sparse'})`);
          continue;
        }
        // The handler's value as is, with an undeclared field that must not be written.
        const raw = { ...(checked.data as object), undeclared: 'secret' };
        expect(write(raw), name).toBe(JSON.stringify(checked.data));
        compared++;
      }
    }
    // A sample the schema's own refinements refuse is no comparison; nearly every route must be compared.
    expect(refused.length, refused.join(', ')).toBeLessThanOrEqual(ROUTES.length / 10);
    expect(compared).toBeGreaterThan(ROUTES.length * 1.8);
  });

  it('covers the routes of every module of the contracts', () => {
    const prefixes = new Set(ROUTES.map(([, r]) => r.path.split('/')[2]));
    for (const area of ['job', 'user', 'resume', 'evaluation', 'hr']) expect(prefixes).toContain(area);
  });

  it('keeps null and leaves out a missing optional field, as JSON.stringify does', () => {
    const schema = zEnvelope(
      z.object({
        a: z.number().int().nullable(),
        b: z.string().optional(),
        c: z.object({ d: z.string() }).nullable(),
        e: z.array(
          z.union([z.object({ k: z.literal('x') }), z.object({ k: z.literal('y'), n: z.number() })]),
        ),
      }),
    );
    const write = compileResponseSerializer(schema, { validate: true });
    const value = { code: 0, message: 'ok', data: { a: null, c: null, e: [{ k: 'y', n: 2 }, { k: 'x' }] } };
    expect(write(value)).toBe(JSON.stringify(value));
    expect(write({ ...value, data: { ...value.data, b: 'B', c: { d: 'D', x: 1 } } })).toBe(
      '{"code":0,"message":"ok","data":{"a":null,"b":"B","c":{"d":"D"},"e":[{"k":"y","n":2},{"k":"x"}]}}',
    );
  });
});

describe('checking responses against the contract', () => {
  const buildWith = async (validate: boolean) => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(responseSerializerCompiler(validate));
    app.get(
      '/bad',
      { schema: { response: { 200: zEnvelope(z.object({ id: z.number().int(), name: z.string() })) } } },
      async () => ({ code: 0, message: 'ok', data: { id: 'not a number', name: 'n', secret: 's' } }),
    );
    app.get(
      '/extra',
      { schema: { response: { 200: zEnvelope(z.object({ id: z.number().int() })) } } },
      async () => ({ code: 0, message: 'ok', data: { id: 1, secret: 's' } }),
    );
    await app.ready();
    return app;
  };

  it('refuses a response that breaks its contract when checking (tests, development)', async () => {
    const app = await buildWith(true);
    const res = await app.inject({ url: '/bad' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a number');
    await app.close();
  });

  it('never writes a field the contract does not declare, checked or not', async () => {
    for (const validate of [true, false]) {
      const app = await buildWith(validate);
      const res = await app.inject({ url: '/extra' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"code":0,"message":"ok","data":{"id":1}}');
      await app.close();
    }
  });
});
