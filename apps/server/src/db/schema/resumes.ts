import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TResume } from '@tmp/contracts';
import { users } from './accounts.ts';
import { customers } from './customers.ts';

/** One structured resume per candidate (decisions §5), sections as JSON validated by the contracts. */
export const resumes = pgTable(
  'resumes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<TResume>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resumes_customer_user_uq').on(t.customerId, t.userId)],
);

/** Uploaded PDF resumes beside the structured one; the bytes live in the storage adapter. */
export const resumeFiles = pgTable(
  'resume_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_files_user_idx').on(t.customerId, t.userId, t.createdAt)],
);

/** Per-customer resume form configuration: which fields are offered and which are required. */
export const resumeFieldSettings = pgTable(
  'resume_field_settings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** A field key (`basic.name`) or a repeated section key (`education`). */
    fieldKey: text('field_key').notNull(),
    isEnabled: integer('is_enabled').notNull().default(1),
    isRequired: integer('is_required').notNull().default(0),
  },
  (t) => [uniqueIndex('resume_field_settings_uq').on(t.customerId, t.fieldKey)],
);
