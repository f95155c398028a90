import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { readToken, removeToken, TOKEN_COOKIE, unwrapToken, wrapToken, writeToken } from './token-cookie.ts';

describe('token cookie', () => {
  it('strips 4 characters of prefix and 4 of suffix when read', () => {
    expect(unwrapToken('abcdTOKENwxyz')).toBe('TOKEN');
    expect(unwrapToken('abcd1wxyz')).toBe('1');
  });

  it('holds no token at 8 characters or fewer', () => {
    expect(unwrapToken('abcdwxyz')).toBeUndefined();
    expect(unwrapToken('abc')).toBeUndefined();
    expect(unwrapToken(undefined)).toBeUndefined();
  });

  it('wraps with 4 random characters on each side', () => {
    const stored = wrapToken('secret-token');
    expect(stored).toHaveLength('secret-token'.length + 8);
    expect(stored.slice(4, -4)).toBe('secret-token');
    expect(new Set(Array.from({ length: 20 }, () => wrapToken('t'))).size).toBeGreaterThan(1);
  });

  it('round-trips through the TMP-token cookie', () => {
    writeToken('abc123');
    expect(TOKEN_COOKIE).toBe('TMP-token');
    expect(Cookies.get('TMP-token')).toMatch(/^.{4}abc123.{4}$/);
    expect(readToken()).toBe('abc123');
    removeToken();
    expect(readToken()).toBeUndefined();
  });
});
