import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customerId } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The audit log (decisions §9): append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), each row holding
 * the hash of its customer's previous row, so `admin audit:verify` finds an edited or deleted one.
 */
export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  customerId: integer('customer_id').notNull(),
  /** 1, 2, 3 … per customer: a gap is a deleted row. */
  seq: bigint('seq', { mode: 'number' }).notNull(),
  at: at('at').notNull(),
  /** The HR member (null: the portal itself, e.g. retention). */
  userId: integer('user_id'),
  /** Their display name (or email) when they acted, kept if they leave. */
  actorName: text('actor_name').notNull().default(''),
  roles: integer('roles').array().notNull().default([]),
  action: text('action').notNull(),
  candidateId: integer('candidate_id'),
  objectType: text('object_type'),
  objectId: text('object_id'),
  ip: text('ip'),
  requestId: text('request_id'),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});

/** The newest row of each customer's chain; writers lock it, so the chain cannot fork. */
export const auditHeads = pgTable('audit_heads', {
  customerId: integer('customer_id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  hash: text('hash').notNull(),
});

/** A candidate's consent per purpose, with the policy version they answered. */
export const userConsents = pgTable(
  'user_consents',
  {
    customerId: customerId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    policyVersion: text('policy_version').notNull(),
    at: at('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.purpose] })],
);

/** Retention per candidate: an extension, the notice before deletion (single-use link), the deletion. */
export const dataRetention = pgTable('data_retention', {
  customerId: customerId(),
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  keptUntil: at('kept_until'),
  noticeExpiresAt: at('notice_expires_at'),
  noticeTokenHash: text('notice_token_hash'),
  notifiedAt: at('notified_at'),
  anonymisedAt: at('anonymised_at'),
});
