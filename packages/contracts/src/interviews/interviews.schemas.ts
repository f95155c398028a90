import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';

/** Interview statuses: 1 waiting for the candidate to choose a time, 2 scheduled, 3 cancelled, 4 done. */
export const InterviewStatus = { AwaitingBooking: 1, Scheduled: 2, Cancelled: 3, Completed: 4 } as const;
/** The candidate may book, move or cancel until this long before the start. */
export const INTERVIEW_CHANGE_CUTOFF_HOURS = 12;
/** Reminders before the start, in hours. */
export const INTERVIEW_REMINDER_HOURS = [24, 1] as const;
export const MAX_INTERVIEW_SLOTS = 30;
export const MAX_INTERVIEW_APPLICATIONS = 50;
export const MAX_INTERVIEWERS = 10;

const ZId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');
const ZText = (max: number) =>
  z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(max, 'common.tooLong');
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};
/** An IANA time zone name such as Asia/Shanghai. */
export const ZTimeZone = z
  .string({ error: 'interviews.timeZone' })
  .trim()
  .refine(isTimeZone, 'interviews.timeZone');
/** An instant with its offset (ISO 8601), e.g. 2026-11-25T09:00:00+08:00 or ...Z. */
export const ZInstant = z.iso.datetime({ offset: true, error: 'interviews.time' });

export const ZInterviewer = z
  .object({
    hrUserId: ZId.optional(),
    name: z.string().trim().max(60, 'common.tooLong').optional(),
    email: z.email({ error: 'validation.email' }).max(120, 'common.tooLong').optional(),
  })
  .refine((i) => i.hrUserId !== undefined || (Boolean(i.name) && Boolean(i.email)), 'interviews.interviewer');

const ZLink = z.url({ error: 'interviews.link', protocol: /^https$/ }).max(500, 'common.tooLong');

export const ZInterviewInput = z
  .object({
    applicationIds: z.array(ZId).min(1, 'common.required').max(MAX_INTERVIEW_APPLICATIONS, 'common.invalid'),
    title: ZText(100),
    round: z.coerce
      .number({ error: 'common.invalid' })
      .int('common.invalid')
      .min(1, 'common.invalid')
      .max(20, 'common.invalid'),
    durationMinutes: z.coerce
      .number({ error: 'common.invalid' })
      .int('common.invalid')
      .min(10, 'common.invalid')
      .max(480, 'common.invalid'),
    interviewers: z.array(ZInterviewer).min(1, 'common.required').max(MAX_INTERVIEWERS, 'common.invalid'),
    location: z.string().trim().max(200, 'common.tooLong').optional(),
    onlineUrl: ZLink.optional(),
    timeZone: ZTimeZone,
    startsAt: ZInstant.optional(),
    slots: z.array(ZInstant).min(1, 'common.required').max(MAX_INTERVIEW_SLOTS, 'common.invalid').optional(),
  })
  .refine((v) => (v.startsAt === undefined) !== (v.slots === undefined), {
    message: 'interviews.timeOrSlots',
    path: ['startsAt'],
  })
  .refine((v) => Boolean(v.location) || Boolean(v.onlineUrl), {
    message: 'interviews.placeOrLink',
    path: ['location'],
  });
export type TInterviewInput = z.infer<typeof ZInterviewInput>;

export const ZInterviewerView = z.object({ name: z.string(), email: z.string() });
/** Someone HR may name as interviewer: an HR user of the company, or a person named before by email. */
export const ZInterviewerChoice = z.object({
  hrUserId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
});
export type TInterviewerChoice = z.infer<typeof ZInterviewerChoice>;
export const ZInterviewSlot = z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string() });
export type TInterviewSlot = z.infer<typeof ZInterviewSlot>;

/** One interview as its candidate sees it; times are UTC ISO strings, shown in `timeZone` or the viewer's. */
export const ZInterview = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  positionName: z.string(),
  title: z.string(),
  round: z.number().int(),
  durationMinutes: z.number().int(),
  timeZone: z.string(),
  location: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** Until when the candidate may book, move or cancel (12 hours before the start). */
  changeableUntil: z.string().nullable(),
  interviewers: z.array(ZInterviewerView),
  /** Times still free to book or move to (only while the interview offers slots). */
  openSlots: z.array(ZInterviewSlot),
});
export type TInterview = z.infer<typeof ZInterview>;

export const ZHrInterview = ZInterview.omit({ openSlots: true, changeableUntil: true }).extend({
  candidateName: z.string(),
  result: z.enum(['pass', 'fail']).nullable(),
  feedback: z.string().nullable(),
  slots: z.array(ZInterviewSlot.extend({ isTaken: z.boolean() })),
});
export type THrInterview = z.infer<typeof ZHrInterview>;

export const ZHrInterviewQuery = ZPageQuery.extend({
  jobId: ZId.optional(),
  status: z.coerce
    .number({ error: 'common.invalid' })
    .int()
    .min(1, 'common.invalid')
    .max(4, 'common.invalid')
    .optional(),
  /** Interviews starting in [from, to) (unbooked ones have no start and are listed without a range). */
  from: ZInstant.optional(),
  to: ZInstant.optional(),
}).refine((v) => !v.from || !v.to || v.from < v.to, { message: 'interviews.range', path: ['to'] });

export const ZInterviewIdBody = z.object({ id: ZId });
export const ZInterviewSlotChoice = z.object({ id: ZId, slotId: ZId });
/** The longest reason a candidate may give for declining an interview. */
export const INTERVIEW_CANCEL_REASON_MAX = 300;
export const ZInterviewCancel = z.object({
  id: ZId,
  reason: z.string().trim().max(INTERVIEW_CANCEL_REASON_MAX, 'common.tooLong').optional(),
});
export const ZInterviewResult = z.object({
  id: ZId,
  result: z.enum(['pass', 'fail'], { error: 'interviews.result' }),
  feedback: ZText(2000),
});

export const INTERVIEW_STATUS_NAMES: Record<number, { en: string; zh: string }> = {
  1: { en: 'Choose a time', zh: '待选时间' },
  2: { en: 'Scheduled', zh: '已安排' },
  3: { en: 'Cancelled', zh: '已取消' },
  4: { en: 'Completed', zh: '已结束' },
};
