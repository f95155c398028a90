import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customerId } from './columns.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A candidate or HR account; belongs to one customer. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    phone: text('phone'),
    /** Lower-cased. */
    email: text('email'),
    /** scrypt$N$r$p$salt$hash; empty for an invited HR member who has not accepted yet (nothing matches it). */
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull().default(''),
    roles: jsonb('roles').$type<number[]>().notNull().default([1]),
    securityQuestionId: integer('security_question_id'),
    securityAnswerHash: text('security_answer_hash'),
    /** The user's share code for referral links. */
    recommendCode: text('recommend_code').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The version of the user agreement and privacy policy accepted at registration, and when. */
    agreementVersion: text('agreement_version'),
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    /** Set when the user deleted the account: personal fields are gone, records kept anonymised. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set when a customer admin deactivated this HR member: no sign-in, every session ended. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set when the account was made by an HR team invitation; inactive until the invitation is accepted. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_customer_phone_uq')
      .on(t.customerId, t.phone)
      .where(sql`${t.phone} IS NOT NULL`),
    uniqueIndex('users_customer_email_uq')
      .on(t.customerId, t.email)
      .where(sql`${t.email} IS NOT NULL`),
    uniqueIndex('users_recommend_code_uq').on(t.recommendCode),
  ],
);

/** Sign-in tokens, stored only as SHA-256 hashes; idle expiry moves forward with use. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: customerId(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** SMS (or email) codes: hashed, single use, limited tries (each try claimed before the code is compared). */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    channel: text('channel').notNull(),
    account: text('account').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Tries claimed so far, right or wrong: a try is counted before its code is compared. */
    attempts: smallint('attempts').notNull().default(0),
    /** The client address that asked for the code, for the per-address sending limits. */
    requestedFrom: text('requested_from'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_account_idx').on(t.customerId, t.account, t.createdAt.desc()),
    index('verification_codes_requested_from_idx').on(t.requestedFrom, t.createdAt),
  ],
);

/** Image captchas: the answer is kept only as a hash and can be checked once. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  customerId: customerId(),
  answerHash: text('answer_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Failed sign-ins per account, for the per-account lockout. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    account: text('account').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_account_idx').on(t.customerId, t.account, t.createdAt)],
);

/** Messages to candidates (SMS, email) as sent by the default outbox sender (decisions §4). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    channel: text('channel').notNull(),
    account: text('account').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** The one-time code the message carries, for the development outbox page. */
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_account_idx').on(t.customerId, t.account, t.createdAt.desc())],
);
