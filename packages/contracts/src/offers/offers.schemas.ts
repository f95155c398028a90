import { z } from 'zod';
import type { TText } from '../common/i18n.ts';

/** Offer statuses (decisions §5). */
export const OfferStatus = { Pending: 1, Accepted: 2, Rejected: 3, Expired: 4, Withdrawn: 5 } as const;

export const OFFER_STATUS_NAMES: Record<number, TText> = {
  1: { en: 'Awaiting your answer', zh: '待确认' },
  2: { en: 'Accepted', zh: '已接受' },
  3: { en: 'Rejected', zh: '已拒绝' },
  4: { en: 'Expired', zh: '已过期' },
  5: { en: 'Withdrawn', zh: '已撤回' },
};

export const ZCandidateOffer = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  companyName: z.string(),
  positionName: z.string(),
  salary: z.number().int(),
  salaryCurrency: z.string(),
  /** 'month' or 'year'. */
  salaryPeriod: z.string(),
  startDate: z.string(),
  location: z.string(),
  notes: z.string().nullable(),
  expiresAt: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  reason: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type TCandidateOffer = z.infer<typeof ZCandidateOffer>;

export const ZOfferId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');

/** The longest reason a candidate may give for rejecting an offer. */
export const OFFER_REASON_MAX = 500;

/** The candidate's answer to an offer: accept, or reject with a reason. */
export const ZOfferAnswer = z
  .object({
    id: ZOfferId,
    /** 2 accept, 3 reject. */
    status: z.coerce
      .number({ error: 'offers.badStatus' })
      .int()
      .refine((s) => s === 2 || s === 3, 'offers.badStatus'),
    reason: z.string().trim().max(OFFER_REASON_MAX, 'common.tooLong').optional(),
  })
  .refine((v) => v.status !== 3 || Boolean(v.reason), { message: 'offers.reasonRequired', path: ['reason'] });
