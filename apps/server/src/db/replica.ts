/**
 * A read replica's connection is another `Db` object, but it holds the primary's data: in-process caches
 * keyed by database must treat both as one, or a write's invalidation on the primary would miss what was
 * cached from reads on the replica.
 */
const primaries = new WeakMap<object, object>();

export const registerReplica = (replica: object, primary: object): void => {
  if (replica !== primary) primaries.set(replica, primary);
};

/** The object that in-process caches of database rows are keyed by. */
export const cacheOwner = (db: object): object => primaries.get(db) ?? db;
