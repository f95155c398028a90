import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { applications } from './applications.ts';
import { customerId } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What HR set up once for one or more applicants: the interview's details and the times offered. */
export const interviewPlans = pgTable('interview_plans', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  customerId: customerId(),
  title: text('title').notNull(),
  round: smallint('round').notNull(),
  durationMinutes: smallint('duration_minutes').notNull(),
  /** IANA name: the zone the times were chosen in and the calendar file names. */
  timeZone: text('time_zone').notNull(),
  location: text('location'),
  onlineUrl: text('online_url'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A person who interviews: an HR user of the customer or someone named by email; one row per email. */
export const interviewers = pgTable(
  'interviewers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    hrUserId: integer('hr_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
  },
  (t) => [uniqueIndex('interviewers_email_uq').on(t.customerId, t.email)],
);

export const interviewPlanInterviewers = pgTable(
  'interview_plan_interviewers',
  {
    planId: integer('plan_id')
      .notNull()
      .references(() => interviewPlans.id, { onDelete: 'cascade' }),
    interviewerId: integer('interviewer_id')
      .notNull()
      .references(() => interviewers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.planId, t.interviewerId] })],
);

export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => interviewPlans.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
  },
  (t) => [index('interview_slots_plan_idx').on(t.planId, t.startsAt)],
);

/** One applicant's interview. Status 1 choosing a time, 2 scheduled, 3 cancelled, 4 done. */
export const interviews = pgTable(
  'interviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => interviewPlans.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    /** The offered time held; unique, so two candidates never hold one slot. */
    slotId: integer('slot_id').references(() => interviewSlots.id, { onDelete: 'set null' }),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** RFC 5545 SEQUENCE of the calendar event: grows at each change of time or status. */
    sequence: integer('sequence').notNull().default(0),
    reminded24hAt: at('reminded_24h_at'),
    reminded1hAt: at('reminded_1h_at'),
    result: text('result'),
    feedback: text('feedback'),
    cancelReason: text('cancel_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_slot_uq')
      .on(t.slotId)
      .where(sql`${t.slotId} IS NOT NULL`),
    index('interviews_user_idx').on(t.customerId, t.userId, t.startsAt),
    index('interviews_customer_idx').on(t.customerId, t.startsAt),
    index('interviews_plan_idx').on(t.planId),
    index('interviews_due_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 2`),
  ],
);
