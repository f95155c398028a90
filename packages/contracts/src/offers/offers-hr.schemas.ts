import { z } from 'zod';
import { ZConsoleId, ZConsoleText, ZMoney } from '../common/console-fields.ts';
import { ZDate } from '../resumes/resumes.schemas.ts';

/** The limits of HR's offer form; the console's inputs stop at the same numbers. */
export const OFFER_LOCATION_MAX = 120;
export const OFFER_NOTES_MAX = 2_000;

export const ZOfferInput = z.object({
  applicationId: ZConsoleId,
  salary: ZMoney,
  salaryCurrency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'common.invalid'),
  salaryPeriod: z.enum(['month', 'year'], { error: 'common.invalid' }).default('month'),
  startDate: ZDate,
  locationEn: ZConsoleText(OFFER_LOCATION_MAX),
  locationZh: ZConsoleText(OFFER_LOCATION_MAX),
  notes: z.string().trim().max(OFFER_NOTES_MAX, 'common.tooLong').optional(),
  /** Last day the candidate may answer, yyyy-mm-dd (end of that day, UTC+8). */
  expiresOn: ZDate,
});
export type TOfferInput = z.infer<typeof ZOfferInput>;

export const ZHrOffer = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  candidateName: z.string(),
  positionName: z.string(),
  salary: z.number().int(),
  salaryCurrency: z.string(),
  startDate: z.string(),
  expiresAt: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  reason: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type THrOffer = z.infer<typeof ZHrOffer>;
