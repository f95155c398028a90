import { integer } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';

/** The tenant column every table of customer data has; a customer's data goes with the customer. */
export const customerId = () =>
  integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });
