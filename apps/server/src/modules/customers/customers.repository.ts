import { eq } from 'drizzle-orm';
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
