import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TAlertCriteria } from '@tmp/contracts';
import { users } from './accounts.ts';
import { customerId } from './columns.ts';
import { jobs } from './jobs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A candidate's saved job; a job taken offline stays saved and is shown as offline. */
export const jobFavorites = pgTable(
  'job_favorites',
  {
    customerId: customerId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('job_favorites_user_idx').on(t.customerId, t.userId, t.createdAt.desc()),
  ],
);

/** Alert states: waiting for its confirmation link, sending digests, unsubscribed by its link. */
export const AlertState = { Pending: 1, Active: 2, Unsubscribed: 3 } as const;

/** A saved search whose new jobs are sent to an address daily or weekly, once the address confirmed it. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    /** The signed-in candidate who made it; null for a visitor's alert. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    /** Lower-cased email, or the mobile number. */
    address: text('address').notNull(),
    lang: text('lang').notNull(),
    frequencyDays: smallint('frequency_days').notNull(),
    criteria: jsonb('criteria').$type<TAlertCriteria>().notNull(),
    /** The criteria as one canonical string: one address watches one search once. */
    criteriaKey: text('criteria_key').notNull(),
    state: smallint('state').notNull(),
    /** The portal's address the links point to (scheme and host of the customer's site). */
    linkBase: text('link_base').notNull(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    /** The unsubscribe token sealed with the server key: every digest carries the link. */
    unsubscribeTokenSealed: text('unsubscribe_token_sealed').notNull(),
    createdAt: at('created_at').notNull(),
    /** When a pending alert's newest confirmation link stops working. */
    confirmExpiresAt: at('confirm_expires_at'),
    confirmedAt: at('confirmed_at'),
    /** Jobs published after this are new for the next digest. */
    lastDigestAt: at('last_digest_at'),
    nextDigestAt: at('next_digest_at'),
  },
  (t) => [
    uniqueIndex('job_alerts_unsubscribe_uq').on(t.unsubscribeTokenHash),
    index('job_alerts_address_idx').on(t.customerId, t.address),
    index('job_alerts_user_idx').on(t.customerId, t.userId),
    index('job_alerts_due_idx')
      .on(t.nextDigestAt)
      .where(sql`state = 2`),
  ],
);

/** Each confirmation message sent: its link, and the counts behind the per-address and per-IP limits. */
export const jobAlertConfirmations = pgTable(
  'job_alert_confirmations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    alertId: integer('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    /** The mailbox the message went to (lower-case, `+tag` folded) or the mobile number. */
    address: text('address').notNull(),
    requestedFrom: text('requested_from').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('job_alert_confirmations_token_uq').on(t.tokenHash),
    index('job_alert_confirmations_address_idx').on(t.customerId, t.address, t.createdAt),
    index('job_alert_confirmations_from_idx').on(t.requestedFrom, t.createdAt),
    // A mailbox's messages are counted across customers: one person, whichever portal asks.
    index('job_alert_confirmations_mailbox_idx').on(t.address, t.createdAt),
  ],
);

/**
 * Addresses a candidate proved theirs by opening a confirmation link: their later alerts to it need no
 * new confirmation, until a digest's unsubscribe link says otherwise.
 */
export const jobAlertAddresses = pgTable(
  'job_alert_addresses',
  {
    customerId: customerId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    confirmedAt: at('confirmed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);
