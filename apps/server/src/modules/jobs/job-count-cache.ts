import { cacheOwner } from '../../db/replica.ts';
import { invalidateSharedResponses } from '../../lib/response-cache.ts';

/**
 * Totals of the public job list per customer and filter. Counting every matching row is the one part of a
 * list call that grows with the number of jobs (and with a keyword it rechecks every match), while the
 * total changes only when HR saves a job. Totals are kept per database for at most TTL_MS; every job write
 * through the repository drops its customer's totals, so this process never serves a stale one, and other
 * processes see a change within TTL_MS.
 */
const TTL_MS = 30_000;
/** Distinct filters kept per customer (keywords make the space unbounded); the oldest go first. */
const MAX_ENTRIES = 2_000;

interface TEntry {
  total: Promise<unknown>;
  at: number;
}

type TCustomerCache = Map<string, TEntry>;
const caches = new WeakMap<object, Map<number, TCustomerCache>>();

const customerCache = (db: object, customerId: number): TCustomerCache => {
  const owner = cacheOwner(db);
  let perDb = caches.get(owner);
  if (!perDb) caches.set(owner, (perDb = new Map()));
  let perCustomer = perDb.get(customerId);
  if (!perCustomer) perDb.set(customerId, (perCustomer = new Map()));
  return perCustomer;
};

/**
 * The cached total for this filter, or `count()`'s; concurrent callers of one filter share one count. Other
 * figures drawn from a customer's online jobs (the home page's counts) are kept the same way, under keys
 * of their own.
 */
export const cachedJobCount = <T = number>(
  db: object,
  customerId: number,
  filterKey: string,
  count: () => Promise<T>,
): Promise<T> => {
  const cache = customerCache(db, customerId);
  const now = Date.now();
  const hit = cache.get(filterKey);
  if (hit && now - hit.at < TTL_MS) return hit.total as Promise<T>;
  if (hit) cache.delete(filterKey);
  const total = count();
  cache.set(filterKey, { total, at: now });
  total.catch(() => cache.delete(filterKey));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return total;
};

/** Drops a customer's totals, and the shared answers of its job pages, after one of its jobs changed. */
export const invalidateJobCounts = (db: object, customerId: number): void => {
  caches.get(cacheOwner(db))?.delete(customerId);
  invalidateSharedResponses(db, customerId, 'jobs');
};
