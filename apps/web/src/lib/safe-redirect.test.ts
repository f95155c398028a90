import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './safe-redirect.ts';

const ORIGIN = 'https://careers.example.com';

describe('sameOriginPath', () => {
  it('keeps paths of this origin with their query and hash', () => {
    expect(sameOriginPath('/apply?x=1#top', ORIGIN)).toBe('/apply?x=1#top');
    expect(sameOriginPath('/hr/jobs', ORIGIN)).toBe('/hr/jobs');
    expect(sameOriginPath('/detail?id=7&redirect=%2Fapply', ORIGIN)).toBe('/detail?id=7&redirect=%2Fapply');
  });

  it('refuses every target the browser would resolve to another origin', () => {
    const hostile = [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '\\/evil.example',
      '/ /\\evil.example'.replace(' ', '\t'),
      'https://evil.example/apply',
      'javascript:alert(1)',
      'apply',
      '',
      null,
      undefined,
    ];
    expect(hostile.map((t) => sameOriginPath(t, ORIGIN))).toEqual(hostile.map(() => undefined));
  });

  it('reads the query parameter as the page does: %09 arrives as a tab and is refused', () => {
    const target = new URLSearchParams('redirect=%2F%09%2Fevil.example').get('redirect');
    expect(target).toBe('/\t/evil.example');
    expect(sameOriginPath(target, ORIGIN)).toBeUndefined();
  });

  it('uses the page origin by default', () => {
    expect(sameOriginPath('/resume')).toBe('/resume');
    expect(sameOriginPath('//evil.example/resume')).toBeUndefined();
  });
});
