import type { Db } from '../../db/client.ts';
import type { customers } from '../../db/schema/index.ts';
import {
  findAllCustomerHosts,
  findAllCustomers,
  findCustomerById,
  findCustomerHostNames,
} from './customers.repository.ts';

export type TCustomer = typeof customers.$inferSelect;

interface TCustomerIndex {
  byId: Map<number, TCustomer>;
  byHost: Map<string, TCustomer>;
  loadedAt: number;
}

/**
 * Customers are few and read on every call: kept in memory and re-read after `ttlMs`,
 * so a customer added by an operator shows up without a restart.
 */
export const createCustomerDirectory = (db: Db, ttlMs = 30_000, now: () => number = Date.now) => {
  let index: TCustomerIndex | undefined;
  let loading: Promise<TCustomerIndex> | undefined;

  const load = async (): Promise<TCustomerIndex> => {
    const [rows, hosts] = await Promise.all([findAllCustomers(db), findAllCustomerHosts(db)]);
    const byId = new Map(rows.filter((c) => c.isActive).map((c) => [c.id, c]));
    const byHost = new Map<string, TCustomer>();
    for (const h of hosts) {
      const customer = byId.get(h.customerId);
      if (customer) byHost.set(h.host.toLowerCase(), customer);
    }
    return { byId, byHost, loadedAt: now() };
  };

  const current = async (): Promise<TCustomerIndex> => {
    if (index && now() - index.loadedAt < ttlMs) return index;
    loading ??= load().finally(() => (loading = undefined));
    index = await loading;
    return index;
  };

  return {
    findById: async (id: number) => (await current()).byId.get(id),
    /** The customer served under a host name, else the one with the lowest id. */
    findByHost: async (host: string) => {
      const idx = await current();
      const name = host.toLowerCase().replace(/:\d+$/, '');
      return idx.byHost.get(name) ?? [...idx.byId.values()].sort((a, b) => a.id - b.id)[0];
    },
    invalidate: () => {
      index = undefined;
    },
  };
};
export type TCustomerDirectory = ReturnType<typeof createCustomerDirectory>;

/** One customer by id, read from the database (for work done outside a request, like queued jobs). */
export const getCustomer = ({ db }: { db: Db }, id: number) => findCustomerById(db, id);

/** The host name the customer's portal is reached under, for links in messages: a name before an address. */
export const getCustomerHost = async ({ db }: { db: Db }, id: number) => {
  const hosts = await findCustomerHostNames(db, id);
  return hosts.find((host) => /[a-z]/i.test(host)) ?? hosts[0];
};

/** Every host name the customer's portal answers under. */
export const getCustomerHostNames = ({ db }: { db: Db }, id: number) => findCustomerHostNames(db, id);
