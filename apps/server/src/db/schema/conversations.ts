import {
  date,
  index,
  integer,
  primaryKey,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts.ts';
import { applications } from './applications.ts';
import { customerId } from './columns.ts';
import { customers } from './customers.ts';
import { jobs } from './jobs.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One message of the conversation of an application (decisions §10): side 1 the candidate, 2 HR. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    side: smallint('side').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the other side first opened the conversation after it. */
    readAt: at('read_at'),
  },
  (t) => [
    index('conversation_messages_application_idx').on(t.applicationId, t.createdAt),
    index('conversation_messages_unread_idx')
      .on(t.customerId, t.side)
      .where(sql`${t.readAt} IS NULL`),
  ],
);

/** When the candidate was last told of a new HR message in a conversation (at most once an hour). */
export const conversationNotices = pgTable('conversation_notices', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  customerId: customerId(),
  noticedAt: at('noticed_at').notNull(),
});

/** HR's reply templates, in both languages, with {name}, {job} and {date} filled in when sent. */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    name: text('name').notNull(),
    textEn: text('text_en').notNull(),
    textZh: text('text_zh').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('reply_templates_customer_idx').on(t.customerId, t.name)],
);

/** A customer's answer-by commitments in working days per stage; absent: the product's defaults. */
export const answerTimeSettings = pgTable('answer_time_settings', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  submittedDays: smallint('submitted_days').notNull(),
  screeningDays: smallint('screening_days').notNull(),
  interviewDays: smallint('interview_days').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** An application's last HR message and its one extension of the answer-by date. */
export const applicationAnswerTimes = pgTable('application_answer_times', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  customerId: customerId(),
  hrActionAt: at('hr_action_at'),
  extendedAnswerBy: at('extended_answer_by'),
  extensionReason: text('extension_reason'),
  extendedAt: at('extended_at'),
  extendedBy: integer('extended_by').references(() => users.id, { onDelete: 'set null' }),
});

/** A candidate's answers after an application closed; HR sees only groups of them. */
export const closingSurveys = pgTable(
  'closing_surveys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id),
    /** The last open status before the application closed. */
    stage: smallint('stage').notNull(),
    recommend: smallint('recommend').notNull(),
    informed: text('informed').notNull(),
    comment: text('comment'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('closing_surveys_application_uq').on(t.applicationId),
    index('closing_surveys_user_idx').on(t.customerId, t.userId, t.createdAt),
  ],
);

/** The days an HR member got the daily digest: one a day, whichever process sends it. */
export const hrDigestDays = pgTable(
  'hr_digest_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
