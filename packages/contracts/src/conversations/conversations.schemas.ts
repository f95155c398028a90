import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZDate } from '../resumes/resumes.schemas.ts';

/** Limits of the conversations, answer-by dates and closing survey (decisions §10). */
export const MESSAGE_TEXT_MAX = 2_000;
export const TEMPLATE_NAME_MAX = 100;
export const EXTENSION_REASON_MAX = 500;
export const WITHDRAW_REASON_MAX = 500;
export const SURVEY_COMMENT_MAX = 1_000;
/** The furthest an extension may move an answer-by date, in calendar days from today. */
export const EXTENSION_MAX_DAYS = 60;
/** Working days after the answer-by date before an application closes by itself. */
export const AUTO_CLOSE_GRACE_WORKING_DAYS = 5;
/** At most one notice of new HR messages per conversation in this many minutes. */
export const CONVERSATION_NOTICE_MINUTES = 60;

/** What a reply template's placeholders stand for. */
export interface TTemplateValues {
  name: string;
  job: string;
  date: string;
}

/**
 * A reply template's text with {name}, {job} and {date} filled in; any other brace is left as written. The
 * server fills a template sent by id, the console the one HR picks to edit before sending.
 */
export const fillReplyTemplate = (text: string, values: TTemplateValues): string =>
  text.replace(/\{(name|job|date)\}/g, (_whole, key: keyof TTemplateValues) => values[key]);
/** At most one closing survey per candidate in this many months. */
export const SURVEY_INTERVAL_MONTHS = 6;
/** A survey group with fewer answers than this is hidden, so no answer can be traced to a person. */
export const SURVEY_MIN_GROUP = 3;
/** The answer-by commitments in working days per stage when a customer has set none. */
export const DEFAULT_ANSWER_DAYS = { submittedDays: 5, screeningDays: 10, interviewDays: 5 } as const;
export const ANSWER_DAYS_MAX = 60;

/** Placeholders a reply template may hold, filled in when the message is sent. */
export const TEMPLATE_PLACEHOLDERS = ['{name}', '{job}', '{date}'] as const;

const ZId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');
const ZText = (max: number, tooLong: string = 'common.tooLong') =>
  z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(max, tooLong);

export const ZMessageText = z
  .string({ error: 'conversations.textRequired' })
  .trim()
  .min(1, 'conversations.textRequired')
  .max(MESSAGE_TEXT_MAX, 'conversations.textTooLong');

export const ZApplicationIdQuery = z.object({ applicationId: ZId });

export const ZCandidateMessageInput = z.object({ applicationId: ZId, text: ZMessageText });

/** HR writes a text, or sends a reply template in one language with its placeholders filled in. */
export const ZHrMessageInput = z
  .object({
    applicationId: ZId,
    text: ZMessageText.optional(),
    templateId: ZId.optional(),
    templateLang: z.enum(['en-us', 'zh-cn'], { error: 'common.invalid' }).optional(),
  })
  .refine((v) => (v.text === undefined) !== (v.templateId === undefined), {
    message: 'conversations.textOrTemplate',
    path: ['text'],
  });

export const ZConversationMessage = z.object({
  id: z.number().int(),
  side: z.enum(['candidate', 'hr']),
  /** Plain text: shown as it is, never as markup. */
  text: z.string(),
  createdAt: z.string(),
  /** When the other side read it; null while unread. */
  readAt: z.string().nullable(),
});
export type TConversationMessage = z.infer<typeof ZConversationMessage>;

export const ZConversationSummary = z.object({
  applicationId: z.number().int(),
  positionId: z.number().int(),
  positionName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  candidateName: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  /** Messages of the other side the caller has not read. */
  unreadCount: z.number().int(),
  /** yyyy-mm-dd: the day an answer is due (in China's time), null when nothing is awaited from HR. */
  answerBy: z.string().nullable(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

export const ZConversation = ZConversationSummary.omit({ lastMessage: true, lastMessageAt: true }).extend({
  /** Why HR moved the answer-by date, shown to the candidate. */
  answerByReason: z.string().nullable(),
  messages: z.array(ZConversationMessage),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZHrConversationQuery = ZPageQuery.extend({
  jobId: ZId.optional(),
  status: z.coerce
    .number({ error: 'common.invalid' })
    .int('common.invalid')
    .min(1, 'common.invalid')
    .max(7, 'common.invalid')
    .optional(),
});

export const ZHrConversationPage = z.object({
  list: z.array(ZConversationSummary),
  recordcount: z.number().int(),
  /** Unread candidate messages over every conversation the caller may see. */
  unread: z.number().int(),
});

export const ZReplyTemplateInput = z.object({
  id: ZId.optional(),
  name: ZText(TEMPLATE_NAME_MAX),
  textEn: ZMessageText,
  textZh: ZMessageText,
});
export const ZReplyTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  textEn: z.string(),
  textZh: z.string(),
  updatedAt: z.string(),
});
export type TReplyTemplate = z.infer<typeof ZReplyTemplate>;

export const ZExtendAnswerByInput = z.object({
  applicationId: ZId,
  /** yyyy-mm-dd, a day in China's time. */
  answerBy: ZDate,
  reason: ZText(EXTENSION_REASON_MAX),
});
export const ZAnswerByResult = z.object({ answerBy: z.string(), answerByReason: z.string() });

const ZDays = z.coerce
  .number({ error: 'conversations.answerDays' })
  .int('conversations.answerDays')
  .min(1, 'conversations.answerDays')
  .max(ANSWER_DAYS_MAX, 'conversations.answerDays');
export const ZAnswerDays = z.object({ submittedDays: ZDays, screeningDays: ZDays, interviewDays: ZDays });
export type TAnswerDays = z.infer<typeof ZAnswerDays>;

export const ZWithdrawInput = z.object({
  id: ZId,
  reason: z.string().trim().max(WITHDRAW_REASON_MAX, 'common.tooLong').optional(),
});

export const SURVEY_INFORMED = ['yes', 'partly', 'no'] as const;
export const ZSurveyInput = z.object({
  applicationId: ZId,
  recommend: z.coerce
    .number({ error: 'conversations.surveyRecommend' })
    .int('conversations.surveyRecommend')
    .min(0, 'conversations.surveyRecommend')
    .max(10, 'conversations.surveyRecommend'),
  informed: z.enum(SURVEY_INFORMED, { error: 'conversations.surveyInformed' }),
  comment: z.string().trim().max(SURVEY_COMMENT_MAX, 'conversations.surveyCommentTooLong').optional(),
});
export const ZPendingSurvey = z
  .object({ applicationId: z.number().int(), positionName: z.string(), statusName: z.string() })
  .nullable();

export const ZSurveyStatsQuery = z.object({ jobId: ZId.optional() });
export const ZSurveyGroup = z.object({
  positionId: z.number().int(),
  positionName: z.string(),
  stage: z.number().int(),
  stageName: z.string(),
  answers: z.number().int(),
  /** Net promoter score: % answering 9-10 minus % answering 0-6, from -100 to 100. */
  nps: z.number().int(),
  /** The share (in %) that answered yes, partly and no to "were you kept informed". */
  informed: z.object({ yes: z.number().int(), partly: z.number().int(), no: z.number().int() }),
});
export const ZSurveyStats = z.object({
  groups: z.array(ZSurveyGroup),
  /** Answers in groups too small to show. */
  hiddenAnswers: z.number().int(),
});
