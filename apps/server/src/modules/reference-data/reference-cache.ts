import { cacheOwner } from '../../db/replica.ts';
import { invalidateSharedResponses } from '../../lib/response-cache.ts';

/**
 * Reference lists (options, sites, districts) per database and customer. Every page of the portal reads
 * them and they change only through seeding or an import, so each list is read once per TTL_MS and then
 * filtered in memory (the cached rows keep the database's order). `invalidateReferenceData` drops a
 * customer's lists at once; anything that writes them must call it.
 */
const TTL_MS = 5 * 60_000;

interface TEntry {
  value: Promise<unknown>;
  at: number;
}

const caches = new WeakMap<object, Map<string, TEntry>>();

/**
 * `load` may answer a query builder: drizzle's builders run their query each time they are awaited, so the
 * cache keeps the one promise that ran it, never the builder.
 */
export const cachedValue = <T>(
  db: object,
  customerId: number,
  name: string,
  load: () => PromiseLike<T>,
): Promise<T> => {
  const owner = cacheOwner(db);
  let perDb = caches.get(owner);
  if (!perDb) caches.set(owner, (perDb = new Map()));
  const key = `${customerId}:${name}`;
  const hit = perDb.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = Promise.resolve(load());
  perDb.set(key, { value, at: Date.now() });
  value.catch(() => perDb.delete(key));
  return value;
};

export const cachedList = <T>(db: object, customerId: number, name: string, load: () => PromiseLike<T[]>) =>
  cachedValue(db, customerId, name, load);

export const invalidateReferenceData = (db: object, customerId: number): void => {
  const perDb = caches.get(cacheOwner(db));
  for (const key of perDb?.keys() ?? []) if (key.startsWith(`${customerId}:`)) perDb!.delete(key);
  // The lists' answers, and the job pages that show their names.
  invalidateSharedResponses(db, customerId, 'reference');
  invalidateSharedResponses(db, customerId, 'jobs');
};

/** Drops the lists of every customer kept here (a missed notice may have named any of them). */
export const invalidateAllReferenceData = (db: object): void => {
  const ids = new Set(
    [...(caches.get(cacheOwner(db))?.keys() ?? [])].map((key) => Number(key.split(':')[0])),
  );
  for (const id of ids) invalidateReferenceData(db, id);
};
