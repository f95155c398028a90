import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZDate } from '../resumes/resumes.schemas.ts';
import { RESUME_FIELD_KEYS } from '../resumes/resume-fields.ts';

/** The limits of HR's forms; the console's inputs stop at the same numbers. */
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_HEADCOUNT_MAX = 10_000;
/** Salaries (a job's range, an offer) in whole units of their currency. */
export const SALARY_MAX = 100_000_000;
export const STATUS_NOTE_MAX = 500;
export const OFFER_LOCATION_MAX = 120;
export const OFFER_NOTES_MAX = 2_000;

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
  .max(SALARY_MAX, 'resumes.number');

export const ZIdQuery = z.object({ id: ZId });

/** A job as HR edits it: both languages, facets, salary range and the resume fields applying requires. */
export const ZJobInput = z
  .object({
    id: ZId.optional(),
    titleEn: ZText(JOB_TITLE_MAX),
    titleZh: ZText(JOB_TITLE_MAX),
    descriptionEn: ZText(JOB_DESCRIPTION_MAX),
    descriptionZh: ZText(JOB_DESCRIPTION_MAX),
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
      .max(JOB_HEADCOUNT_MAX, 'common.invalid'),
    salaryMin: ZMoney.optional().nullable(),
    salaryMax: ZMoney.optional().nullable(),
    salaryCurrency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'common.invalid')
      .default('CNY'),
    isOnline: z.boolean().default(true),
    /**
     * Last day applications are taken, yyyy-mm-dd: the job goes offline at the end of that day (UTC+8), and
     * search engines read it as the posting's validThrough. None: open until HR takes it offline.
     */
    closingDate: ZDate.optional().nullable(),
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
  /** yyyy-mm-dd (UTC+8), or null when the job has no closing date. */
  closingDate: z.string().nullable(),
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
export type THrJobListItem = z.infer<typeof ZHrJobListItem>;

export const ZHrJobQuery = ZPageQuery.extend({
  keyword: z.string().trim().max(100, 'common.tooLong').optional(),
  isOnline: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
});

export const ZApplicantQuery = ZPageQuery.extend({
  jobId: ZId.optional(),
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
  id: ZId,
  status: z.coerce
    .number({ error: 'common.invalid' })
    .int()
    .min(1, 'common.invalid')
    .max(7, 'common.invalid'),
  note: z.string().trim().max(STATUS_NOTE_MAX, 'common.tooLong').optional(),
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
  locationEn: ZText(OFFER_LOCATION_MAX),
  locationZh: ZText(OFFER_LOCATION_MAX),
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

export const ZFieldSetting = z.object({
  key: z.string().refine((k) => RESUME_FIELD_KEYS.includes(k), 'common.invalid'),
  enabled: z.boolean(),
  required: z.boolean(),
});
export type TFieldSetting = z.infer<typeof ZFieldSetting>;
