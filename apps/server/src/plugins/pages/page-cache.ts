/**
 * Rendered public pages, kept for a short time per customer, language, device and address: a burst of
 * visitors (or a crawler) costs one render. HR's job changes drop the customer's pages at once in this
 * process; other processes serve theirs for at most `ttlMs` more.
 */
export interface TPageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface TEntry<T> {
  customerId: number;
  page: Promise<T>;
  at: number;
}

export const createPageCache = <T>({
  ttlMs = 30_000,
  maxEntries = 1_000,
  now = Date.now,
}: TPageCacheOptions = {}) => {
  const entries = new Map<string, TEntry<T>>();

  /** The cached page, or `render()`'s; concurrent requests for one page share one render. */
  const get = (customerId: number, key: string, render: () => Promise<T>): Promise<T> => {
    const fullKey = `${customerId} ${key}`;
    const hit = entries.get(fullKey);
    if (hit && now() - hit.at < ttlMs) return hit.page;
    entries.delete(fullKey);
    const page = render();
    const entry = { customerId, page, at: now() };
    entries.set(fullKey, entry);
    // A failed render is not remembered: the next request tries again.
    page.catch(() => entries.get(fullKey) === entry && entries.delete(fullKey));
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return page;
  };

  const dropCustomer = (customerId: number): void => {
    for (const [key, entry] of entries) if (entry.customerId === customerId) entries.delete(key);
  };

  return { get, dropCustomer };
};
