import { z } from 'zod';
import { ZEmail, PHONE_PATTERN } from '../accounts/accounts.schemas.ts';
import {
  RESUME_SECTIONS,
  withCompanionFields,
  type TResumeFieldDef,
  type TResumeSectionDef,
} from './resume-fields.ts';

/** yyyy-mm-dd, a real calendar date (spec §5). */
export const ZDate = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'validation.date');

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The largest number a resume's number field takes. */
export const RESUME_NUMBER_MAX = 100_000_000;
/** A telephone number (any country): digits, spaces and dashes, an optional leading +. */
export const RESUME_PHONE_MAX = 20;
const RESUME_PHONE = new RegExp(`^\\+?[\\d\\s-]{5,${RESUME_PHONE_MAX}}$`);

const fieldSchema = (field: TResumeFieldDef): z.ZodType => {
  switch (field.type) {
    case 'text':
    case 'textarea':
      return z
        .string({ error: 'common.invalid' })
        .trim()
        .max(field.maxLength ?? 100, 'common.tooLong');
    case 'date':
      return ZDate;
    case 'number':
      return z
        .number({ error: 'resumes.number' })
        .finite('resumes.number')
        .min(0, 'resumes.number')
        .max(RESUME_NUMBER_MAX, 'resumes.number');
    case 'boolean':
      return z.boolean({ error: 'common.invalid' });
    case 'mobile':
      return z.string({ error: 'validation.phone' }).trim().regex(PHONE_PATTERN, 'validation.phone');
    case 'phone':
      return z.string({ error: 'resumes.phone' }).trim().regex(RESUME_PHONE, 'resumes.phone');
    case 'email':
      return ZEmail;
    case 'select':
      return z.number({ error: 'common.invalid' }).int('common.invalid').min(1, 'common.invalid');
    case 'enum':
      return z.enum((field.choices ?? []).map((c) => c.value) as [string, ...string[]], {
        error: 'common.invalid',
      });
  }
};

const entrySchema = (section: TResumeSectionDef) =>
  z.object(
    Object.fromEntries(
      section.fields.map((f) => [f.name, z.preprocess(emptyToUndefined, fieldSchema(f).optional())]),
    ),
  );

/** Start must not be after end, in every entry that has both (spec §5). */
const checkPeriod = (entry: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const { startDate, endDate } = entry as { startDate?: string; endDate?: string };
  if (startDate && endDate && startDate > endDate) {
    ctx.addIssue({ code: 'custom', message: 'validation.dateRange', path: ['endDate'] });
  }
};

const sectionSchema = (section: TResumeSectionDef): z.ZodType => {
  const entry = entrySchema(section).superRefine(checkPeriod);
  return section.repeatable ? z.array(entry).max(30, 'common.tooLong').default([]) : entry.default({});
};

/**
 * The whole resume (decisions §5): every section of the privacy text. Fields are optional here; which ones
 * are required comes from the customer's configuration and the job (see `findMissingFields`).
 */
export const ZResume = z
  .object(Object.fromEntries(RESUME_SECTIONS.map((s) => [s.key, sectionSchema(s)])))
  .superRefine((resume, ctx) => {
    const other =
      (resume as { other?: { expectedSalaryMin?: number; expectedSalaryMax?: number } }).other ?? {};
    if (
      other.expectedSalaryMin !== undefined &&
      other.expectedSalaryMax !== undefined &&
      other.expectedSalaryMax < other.expectedSalaryMin
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.numberRange',
        path: ['other', 'expectedSalaryMax'],
      });
    }
  });

type TEntry = Record<string, string | number | boolean | undefined>;
export interface TResume {
  basic: TEntry;
  other: TEntry;
  workHistory: TEntry[];
  education: TEntry[];
  additional: TEntry;
  skills: TEntry[];
  homeOffice: TEntry;
}

const isFilled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * The required keys a resume leaves empty: a field key (`basic.name`) needs a value; a repeated section
 * key (`education`) needs at least one entry, and each entry needs its entry-required fields.
 */
export const findMissingFields = (resume: TResume, required: readonly string[]): string[] =>
  withCompanionFields(required).filter((key) => {
    const [sectionKey, fieldName] = key.split('.');
    const section = RESUME_SECTIONS.find((s) => s.key === sectionKey);
    if (!section) return false;
    const value = (resume as unknown as Record<string, unknown>)[section.key];
    if (section.repeatable) {
      const entries = (value as TEntry[] | undefined) ?? [];
      const entryFields = section.fields.filter((f) => f.requiredInEntry).map((f) => f.name);
      return entries.length === 0 || entries.some((e) => entryFields.some((f) => !isFilled(e[f])));
    }
    return !isFilled((value as TEntry | undefined)?.[fieldName ?? '']);
  });

export const emptyResume = (): TResume => ({
  basic: {},
  other: {},
  workHistory: [],
  education: [],
  additional: {},
  skills: [],
  homeOffice: {},
});
