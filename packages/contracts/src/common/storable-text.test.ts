import { describe, expect, it } from 'vitest';
import { holdsUnstorableText, isStorableText } from './storable-text.ts';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, keeps surrogate pairs and everything else', () => {
    expect(['a\u0000', '\ud800', 'x\udc00y', '\udbff\ud800'].map(isStorableText)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['', 'Zhang San', '李雷', '😀𝕏👩‍👩‍👧', '\u0001\u001f', '\ufffd'].every(isStorableText)).toBe(true);
  });

  it('finds them at any depth, in values and keys', () => {
    expect(holdsUnstorableText({ a: [1, { b: 'ok' }], c: null })).toBe(false);
    expect(holdsUnstorableText({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(holdsUnstorableText({ 'k\ud800': 1 })).toBe(true);
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(holdsUnstorableText(deep)).toBe(true);
  });
});
