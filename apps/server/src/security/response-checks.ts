import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES, type TLang } from '@tmp/contracts';
import type { TCatalogueRoute } from './route-catalogue.ts';

/** Text that must never reach a client: stack frames, source paths, driver and SQL errors, parser internals. */
export const INTERNAL_TEXT =
  /\bat .+:\d+:\d+|\.ts:\d+|node_modules|\bstack\b|syntax error|relation "|duplicate key|violates|SQLSTATE|ECONN|TypeError|ReferenceError|RangeError|FST_|Invalid input|expected \w+, received|undefined is not|Cannot read prop/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const templates = (lang: TLang) =>
  Object.values(MESSAGES).map(
    (text) =>
      new RegExp(`^${escape(lang === 'zh-cn' ? text.zh : text.en).replace(/\\\{\w+\\\}/g, '.+')}$`, 's'),
  );
const KNOWN = { 'en-us': templates('en-us'), 'zh-cn': templates('zh-cn') };

/** A message of the catalogue in the request's language (parameters filled in). */
export const isKnownMessage = (message: string, lang: TLang) => KNOWN[lang].some((re) => re.test(message));

/** Security headers every response carries, errors included. */
export const expectSecurityHeaders = (res: LightMyRequestResponse) => {
  const where = `${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.headers['content-security-policy'], where).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
  expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers.server).toBeUndefined();
};

/** What every answer of a route must be, whatever was sent: never a 5xx, the envelope or the route's file. */
export const expectSafeResponse = (route: TCatalogueRoute, res: LightMyRequestResponse, lang: TLang) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  expectSecurityHeaders(res);
  if (
    route.file &&
    res.statusCode === 200 &&
    !String(res.headers['content-type']).startsWith('application/json')
  ) {
    expect(res.headers['content-type']).toMatch(/^application\/(pdf|zip)/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"\\/]+"/);
    expect(res.headers['cache-control']).toBe('no-store');
    return { code: 0 };
  }
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message']);
  expect(typeof body.code).toBe('number');
  expect(typeof body.message).toBe('string');
  expect(res.body).not.toMatch(INTERNAL_TEXT);
  if (body.code !== 0) {
    expect(
      isKnownMessage(body.message as string, lang),
      `untranslated message: ${String(body.message)}`,
    ).toBe(true);
  }
  if (route.personal && body.code === 0) expect(res.headers['cache-control']).toBe('no-store');
  return { code: body.code as number };
};
