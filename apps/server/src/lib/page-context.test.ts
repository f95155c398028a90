import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { parseAcceptLanguage } from '@tmp/contracts';
import { pageDevice, pageLanguage } from './page-context.ts';

const request = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  ({ headers, query }) as unknown as FastifyRequest;

describe('page language', () => {
  it('takes the lang query first, then the cookie, then Accept-Language, then the default', () => {
    expect(pageLanguage(request({ cookie: 'TMP-language=en-US' }, { lang: 'zh-CN' }), 'en-US')).toBe('zh-CN');
    expect(
      pageLanguage(request({ cookie: 'a=b; TMP-language=zh-CN', 'accept-language': 'en' }), 'en-US'),
    ).toBe('zh-CN');
    expect(pageLanguage(request({ 'accept-language': 'fr;q=1, zh-TW;q=0.8, en;q=0.9' }), 'zh-CN')).toBe(
      'en-US',
    );
    expect(pageLanguage(request({ 'accept-language': 'de' }), 'zh-CN')).toBe('zh-CN');
    expect(pageLanguage(request({ cookie: 'TMP-language=%E0' }), 'en-US')).toBe('en-US');
  });

  it('orders Accept-Language by weight and drops q=0', () => {
    expect(parseAcceptLanguage('en;q=0.5, zh-CN, fr;q=0')).toEqual(['zh-CN', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('page device', () => {
  it('follows the client hint, then the user agent', () => {
    expect(pageDevice(request({ 'sec-ch-ua-mobile': '?1' }))).toBe('mobile');
    expect(pageDevice(request({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'iPhone' }))).toBe('desktop');
    expect(
      pageDevice(
        request({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' }),
      ),
    ).toBe('mobile');
    expect(pageDevice(request({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0' }))).toBe(
      'desktop',
    );
  });
});
