import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';
import { ZConsoleId, ZConsoleText, ZMoney } from '../common/console-fields.ts';
import { ZDate } from '../resumes/resumes.schemas.ts';
import { RESUME_FIELD_KEYS } from '../resumes/resume-fields.ts';

/** The limits of HR's job form; the console's inputs stop at the same numbers. */
export const JOB_TITLE_MAX = 120;
export const JOB_DESCRIPTION_MAX = 20_000;
export const JOB_HEADCOUNT_MAX = 10_000;

/** A job as HR edits it: both languages, facets, salary range and the resume fields applying requires. */
export const ZJobInput = z
  .object({
    id: ZConsoleId.optional(),
    titleEn: ZConsoleText(JOB_TITLE_MAX),
    titleZh: ZConsoleText(JOB_TITLE_MAX),
    descriptionEn: ZConsoleText(JOB_DESCRIPTION_MAX),
    descriptionZh: ZConsoleText(JOB_DESCRIPTION_MAX),
    categoryId: ZConsoleId,
    natureId: ZConsoleId,
    degreeId: ZConsoleId.optional().nullable(),
    experienceId: ZConsoleId.optional().nullable(),
    siteId: ZConsoleId,
    countryId: ZConsoleId,
    stateId: ZConsoleId,
    cityId: ZConsoleId,
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
