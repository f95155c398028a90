import { z } from 'zod';
import { pickText, type TLang, type TText } from '../common/i18n.ts';

/** Application statuses (decisions §5). */
export const ApplicationStatus = {
  Submitted: 1,
  Screening: 2,
  Interview: 3,
  Offer: 4,
  Hired: 5,
  NotSuitable: 6,
  Withdrawn: 7,
} as const;
export type TApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

/**
 * How an application moves (decisions §5), written once for the server's checks and the console's choices.
 * Like Greenhouse's and Lever's pipelines it only goes forward, and some steps happen only through the
 * action that gives them meaning:
 *
 * - `move`: HR's ChangeApplicantStatus — screening, interview (a process run outside the portal), or closing
 *   as not suitable or withdrawn (on the candidate's word) from any open status;
 * - `interview`: CreateInterview — into (or another round within) status 3;
 * - `result`: RecordInterviewResult — a pass keeps status 3 (noted), a fail closes as not suitable;
 * - `offer`: IssueOffer — only once interviewing (3), or again at 4 after a rejected, expired or withdrawn
 *   offer;
 * - `answer`: the candidate's answer to the offer — accepting is the only way to hired (5); rejecting keeps 4.
 *
 * Hired, not suitable and withdrawn are final: nothing follows them.
 */
export const ApplicationStep = {
  Move: 'move',
  Interview: 'interview',
  Result: 'result',
  Offer: 'offer',
  Answer: 'answer',
} as const;
export type TApplicationStep = (typeof ApplicationStep)[keyof typeof ApplicationStep];

const { Submitted, Screening, Interview, Offer, Hired, NotSuitable, Withdrawn } = ApplicationStatus;
const { Move, Interview: Invite, Result, Offer: Issue, Answer } = ApplicationStep;

type TFlow = Record<TApplicationStatus, Partial<Record<TApplicationStatus, readonly TApplicationStep[]>>>;

export const APPLICATION_STATUS_FLOW: TFlow = {
  [Submitted]: {
    [Screening]: [Move],
    [Interview]: [Move, Invite],
    [NotSuitable]: [Move],
    [Withdrawn]: [Move],
  },
  [Screening]: { [Interview]: [Move, Invite], [NotSuitable]: [Move], [Withdrawn]: [Move] },
  [Interview]: {
    [Interview]: [Invite, Result],
    [Offer]: [Issue],
    [NotSuitable]: [Move, Result],
    [Withdrawn]: [Move],
  },
  [Offer]: { [Offer]: [Issue, Answer], [Hired]: [Answer], [NotSuitable]: [Move], [Withdrawn]: [Move] },
  [Hired]: {},
  [NotSuitable]: {},
  [Withdrawn]: {},
};

/** Whether `step` may take an application from status `from` to `to` (the same status: a noted event). */
export const canMoveApplication = (from: number, to: number, step: TApplicationStep): boolean =>
  APPLICATION_STATUS_FLOW[from as TApplicationStatus]?.[to as TApplicationStatus]?.includes(step) ?? false;

/** The statuses `step` may move an application to from `from`, in status order (the console's choices). */
export const nextApplicationStatuses = (
  from: number,
  step: TApplicationStep = ApplicationStep.Move,
): TApplicationStatus[] =>
  Object.values(ApplicationStatus).filter((to) => to !== from && canMoveApplication(from, to, step));

const CLOSED: readonly number[] = [Hired, NotSuitable, Withdrawn];

/** Hired, not suitable and withdrawn end an application: what hangs on it is closed with it. */
export const isApplicationClosed = (status: number): boolean => CLOSED.includes(status);

export const APPLICATION_STATUS_NAMES: Record<number, TText> = {
  1: { en: 'Submitted', zh: '已投递' },
  2: { en: 'Screening', zh: '筛选中' },
  3: { en: 'Interview', zh: '面试中' },
  4: { en: 'Offer', zh: '已发Offer' },
  5: { en: 'Hired', zh: '已录用' },
  6: { en: 'Not suitable', zh: '不合适' },
  7: { en: 'Withdrawn', zh: '已撤回' },
};

export const applicationStatusName = (status: number, lang: TLang): string => {
  const name = APPLICATION_STATUS_NAMES[status];
  return name ? pickText(name, lang) : String(status);
};

/** Tag colour by status (spec §4): 1-2 success, 4-6 warning, others default. */
export const statusTagType = (status: number): 'success' | 'warning' | 'default' =>
  status === 1 || status === 2 ? 'success' : status >= 4 && status <= 6 ? 'warning' : 'default';

export const ZStatusEvent = z.object({
  status: z.number().int(),
  statusName: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const ZApplyRecord = z.object({
  id: z.number().int(),
  positionId: z.number().int(),
  positionName: z.string(),
  countryName: z.string(),
  cityName: z.string(),
  applyDate: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** Set when the application is in status 4 (offer). */
  offerId: z.number().int().nullable(),
  history: z.array(ZStatusEvent),
  /** yyyy-mm-dd (China's time): "Expect an answer by"; null while nothing is awaited from HR (decisions §10). */
  answerBy: z.string().nullable().optional(),
  /** Why HR moved the answer-by date, when it did. */
  answerByReason: z.string().nullable().optional(),
});
export type TApplyRecord = z.infer<typeof ZApplyRecord>;

export const ZRecommendRecord = z.object({
  id: z.number().int(),
  /** The recommended person's name, partly masked. */
  candidateName: z.string(),
  positionId: z.number().int(),
  positionName: z.string(),
  applyDate: z.string(),
  status: z.number().int(),
  statusName: z.string(),
});
export type TRecommendRecord = z.infer<typeof ZRecommendRecord>;
