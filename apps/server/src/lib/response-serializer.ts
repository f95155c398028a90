import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of the route's zod contract: a function
 * compiled once per route writes exactly the declared fields in the declared order, with no parse of the
 * value on every call. zod's parse used to run on every response only to strip undeclared fields; the JSON
 * Schema declares `additionalProperties: false` for every object, so fast-json-stringify writes the
 * declared fields only, likewise.
 *
 * With `validate` (every environment but production, or VALIDATE_RESPONSES) each response is first checked
 * against the zod schema as before, and its compiled output must equal `JSON.stringify` of the checked value
 * byte for byte: a handler that returns a wrong shape fails its tests, and so would any difference between
 * the two ways of writing it.
 */

type TJsonSchema = Record<string, unknown>;

const isNullSchema = (s: unknown): boolean =>
  !!s && typeof s === 'object' && (s as TJsonSchema).type === 'null' && Object.keys(s).length === 1;

/**
 * Two rewrites keep the output identical to `JSON.stringify` of the zod-checked value, and cheap:
 * - `X | null` is `anyOf: [X, {type: 'null'}]` in zod's JSON Schema; fast-json-stringify would test each
 *   value against both branches with a validator. `nullable: true` on X writes the same JSON without that.
 * - fast-json-stringify writes an object's required properties before its optional ones; zod writes them
 *   in declared order. Without `required` every property is written in declared order when defined (zod's
 *   check, where it runs, still refuses a missing one). The branches of a union keep theirs: the writer
 *   picks a branch by validating the value against it.
 */
export const simplifyForWriting = (schema: unknown, inUnion = false): unknown => {
  if (Array.isArray(schema)) return schema.map((s) => simplifyForWriting(s));
  if (!schema || typeof schema !== 'object') return schema;
  const out: TJsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && Array.isArray(value) && !inUnion) continue;
    out[key] =
      (key === 'anyOf' || key === 'oneOf') && Array.isArray(value)
        ? value.map((branch) => simplifyForWriting(branch, true))
        : simplifyForWriting(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    const other = anyOf.find((s) => !isNullSchema(s)) as TJsonSchema;
    if (other && typeof other.type === 'string' && !('anyOf' in other) && !('$ref' in other)) {
      const { anyOf: _drop, ...rest } = out;
      const { required: _required, ...plain } = other;
      return { ...rest, ...plain, nullable: true };
    }
  }
  return out;
};

/** The JSON Schema fast-json-stringify compiles for a response's zod schema. */
export const responseJsonSchema = (schema: z.ZodType): TJsonSchema =>
  simplifyForWriting(
    z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      // Values with no JSON Schema (a Date, a transform's result) are written by JSON.stringify.
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
    }),
  ) as TJsonSchema;

/** The writer of one response schema; `validate` adds the zod check and the comparison described above. */
export const compileResponseSerializer = (
  schema: z.ZodType,
  opts: { validate: boolean; method?: string; url?: string },
): ((data: unknown) => string) => {
  const write = fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
  if (!opts.validate) return write;
  const method = opts.method ?? '';
  const url = opts.url ?? '';
  return (data) => {
    const checked = z.safeEncode(schema, data);
    if (checked.error) throw new ResponseSerializationError(method, url, { cause: checked.error });
    const written = write(data);
    const expected = JSON.stringify(checked.data);
    if (written !== expected) {
      throw new Error(
        `Response of ${method} ${url}: the compiled output differs from JSON.stringify: ${written} !== ${expected}`,
      );
    }
    return written;
  };
};

/** Fastify's serializer compiler: zod response schemas as above, plain JSON Schemas as they are. */
export const responseSerializerCompiler =
  (validate: boolean): FastifySerializerCompiler<unknown> =>
  ({ schema, method, url }) =>
    schema instanceof z.ZodType
      ? compileResponseSerializer(schema, { validate, method, url })
      : fastJson(schema as Parameters<typeof fastJson>[0]);
