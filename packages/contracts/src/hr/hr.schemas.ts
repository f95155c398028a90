import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZDate } from '../resumes/resumes.schemas.ts';
import { RESUME_FIELD_KEYS } from '../resumes/resume-fields.ts';

const ZId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');
const ZText = (max: number) =>
  z.string({ error: 'common.required' }).trim().min(1, 'common.required').max(max, 'common.tooLong');
const ZMoney = z.coerce
  .number({ error: 'resumes.number' })
  .int('resumes.number')
  .min(0, 'resumes.number')
  .max(100_000_000, 'resumes.number');

export const ZIdQuery = z.object({ id: ZId });

/** A job as HR edits it: both languages, facets, salary range and the resume fields applying requires. */
export const ZJobInput = z
  .object({
    id: ZId.optional(),
    titleEn: ZText(120),
    titleZh: ZText(120),
    descriptionEn: ZText(20_000),
    descriptionZh: ZText(20_000),
    categoryId: ZId,
    natureId: ZId,
    degreeId: ZId.optional().nullable(),
    experienceId: ZId.optional().nullable(),
    siteId: ZId,
    countryId: ZId,
    stateId: ZId,
    cityId: ZId,
    headcount: z.coerce
      .number({ error: 'common.invalid' })
      .int('common.invalid')
      .min(1, 'common.invalid')
      .max(10_000, 'common.invalid'),
    salaryMin: ZMoney.optional().nullable(),
    salaryMax: ZMoney.optional().nullable(),
    salaryCurrency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'common.invalid')
      .default('CNY'),
    isOnline: z.boolean().default(true),
    requiredFields: z
      .array(z.string().refine((k) => RESUME_FIELD_KEYS.includes(k), 'common.invalid'))
      .max(60, 'common.invalid')
      .default([]),
  })
  .refine((j) => j.salaryMin == null || j.salaryMax == null || j.salaryMax >= j.salaryMin, {
    message: 'validation.numberRange',
    path: ['salaryMax'],
  });
export type TJobInput = z.infer<typeof ZJobInput>;

export const ZHrJob = z.object({
  id: z.number().int(),
  titleEn: z.string(),
  titleZh: z.string(),
  descriptionEn: z.string(),
  descriptionZh: z.string(),
  categoryId: z.number().int(),
  natureId: z.number().int(),
  degreeId: z.number().int().nullable(),
  experienceId: z.number().int().nullable(),
  siteId: z.number().int(),
  countryId: z.number().int(),
  stateId: z.number().int(),
  cityId: z.number().int(),
  headcount: z.number().int(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string(),
  isOnline: z.boolean(),
  requiredFields: z.array(z.string()),
  publishDate: z.string(),
});
export type THrJob = z.infer<typeof ZHrJob>;

export const ZHrJobListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryName: z.string(),
  cityName: z.string(),
  isOnline: z.boolean(),
  publishDate: z.string(),
  applicantCount: z.number().int(),
});

export const ZHrJobQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100, 'common.tooLong').optional(),
  isOnline: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
});

export const ZApplicantQuery = ZPageQuery.extend({
  jobId: ZId.optional(),
  status: z.coerce.number().int().min(1).max(7).optional(),
  keyword: z.string().trim().max(100, 'common.tooLong').optional(),
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
  id: ZId,
  status: z.coerce
    .number({ error: 'common.invalid' })
    .int()
    .min(1, 'common.invalid')
    .max(7, 'common.invalid'),
  note: z.string().trim().max(500, 'common.tooLong').optional(),
});

export const ZOfferInput = z.object({
  applicationId: ZId,
  salary: ZMoney,
  salaryCurrency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, 'common.invalid'),
  salaryPeriod: z.enum(['month', 'year'], { error: 'common.invalid' }).default('month'),
  startDate: ZDate,
  locationEn: ZText(120),
  locationZh: ZText(120),
  notes: z.string().trim().max(2000, 'common.tooLong').optional(),
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

export const ZHrReferral = z.object({
  applicationId: z.number().int(),
  referrerName: z.string(),
  candidateName: z.string(),
  positionName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  applyDate: z.string(),
});

export const ZFieldSetting = z.object({
  key: z.string().refine((k) => RESUME_FIELD_KEYS.includes(k), 'common.invalid'),
  enabled: z.boolean(),
  required: z.boolean(),
});
