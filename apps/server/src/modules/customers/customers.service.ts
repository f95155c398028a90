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
  /** Customers the operator disabled, by id and by host: known, but served nothing. */
  disabledById: Map<number, TCustomer>;
  disabledByHost: Map<string, TCustomer>;
  origins: Map<number, string>;
  loadedAt: number;
}

/** A host name as customers are filed under, from a Host header; undefined when the header is no host. */
export const hostNameOf = (header: string | undefined): string | undefined => {
  const match = /^([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.exec(header ?? '');
  return match?.[1]?.toLowerCase();
};

/** The origin of a URL (`https://host[:port]`), or undefined when it is not an http(s) URL. */
const originOf = (url: string | null | undefined): string | undefined => {
  const parsed = url ? URL.parse(url) : null;
  return parsed && /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
};

/**
 * Where a customer's portal is reached, for every absolute link written for it (messages, canonical and
 * hreflang links, JSON-LD, the sitemap, robots.txt): its own public URL when one is set; else the
 * deployment's PUBLIC_URL when the customer serves that host name, or the same scheme and port on the
 * customer's first host name (the demo's `email.localhost`). Never a request's Host or X-Forwarded-Host.
 */
export const customerOrigin = (customer: TCustomer, hosts: readonly string[], publicUrl: string): string => {
  const own = originOf(customer.publicUrl);
  if (own) return own;
  const base = new URL(publicUrl);
  if (hosts.includes(base.hostname)) return base.origin;
  const named = hosts.filter((host) => /[a-z]/i.test(host)).sort();
  const host = named.find((name) => name.endsWith(`.${base.hostname}`)) ?? named[0];
  if (host) base.hostname = host;
  return base.origin;
};

/**
 * Customers are few and read on every call: kept in memory and re-read after `ttlMs`,
 * so a customer added by an operator shows up without a restart.
 */
export const createCustomerDirectory = (
  db: Db,
  publicUrl: string,
  ttlMs = 30_000,
  now: () => number = Date.now,
) => {
  let index: TCustomerIndex | undefined;
  let loading: Promise<TCustomerIndex> | undefined;

  const load = async (): Promise<TCustomerIndex> => {
    const [rows, hosts] = await Promise.all([findAllCustomers(db), findAllCustomerHosts(db)]);
    const byId = new Map(rows.filter((c) => c.isActive && !c.disabledAt).map((c) => [c.id, c]));
    const disabledById = new Map(rows.filter((c) => c.isActive && c.disabledAt).map((c) => [c.id, c]));
    const byHost = new Map<string, TCustomer>();
    const disabledByHost = new Map<string, TCustomer>();
    for (const h of hosts) {
      const customer = byId.get(h.customerId);
      if (customer) byHost.set(h.host.toLowerCase(), customer);
      const disabled = disabledById.get(h.customerId);
      if (disabled) disabledByHost.set(h.host.toLowerCase(), disabled);
    }
    const hostsOf = (id: number) => hosts.filter((h) => h.customerId === id).map((h) => h.host);
    const origins = new Map(
      [...byId.values()].map((c) => [c.id, customerOrigin(c, hostsOf(c.id), publicUrl)]),
    );
    return { byId, byHost, disabledById, disabledByHost, origins, loadedAt: now() };
  };

  const current = async (): Promise<TCustomerIndex> => {
    if (index && now() - index.loadedAt < ttlMs) return index;
    loading ??= load().finally(() => (loading = undefined));
    index = await loading;
    return index;
  };

  return {
    findById: async (id: number) => (await current()).byId.get(id),
    /**
     * The customer served under the host of a Host header (any port); none for a host no customer has, or
     * a header that is not a host (`localhost:1@evil.example`): those requests answer 404.
     */
    findByHost: async (header: string | undefined) => {
      const name = hostNameOf(header);
      return name === undefined ? undefined : (await current()).byHost.get(name);
    },
    /** A customer the operator disabled, by id or by the host of a Host header; none for any other. */
    findDisabled: async (by: { id: number } | { host: string | undefined }) => {
      const index = await current();
      if ('id' in by) return index.disabledById.get(by.id);
      const name = hostNameOf(by.host);
      return name === undefined ? undefined : index.disabledByHost.get(name);
    },
    /** The origin every link of the customer starts with (`customerOrigin`). */
    originOf: async (customer: TCustomer) =>
      (await current()).origins.get(customer.id) ?? customerOrigin(customer, [], publicUrl),
    invalidate: () => {
      index = undefined;
    },
  };
};
export type TCustomerDirectory = ReturnType<typeof createCustomerDirectory>;

/** One customer by id, read from the database (for work done outside a request, like queued jobs). */
export const getCustomer = ({ db }: { db: Db }, id: number) => findCustomerById(db, id);

/** The origin every link written for the customer starts with (`customerOrigin`), read from the database. */
export const getCustomerOrigin = async (deps: { db: Db; publicUrl: string }, id: number) => {
  const [customer, hosts] = await Promise.all([
    findCustomerById(deps.db, id),
    findCustomerHostNames(deps.db, id),
  ]);
  return customer ? customerOrigin(customer, hosts, deps.publicUrl) : new URL(deps.publicUrl).origin;
};

/** The host name the customer's portal is reached under (an interview's calendar id): a name before an address. */
export const getCustomerHost = async ({ db }: { db: Db }, id: number) => {
  const hosts = await findCustomerHostNames(db, id);
  return hosts.find((host) => /[a-z]/i.test(host)) ?? hosts[0];
};
