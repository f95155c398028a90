import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZConsoleId } from '../common/console-fields.ts';

/** The limit of the note HR writes with a status change; the console's input stops at the same number. */
export const STATUS_NOTE_MAX = 500;

export const ZApplicantQuery = ZPageQuery.extend({
  jobId: ZConsoleId.optional(),
  status: z.coerce.number().int().min(1).max(7).optional(),
  keyword: z.string().trim().max(100, 'common.tooLong').optional(),
  /** `overdue`: applications past their answer-by date first, the most overdue first (decisions §10). */
  sort: z.enum(['newest', 'overdue'], { error: 'common.invalid' }).optional(),
});

export const ZApplicantListItem = z.object({
  id: z.number().int(),
  candidateName: z.string(),
  contact: z.string(),
  positionId: z.number().int(),
  positionName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  applyDate: z.string(),
  referrerName: z.string().nullable(),
  sourceId: z.number().int().nullable(),
  /** yyyy-mm-dd (China's time) retention deleted the candidate's personal data; null while kept (decisions §9). */
  personalDataDeletedAt: z.string().nullable().optional(),
  /** yyyy-mm-dd (China's time) the applicant was promised an answer by; null when nothing is awaited. */
  answerBy: z.string().nullable().optional(),
  /** Whether that date has passed. */
  overdue: z.boolean().optional(),
});
export type TApplicantListItem = z.infer<typeof ZApplicantListItem>;

export const ZApplicantDetail = ZApplicantListItem.extend({
  resume: z.record(z.string(), z.unknown()),
  files: z.array(
    z.object({ id: z.number().int(), fileName: z.string(), size: z.number().int(), createdAt: z.string() }),
  ),
  history: z.array(
    z.object({
      status: z.number().int(),
      statusName: z.string(),
      note: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  offers: z.array(
    z.object({
      id: z.number().int(),
      status: z.number().int(),
      statusName: z.string(),
      reason: z.string().nullable(),
      salary: z.number().int(),
      salaryCurrency: z.string(),
      expiresAt: z.string(),
    }),
  ),
});
export type TApplicantDetail = z.infer<typeof ZApplicantDetail>;

export const ZStatusChange = z.object({
  id: ZConsoleId,
  status: z.coerce
    .number({ error: 'common.invalid' })
    .int()
    .min(1, 'common.invalid')
    .max(7, 'common.invalid'),
  note: z.string().trim().max(STATUS_NOTE_MAX, 'common.tooLong').optional(),
});

export const ZHrReferral = z.object({
  applicationId: z.number().int(),
  referrerName: z.string(),
  candidateName: z.string(),
  positionName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  applyDate: z.string(),
});
export type THrReferral = z.infer<typeof ZHrReferral>;
