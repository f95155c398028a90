import { beforeEach, describe, expect, it } from 'vitest';
import { clearVisitSource, parseVisitSource, readVisitSource, rememberVisitSource } from './visit-source.ts';

const url = (search: string) => new URL(`http://localhost/detail${search}`);

describe('visit source memory', () => {
  beforeEach(() => clearVisitSource());

  it('reads a share code and a source id from the query, ignoring malformed values', () => {
    expect(parseVisitSource(new URLSearchParams('id=3&recommendCode=ABC123&sourceid=7'))).toEqual({
      recommendCode: 'ABC123',
      sourceid: 7,
    });
    expect(parseVisitSource(new URLSearchParams('sourceid=x&recommendCode='))).toBeNull();
    expect(parseVisitSource(new URLSearchParams(`recommendCode=${'A'.repeat(33)}`))).toBeNull();
    expect(parseVisitSource(new URLSearchParams('id=3'))).toBeNull();
  });

  it('remembers the source for the session and logs each source once', () => {
    expect(readVisitSource()).toEqual({});
    expect(rememberVisitSource(url('?id=3&recommendCode=ABC'))).toEqual({
      source: { recommendCode: 'ABC' },
      shouldLog: true,
    });
    expect(readVisitSource()).toEqual({ recommendCode: 'ABC' });
    expect(rememberVisitSource(url('?id=4&recommendCode=ABC'))?.shouldLog).toBe(false);
    expect(rememberVisitSource(url('?id=4'))).toBeNull();
    expect(readVisitSource()).toEqual({ recommendCode: 'ABC' });

    expect(rememberVisitSource(url('?sourceid=9'))?.shouldLog).toBe(true);
    expect(readVisitSource()).toEqual({ recommendCode: 'ABC', sourceid: 9 });
    expect(rememberVisitSource(url('?recommendCode=NEW'))?.shouldLog).toBe(true);
    expect(readVisitSource()).toEqual({ recommendCode: 'NEW', sourceid: 9 });
    expect(rememberVisitSource(url('?recommendCode=ABC'))?.shouldLog).toBe(false);
  });
});
