import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TResume } from '@tmp/contracts';
import { users } from './accounts.ts';
import { customerId } from './columns.ts';
import { jobs } from './jobs.ts';

/** A candidate's application to a job, with the resume as it was when applying (decisions §5). */
export const applications = pgTable(
  'applications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    status: smallint('status').notNull().default(1),
    sourceId: integer('source_id'),
    /** The share code the candidate came through, and its owner. */
    recommendCode: text('recommend_code'),
    referrerUserId: integer('referrer_user_id').references(() => users.id, { onDelete: 'set null' }),
    resumeSnapshot: jsonb('resume_snapshot').$type<TResume>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A withdrawn application does not count: the candidate may apply to that job again.
    uniqueIndex('applications_user_job_uq')
      .on(t.customerId, t.userId, t.jobId)
      .where(sql`${t.status} <> 7`),
    index('applications_user_idx').on(t.customerId, t.userId, t.createdAt.desc()),
    index('applications_referrer_idx').on(t.customerId, t.referrerUserId, t.createdAt.desc()),
    index('applications_job_idx').on(t.customerId, t.jobId, t.status),
  ],
);

export const applicationEvents = pgTable(
  'application_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    /** Shown to the candidate under My applications. */
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** Where visits came from: a source id, a share code, a position. */
export const sourceLogs = pgTable(
  'source_logs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sourceId: integer('source_id'),
    recommendCode: text('recommend_code'),
    jobId: integer('job_id'),
    url: text('url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('source_logs_customer_idx').on(t.customerId, t.createdAt)],
);

/** An offer to the candidate of an application (decisions §5): 1 pending, 2 accepted, 3 rejected, 4 expired, 5 withdrawn. */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionTitleEn: text('position_title_en').notNull(),
    positionTitleZh: text('position_title_zh').notNull(),
    salary: integer('salary').notNull(),
    salaryCurrency: text('salary_currency').notNull(),
    salaryPeriod: text('salary_period').notNull().default('month'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    locationEn: text('location_en').notNull(),
    locationZh: text('location_zh').notNull(),
    notes: text('notes'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: smallint('status').notNull().default(1),
    reason: text('reason'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_application_idx').on(t.applicationId),
    index('offers_user_idx').on(t.customerId, t.userId),
  ],
);
