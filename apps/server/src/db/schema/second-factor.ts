import { bigint, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customerId } from './columns.ts';

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * An HR user's authenticator (TOTP). The secret is sealed with the server's key (AES-GCM), so a copy of the
 * database alone does not give it away. Not enabled until a first code confirms it.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: userId().primaryKey(),
  customerId: customerId(),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The TOTP time step of the last accepted code: a code is taken once, and never an older one. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** Wrong codes in the current window, claimed before each comparison. */
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  failureWindowStartedAt: timestamp('failure_window_started_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored only as keyed hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: userId(),
    customerId: customerId(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_uq').on(t.userId, t.codeHash)],
);

/** The step between a right password and a session: short-lived, single use, a few tries. */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketHash: text('ticket_hash').notNull(),
    userId: userId(),
    customerId: customerId(),
    /** 'totp' or 'enroll' (the account must set up its authenticator first). */
    step: text('step').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('second_factor_tickets_hash_uq').on(t.ticketHash),
    index('second_factor_tickets_user_idx').on(t.userId),
  ],
);
