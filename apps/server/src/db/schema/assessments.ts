import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { customerId } from './columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A questionnaire of one customer, in both languages. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    /** A stable name for seeds and HR tools. */
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionZh: text('description_zh').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Score needed to pass; null: no pass mark. */
    passScore: doublePrecision('pass_score'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questionnaires_customer_code_uq').on(t.customerId, t.code)],
);

export interface TQuestionOption {
  key: string;
  en: string;
  zh: string;
}

export interface TTypingConfig {
  language: 'en' | 'zh';
  passage: string;
  durationSeconds: number;
  /** Full points at this speed (WPM, or characters per minute in Chinese). */
  targetSpeed: number;
}

/**
 * The correct answer by kind: single -> option key; multiple -> option keys; trueFalse -> boolean;
 * fillIn -> accepted answers per blank; essay and typing -> none.
 */
export type TAnswerKey = string | string[] | boolean | string[][] | null;

export const questionnaireQuestions = pgTable(
  'questionnaire_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    kind: text('kind').notNull(),
    titleEn: text('title_en').notNull(),
    titleZh: text('title_zh').notNull(),
    points: doublePrecision('points').notNull().default(0),
    options: jsonb('options').$type<TQuestionOption[]>().notNull().default([]),
    blanks: smallint('blanks').notNull().default(0),
    typing: jsonb('typing').$type<TTypingConfig>(),
    /** Never sent to a candidate. */
    answerKey: jsonb('answer_key').$type<TAnswerKey>(),
  },
  (t) => [index('questionnaire_questions_questionnaire_idx').on(t.questionnaireId, t.sort)],
);

/** A questionnaire assigned to a candidate; the server owns its clock (decisions §5). */
export const assessmentAssignments = pgTable(
  'assessment_assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    /** The application it belongs to, if any (no foreign key: that module owns its table). */
    applicationId: integer('application_id'),
    status: smallint('status').notNull().default(1),
    /** Code for the external assessment platform. */
    pinNumber: text('pin_number').notNull(),
    /** The latest moment to start. */
    deadline: at('deadline').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    startedAt: at('started_at'),
    /** started_at + duration: answers after this (plus a short grace) are refused. */
    endsAt: at('ends_at'),
    submittedAt: at('submitted_at'),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    result: text('result'),
    fullscreenExits: integer('fullscreen_exits').notNull().default(0),
    tabSwitches: integer('tab_switches').notNull().default(0),
    /** Why HR should look at the answers (an implausible typing log, ...); empty when nothing is odd. */
    integrityFlags: jsonb('integrity_flags').$type<string[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('assessment_assignments_user_idx').on(t.customerId, t.userId, t.status, t.deadline),
    uniqueIndex('assessment_assignments_pin_uq').on(t.customerId, t.pinNumber),
    index('assessment_assignments_running_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 2`),
    index('assessment_assignments_todo_idx')
      .on(t.deadline)
      .where(sql`${t.status} = 1`),
  ],
);

/** One answer per question per assignment; the highest client sequence wins. */
export const assessmentAnswers = pgTable(
  'assessment_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assessmentAssignments.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questionnaireQuestions.id, { onDelete: 'cascade' }),
    value: jsonb('value').$type<unknown>(),
    clientSeq: bigint('client_seq', { mode: 'number' }).notNull(),
    savedAt: at('saved_at').notNull(),
    /** Points awarded at submission; null for answers awaiting review. */
    score: doublePrecision('score'),
    /** What the server computed at submission (typing metrics and flags for HR). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [uniqueIndex('assessment_answers_question_uq').on(t.assignmentId, t.questionId)],
);

/** Anti-cheat record: leaving full screen and switching tabs, with both clocks. */
export const assessmentEvents = pgTable(
  'assessment_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assessmentAssignments.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    occurredAt: at('occurred_at').notNull(),
    clientAt: bigint('client_at', { mode: 'number' }),
  },
  (t) => [index('assessment_events_assignment_idx').on(t.assignmentId, t.occurredAt)],
);

/**
 * One receipt per autosave of a typing answer: when the server received it and what the log held then
 * (event count, last keystroke time, digest of the events), to check the final log was typed over time.
 */
export const assessmentTypingReceipts = pgTable(
  'assessment_typing_receipts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: customerId(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assessmentAssignments.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questionnaireQuestions.id, { onDelete: 'cascade' }),
    receivedAt: at('received_at').notNull(),
    events: integer('events').notNull(),
    lastAt: doublePrecision('last_at').notNull(),
    digest: text('digest').notNull(),
  },
  (t) => [index('assessment_typing_receipts_answer_idx').on(t.assignmentId, t.questionId)],
);
