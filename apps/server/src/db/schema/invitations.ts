import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customerId } from './columns.ts';

/**
 * Links inviting someone onto a customer's HR team (decisions §8): single use, valid 72 hours, the token
 * stored only as its SHA-256. A newer link for the same member voids the older ones.
 */
export const hrInvitations = pgTable(
  'hr_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    /** The pending member the invitation made (a user row without a password). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The sites the inviter gave a recruiter, as asked (the team's own table holds the assignment). */
    siteIds: jsonb('site_ids').$type<number[]>().notNull().default([]),
    invitedByUserId: integer('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('hr_invitations_token_hash_uq').on(t.tokenHash),
    index('hr_invitations_user_idx').on(t.userId),
  ],
);
