import { z } from 'zod';
import { defineRoute } from '../common/define-route.ts';
import { ZCandidateOffer } from './offers.schemas.ts';

const base = '/api/resume/ApplyForm';
const ZId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');

export const getCandidateOfferRoute = defineRoute({
  method: 'GET',
  path: `${base}/GetCandidateOffer`,
  access: 'user',
  tags: ['offers'],
  personal: true,
  summary: 'One of my offers',
  query: z.object({ id: ZId }),
  data: ZCandidateOffer,
});

export const ZOfferAnswer = z
  .object({
    id: ZId,
    /** 2 accept, 3 reject. */
    status: z.coerce
      .number({ error: 'offers.badStatus' })
      .int()
      .refine((s) => s === 2 || s === 3, 'offers.badStatus'),
    reason: z.string().trim().max(500, 'common.tooLong').optional(),
  })
  .refine((v) => v.status !== 3 || Boolean(v.reason), { message: 'offers.reasonRequired', path: ['reason'] });

export const saveCandidateOfferStatusRoute = defineRoute({
  method: 'POST',
  path: `${base}/SaveCandidateOfferStatus`,
  access: 'user',
  tags: ['offers'],
  personal: true,
  summary: 'Accept (2) or reject (3, with a reason) one of my offers, once, before it expires',
  body: ZOfferAnswer,
  data: ZCandidateOffer,
});
