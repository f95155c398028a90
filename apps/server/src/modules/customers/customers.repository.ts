import type { Db } from '../../db/client.ts';
import { customerHosts, customers } from '../../db/schema/index.ts';

export const findAllCustomers = (db: Db) => db.select().from(customers);
export const findAllCustomerHosts = (db: Db) => db.select().from(customerHosts);
