import { z } from 'zod';
import { defineRoute } from '../common/define-route.ts';
import { ZCandidateOffer, ZOfferAnswer, ZOfferId } from './offers.schemas.ts';

const base = '/api/resume/ApplyForm';

export const getCandidateOfferRoute = defineRoute({
  method: 'GET',
  path: `${base}/GetCandidateOffer`,
  access: 'user',
  tags: ['offers'],
  personal: true,
  summary: 'One of my offers',
  query: z.object({ id: ZOfferId }),
  data: ZCandidateOffer,
});

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
