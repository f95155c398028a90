import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';

describe('cookies', () => {
  it('writes a cookie another reader reads, and reads one another writer wrote', () => {
    writeCookie('TMP-language', 'zh-CN', { days: 365 });
    expect(Cookies.get('TMP-language')).toBe('zh-CN');
    Cookies.set('TMP-other', 'a b;c=d', { path: '/' });
    expect(readCookie('TMP-other')).toBe('a b;c=d');
    writeCookie('TMP-token', 'x+y/z=');
    expect(readCookie('TMP-token')).toBe('x+y/z=');
    expect(Cookies.get('TMP-token')).toBe('x+y/z=');
  });

  it('tells a missing cookie from a cookie whose name only starts the same', () => {
    writeCookie('TMP-languageX', 'en-US');
    expect(readCookie('TMP-language')).toBeUndefined();
  });

  it('removes a cookie', () => {
    writeCookie('TMP-token', 'abc');
    removeCookie('TMP-token');
    expect(readCookie('TMP-token')).toBeUndefined();
  });
});
