import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customerId } from './columns.ts';
import { sites } from './reference-data.ts';

/** The sites a recruiter (role 4) works for: they see only the jobs of these sites (decisions §8). */
export const hrMemberSites = pgTable(
  'hr_member_sites',
  {
    customerId: customerId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] })],
);
