import fc from 'fast-check';
import { decodeBase64, encodeBase64 } from '@tmp/contracts';

/** Payloads an attacker tries first: injection, markup, traversal, odd numbers and odd Unicode. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  "') UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'a\u0000b',
  '%00',
  '\ud800',
  '😀𝕏👩‍👩‍👧',
  '%',
  '_',
  '\\',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  '0x10',
  ' ',
  '',
  '=HYPERLINK("http://x")',
  '\r\nSet-Cookie: a=b',
] as const;

/** Malformed or hostile Base64 for the encoded fields (credentials, phone, codes). */
export const BAD_BASE64 = [
  'not base64!',
  '====',
  'YQ',
  'YW=J',
  Buffer.from([0xff, 0xfe, 0xfd]).toString('base64'),
  Buffer.from([0xc3, 0x28]).toString('base64'),
  encodeBase64("' OR 1=1 --"),
  encodeBase64('<script>alert(1)</script>'),
  encodeBase64('x'.repeat(3000)),
  'A'.repeat(6000),
];

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_BASE64) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(10_000), '中'.repeat(5_000)) },
);

export const hostileNumber = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(-2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER, 1.5, -0, 1e300),
  fc.double(),
);

/** Any JSON value, biased to the shapes that break parsers and handlers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      deep(60),
      [[[[[[[[[]]]]]]]]],
      JSON.parse('{"__proto__":{"admin":true}}') as unknown,
    ),
  },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('a', '__proto__', 'constructor', 'id', '$where'),
      hostileString,
      {
        maxKeys: 3,
      },
    ),
  },
);

/** What PostgreSQL text cannot hold: a NUL, and surrogates without their other half. */
export const UNSTORABLE_CHARS = ['\u0000', '\ud800', '\udfff'] as const;

const insertAt = (text: string, at: number, char: string) => {
  const i = Math.min(at, text.length);
  return text.slice(0, i) + char + text.slice(i);
};

/**
 * A valid value with a NUL or a lone surrogate slipped into one of its strings (Base64 values are decoded,
 * tainted with a NUL and encoded again), so the request gets past the first checks with it.
 */
export const taintedValue = (sample: unknown): fc.Arbitrary<unknown> =>
  fc.tuple(fc.constantFrom(...UNSTORABLE_CHARS), fc.nat({ max: 12 })).map(([char, at]) => {
    const taint = (value: unknown): unknown => {
      if (typeof value === 'string') {
        const decoded = value.length >= 4 ? decodeBase64(value) : undefined;
        return decoded ? encodeBase64(insertAt(decoded, at, '\u0000')) : insertAt(value, at, char);
      }
      if (Array.isArray(value)) return value.map(taint);
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, taint(v)]));
      }
      return value;
    };
    return taint(sample);
  });

/** One of a field's plausible values. */
const oneSample = (values: unknown) => fc.constantFrom(...(Array.isArray(values) ? values : [values]));

/** A body shaped like the route's (its own keys), some values valid, some hostile, plus stray keys. */
export const bodyFor = (keys: string[], samples: Record<string, unknown>) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          keys.map((key) => [
            key,
            key in samples
              ? fc.oneof(
                  { weight: 2, arbitrary: oneSample(samples[key]) },
                  { weight: 1, arbitrary: hostileValue },
                  { weight: 1, arbitrary: oneSample(samples[key]).chain(taintedValue) },
                )
              : hostileValue,
          ]),
        ),
        { requiredKeys: [] },
      ),
      fc.dictionary(
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'customerId', 'userId'),
        hostileValue,
        {
          maxKeys: 2,
        },
      ),
    )
    .map(([own, stray]) => ({ ...stray, ...own }));

/** A large payload that a failure report names in a few characters instead of printing whole. */
const big = (text: string, label: string) => {
  const boxed = new String(text);
  Object.defineProperty(boxed, fc.toStringMethod, { value: () => label });
  return boxed as unknown as string;
};

/** Raw request bodies that are not valid JSON, or not JSON at all. */
export const rawPayload = fc.oneof(
  fc.constantFrom(
    { type: 'application/json', payload: '{"a":' },
    { type: 'application/json', payload: '{"__proto__":{"admin":true}}' },
    { type: 'application/json', payload: '{"constructor":{"prototype":{"admin":true}}}' },
    {
      type: 'application/json',
      payload: big('['.repeat(20_000) + ']'.repeat(20_000), '<20 000 nested arrays>'),
    },
    { type: 'application/json', payload: big(`"${'x'.repeat(1_200_000)}"`, '<a 1.2 MB JSON string>') },
    { type: 'application/json', payload: '' },
    {
      type: 'application/x-www-form-urlencoded',
      payload: 'a[b][c]=1&__proto__[admin]=1&pageIndex=x&pageIndex=2',
    },
    { type: 'text/plain', payload: 'hello' },
    {
      type: 'application/xml',
      payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    { type: 'multipart/form-data', payload: 'no boundary' },
  ),
  fc.string({ maxLength: 200 }).map((payload) => ({ type: 'application/json', payload })),
);

/** Query strings: the route's keys (valid or hostile), repeated keys, and stray keys. */
export const queryFor = (keys: string[], samples: Record<string, string>) =>
  fc.dictionary(
    fc.constantFrom(...keys, '__proto__', 'constructor', 'x'),
    fc.oneof(
      fc.constantFrom(...Object.values(samples), '1'),
      hostileString,
      fc.constantFrom(...Object.values(samples), 'x').chain((v) => taintedValue(v) as fc.Arbitrary<string>),
      fc.array(fc.constantFrom('1', '2', "'"), { minLength: 2, maxLength: 3 }),
    ),
    { maxKeys: keys.length + 2 },
  );

/** Values of the `customerid`, `lang` and `authorization` headers, most of them wrong. */
export const customeridHeader = fc.constantFrom(
  '1',
  '1',
  '1',
  '2',
  '0',
  '-1',
  'abc',
  ' 1 ',
  '1.5',
  '99999999999',
  '1,2',
  '',
);
export const langHeader = fc.constantFrom('en-us', 'zh-cn', 'zh-CN', 'xx', '', 'en-us;DROP', 'z'.repeat(500));
export const badAuthorization = fc.constantFrom(
  'Bearer',
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  "Bearer ' OR 1=1 --",
  `Bearer ${'a'.repeat(5000)}`,
  'Basic aGVsbG86d29ybGQ=',
  'bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
);
