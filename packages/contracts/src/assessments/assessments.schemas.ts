import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { TYPING_LANGUAGES, ZTypingLog, ZTypingResult } from './typing.schemas.ts';

/** Assignment statuses (decisions §5). Tag colours (spec §4): 1-2 success, 4-6 warning. */
export const AssessmentStatus = {
  ToDo: 1,
  InProgress: 2,
  Submitted: 3,
  Expired: 4,
  Cancelled: 5,
  Absent: 6,
} as const;
export type TAssessmentStatus = (typeof AssessmentStatus)[keyof typeof AssessmentStatus];
export const ASSESSMENT_STATUSES = Object.values(AssessmentStatus);

/** Question kinds (decisions §5). */
export const QUESTION_KINDS = ['single', 'multiple', 'trueFalse', 'fillIn', 'essay', 'typing'] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];

/** A result of a submitted assessment. */
export const ASSESSMENT_RESULTS = ['passed', 'failed', 'completed', 'pendingReview'] as const;
export type TAssessmentResult = (typeof ASSESSMENT_RESULTS)[number];

/** Saves and submits are accepted this long after the server's deadline (network latency). */
export const ASSESSMENT_GRACE_SECONDS = 5;
export const ESSAY_MAX_LENGTH = 20_000;
export const FILL_IN_MAX_LENGTH = 500;

const ZId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');

/** `?id=` of an assignment (the list item's `id`). */
export const ZAssessmentIdQuery = z.object({ id: ZId });

const ZStatusFilter = z
  .union([z.coerce.number().int(), z.array(z.coerce.number().int())], { error: 'common.invalid' })
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.number().int().min(1, 'common.invalid').max(6, 'common.invalid')).max(6, 'common.invalid'));

/** QueryPagingUserAssessments: pageIndex, pageSize, and optionally only some statuses (e.g. [1, 2]). */
export const ZAssessmentPageQuery = ZPageQuery.extend({ status: ZStatusFilter.optional() });
export type TAssessmentPageQuery = z.infer<typeof ZAssessmentPageQuery>;

/** One assignment of the signed-in candidate, as /evaluation and the invitation list it. */
export const ZAssessmentItem = z.object({
  /** The assignment id: pass it as `id` to every other evaluation call. */
  id: z.number().int(),
  questionnaireId: z.number().int(),
  questionnairename: z.string(),
  description: z.string(),
  /** Display text in the request's language: '45 minutes' / '45分钟'. */
  duration: z.string(),
  durationMinutes: z.number().int(),
  status: z.number().int(),
  /** The status in the request's language. */
  statusName: z.string(),
  /** ISO time: the latest moment to start; once started the candidate has the full duration. */
  deadline: z.string(),
  startedAt: z.string().nullable(),
  /** ISO time at which the server stops accepting answers (started + duration). */
  endsAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Seconds left by the server's clock while in progress; null otherwise. */
  remainingSeconds: z.number().int().nullable(),
  questionCount: z.number().int(),
  hasTypingTest: z.boolean(),
  applicationId: z.number().int().nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  result: z.enum(ASSESSMENT_RESULTS).nullable(),
  resultName: z.string().nullable(),
});
export type TAssessmentItem = z.infer<typeof ZAssessmentItem>;

/** A question as the candidate sees it: never with its correct answer. */
export const ZQuestionView = z.object({
  id: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  /** 1-based position in the questionnaire. */
  no: z.number().int(),
  title: z.string(),
  points: z.number(),
  /** Choices of single and multiple choice questions; empty otherwise. */
  options: z.array(z.object({ key: z.string(), text: z.string() })),
  /** Number of blanks of a fill-in question (the answer is one string per blank); 0 otherwise. */
  blanks: z.number().int(),
  typing: z
    .object({ language: z.enum(TYPING_LANGUAGES), passage: z.string(), durationSeconds: z.number().int() })
    .nullable(),
});
export type TQuestionView = z.infer<typeof ZQuestionView>;

/**
 * An answer value; which shape fits depends on the question kind: single -> option key, multiple -> option
 * keys, trueFalse -> boolean, fillIn -> one string per blank, essay -> text, typing -> keystroke log;
 * null clears the answer.
 */
export const ZAnswerValue = z.union(
  [
    z.null(),
    z.boolean(),
    z.string().max(ESSAY_MAX_LENGTH, 'common.tooLong'),
    z.array(z.string().max(FILL_IN_MAX_LENGTH, 'common.tooLong')).max(50, 'common.tooLong'),
    ZTypingLog,
  ],
  { error: 'assessments.badAnswer' },
);
export type TAnswerValue = z.infer<typeof ZAnswerValue>;

export const ZAnswerInput = z.object({
  questionId: ZId,
  value: ZAnswerValue,
  /**
   * Grows with every change the browser makes (use Date.now() so it keeps growing after a reload): the
   * server keeps, per question, the value with the highest clientSeq, so late or repeated saves are harmless.
   */
  clientSeq: z.coerce
    .number({ error: 'common.invalid' })
    .int('common.invalid')
    .min(0, 'common.invalid')
    .max(Number.MAX_SAFE_INTEGER, 'common.invalid'),
});
export type TAnswerInput = z.infer<typeof ZAnswerInput>;

export const ZSavedAnswer = z.object({
  questionId: z.number().int(),
  value: z.unknown(),
  clientSeq: z.number().int(),
  savedAt: z.string(),
});
export type TSavedAnswer = z.infer<typeof ZSavedAnswer>;

export const ZAnswersBody = z.object({
  id: ZId,
  answers: z.array(ZAnswerInput).max(300, 'common.tooLong').default([]),
});
export type TAnswersBody = z.infer<typeof ZAnswersBody>;

/** Where the server's clock stands for an assignment. */
export const ZAssessmentClock = z.object({
  id: z.number().int(),
  status: z.number().int(),
  startedAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  remainingSeconds: z.number().int().nullable(),
  /** The server's time of this answer, for the browser to correct its own clock. */
  serverTime: z.string(),
});
export type TAssessmentClock = z.infer<typeof ZAssessmentClock>;

export const ZSaveAnswersResult = ZAssessmentClock.extend({
  /** Per question: the clientSeq the server now holds; the browser may forget changes up to it. */
  saved: z.array(z.object({ questionId: z.number().int(), clientSeq: z.number().int() })),
});
export type TSaveAnswersResult = z.infer<typeof ZSaveAnswersResult>;

export const ZAssessmentOutcome = z.object({
  id: z.number().int(),
  status: z.number().int(),
  submittedAt: z.string(),
  /** True when the server submitted it at time-up with what was saved. */
  autoSubmitted: z.boolean(),
  score: z.number(),
  maxScore: z.number(),
  result: z.enum(ASSESSMENT_RESULTS),
  resultName: z.string(),
  typing: z.array(ZTypingResult),
});
export type TAssessmentOutcome = z.infer<typeof ZAssessmentOutcome>;

export const ZAssessmentQuestionnaire = z.object({
  assessment: ZAssessmentItem,
  serverTime: z.string(),
  /** Empty until the candidate has started (the questions stay unseen before the clock runs). */
  questions: z.array(ZQuestionView),
  answers: z.array(ZSavedAnswer),
  fullscreenExits: z.number().int(),
  tabSwitches: z.number().int(),
  /** Set once submitted. */
  outcome: ZAssessmentOutcome.nullable(),
});
export type TAssessmentQuestionnaire = z.infer<typeof ZAssessmentQuestionnaire>;

export const ASSESSMENT_EVENT_TYPES = ['fullscreenExit', 'tabSwitch'] as const;
export type TAssessmentEventType = (typeof ASSESSMENT_EVENT_TYPES)[number];

export const ZAssessmentEventBody = z.object({
  id: ZId,
  type: z.enum(ASSESSMENT_EVENT_TYPES, { error: 'common.invalid' }),
  /** The browser's time of the event (epoch ms), kept beside the server's. */
  clientAt: z.coerce
    .number({ error: 'common.invalid' })
    .int('common.invalid')
    .min(0, 'common.invalid')
    .max(Number.MAX_SAFE_INTEGER, 'common.invalid')
    .optional(),
});

export const ZAssessmentEventResult = z.object({
  /** False when the assessment is not in progress any more (nothing to record). */
  recorded: z.boolean(),
  fullscreenExits: z.number().int(),
  tabSwitches: z.number().int(),
});

export const ZAssessmentPin = z.object({ id: z.number().int(), pinNumber: z.string() });
