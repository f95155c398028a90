import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customerHosts, customers } from '../../db/schema/index.ts';

export const findAllCustomers = (db: Db) => db.select().from(customers);
export const findAllCustomerHosts = (db: Db) => db.select().from(customerHosts);

export const findCustomerById = async (db: Db, id: number) =>
  (await db.select().from(customers).where(eq(customers.id, id)).limit(1))[0];

export const findCustomerHostNames = async (db: Db, customerId: number) =>
  (
    await db
      .select({ host: customerHosts.host })
      .from(customerHosts)
      .where(eq(customerHosts.customerId, customerId))
  )
    .map((row) => row.host)
    .sort();

export type TNewCustomer = typeof customers.$inferInsert;

export const insertCustomer = async (db: Db, row: TNewCustomer) =>
  (await db.insert(customers).values(row).returning())[0]!;

/** The customer each of these host names is already served under. */
export const findHostOwners = (db: Db, hosts: string[]) =>
  hosts.length === 0
    ? Promise.resolve([])
    : db.select().from(customerHosts).where(inArray(customerHosts.host, hosts));

export const insertHosts = async (db: Db, customerId: number, hosts: string[]) => {
  if (hosts.length > 0) await db.insert(customerHosts).values(hosts.map((host) => ({ host, customerId })));
};

export const deleteHosts = async (db: Db, customerId: number, hosts: string[]) => {
  if (hosts.length === 0) return;
  await db
    .delete(customerHosts)
    .where(and(eq(customerHosts.customerId, customerId), inArray(customerHosts.host, hosts)));
};

export const findCustomerCodes = async (db: Db) =>
  new Set((await db.select({ code: customers.code }).from(customers)).map((row) => row.code));

export const updateCustomerRow = (db: Db, customerId: number, changes: Partial<TNewCustomer>) =>
  db.update(customers).set(changes).where(eq(customers.id, customerId));
