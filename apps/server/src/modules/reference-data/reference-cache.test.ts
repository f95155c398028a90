import { describe, expect, it } from 'vitest';
import { cachedList, invalidateReferenceData } from './reference-cache.ts';

/** Like a drizzle query builder: a thenable that runs its query every time it is awaited. */
const lazyQuery = <T>(rows: T[]) => {
  const query = {
    runs: 0,
    then<R1, R2>(ok?: (v: T[]) => R1 | PromiseLike<R1>, fail?: (e: unknown) => R2 | PromiseLike<R2>) {
      query.runs += 1;
      return Promise.resolve(rows).then(ok, fail);
    },
  };
  return query;
};

describe('reference list cache', () => {
  it('runs a lazy query once however often the cached list is read', async () => {
    const db = {};
    const query = lazyQuery([{ id: 1 }, { id: 2 }]);
    const read = () => cachedList(db, 1, 'options', () => query);
    expect(await read()).toEqual([{ id: 1 }, { id: 2 }]);
    await Promise.all([read(), read(), read()]);
    expect(query.runs).toBe(1);
  });

  it('reads again after the customer’s lists are dropped, and keeps customers apart', async () => {
    const db = {};
    const one = lazyQuery(['a']);
    const two = lazyQuery(['b']);
    expect(await cachedList(db, 1, 'sites', () => one)).toEqual(['a']);
    expect(await cachedList(db, 2, 'sites', () => two)).toEqual(['b']);
    invalidateReferenceData(db, 1);
    await cachedList(db, 1, 'sites', () => one);
    await cachedList(db, 2, 'sites', () => two);
    expect(one.runs).toBe(2);
    expect(two.runs).toBe(1);
  });
});
