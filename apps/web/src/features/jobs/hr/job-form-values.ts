import dayjs from 'dayjs';
import { z } from 'zod';
import { ZJobInput, type TDistrictNode, type THrJob } from '@tmp/contracts';
import type { TRegion } from '../../../lib/kit/kit.ts';
import type { TJobBody } from './api.ts';

/** What the job form edits: the place is one path of ids (as text), country → state → city. */
export interface TJobFormValues {
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  categoryId?: number;
  natureId?: number;
  degreeId?: number | null;
  experienceId?: number | null;
  siteId?: number;
  place?: string[];
  headcount?: number | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency: string;
  requiredFields: string[];
  isOnline: boolean;
  /** Last day applications are taken, YYYY-MM-DD (a day in China, UTC+8); empty: open until taken offline. */
  closingDate?: string | null;
}

const DAY = 'YYYY-MM-DD';

export const emptyJobForm = (): TJobFormValues => ({
  titleEn: '',
  titleZh: '',
  descriptionEn: '',
  descriptionZh: '',
  headcount: 1,
  salaryCurrency: 'CNY',
  requiredFields: [],
  isOnline: true,
});

export const toJobFormValues = ({
  id: _id,
  publishDate: _publishDate,
  countryId,
  stateId,
  cityId,
  ...job
}: THrJob): TJobFormValues => ({ ...job, place: [countryId, stateId, cityId].map(String) });

/** The body of SavePosition; call it with values the form has checked. */
export const toJobBody = ({ place, ...values }: TJobFormValues, id?: number): TJobBody => {
  const [countryId, stateId, cityId] = (place ?? []).map(Number);
  return {
    ...values,
    ...(id ? { id } : {}),
    titleEn: values.titleEn.trim(),
    titleZh: values.titleZh.trim(),
    categoryId: values.categoryId!,
    natureId: values.natureId!,
    degreeId: values.degreeId ?? null,
    experienceId: values.experienceId ?? null,
    siteId: values.siteId!,
    countryId: countryId!,
    stateId: stateId!,
    cityId: cityId!,
    headcount: values.headcount ?? 1,
    salaryMin: values.salaryMin ?? null,
    salaryMax: values.salaryMax ?? null,
    closingDate: values.closingDate || null,
  };
};

/** Server field paths → the form field that shows the message (none for the switch, which shows none). */
export const toFormField = (path: string): keyof TJobFormValues | null => {
  if (path === 'countryId' || path === 'stateId' || path === 'cityId') return 'place';
  if (path.startsWith('requiredFields')) return 'requiredFields';
  const isField = Object.hasOwn(ZJobFields.shape, path) && path !== 'place' && path !== 'isOnline';
  return isField ? (path as keyof TJobFormValues) : null;
};

/** The salary range is open at either end, but the top cannot be below the bottom. */
export const isSalaryRangeValid = (min: number | null | undefined, max: number | null | undefined): boolean =>
  min == null || max == null || max >= min;

/** A place must go down to the city: the server needs the country, the state and the city. */
export const isPlaceComplete = (place: readonly string[] | undefined): boolean => (place?.length ?? 0) === 3;

/** The district tree as the region input takes it (values as text). */
export const toRegions = (nodes: readonly TDistrictNode[] | undefined): TRegion[] =>
  (nodes ?? []).map((node) => ({
    value: String(node.value),
    label: node.text,
    ...(node.children?.length ? { children: toRegions(node.children) } : {}),
  }));

const { shape } = ZJobInput;

/** A value the form requires, named by `message` when it is missing; then the contract's rules apply. */
const needed = <S extends z.ZodType>(message: string, rule: S) =>
  z
    .unknown()
    .refine((value) => value != null && String(value).trim() !== '', message)
    .pipe(rule);

/**
 * The job form's rules: the contract's, field by field, with the form's own words for a field left empty
 * and a salary range upside down; a job published with a closing day that has passed is refused as the
 * server would.
 */
const ZJobFields = z.object({
  titleEn: needed('hr.titleEnMissing', shape.titleEn),
  titleZh: needed('hr.titleZhMissing', shape.titleZh),
  descriptionEn: needed('hr.descriptionEnMissing', shape.descriptionEn),
  descriptionZh: needed('hr.descriptionZhMissing', shape.descriptionZh),
  categoryId: needed('hr.categoryMissing', shape.categoryId),
  natureId: needed('hr.natureMissing', shape.natureId),
  degreeId: shape.degreeId,
  experienceId: shape.experienceId,
  siteId: needed('hr.siteMissing', shape.siteId),
  place: z.array(z.string()).optional().refine(isPlaceComplete, 'hr.placeMissing'),
  headcount: needed('hr.headcountMissing', shape.headcount),
  salaryMin: shape.salaryMin,
  salaryMax: shape.salaryMax,
  salaryCurrency: needed('hr.currencyMissing', shape.salaryCurrency),
  isOnline: shape.isOnline,
  closingDate: shape.closingDate,
  requiredFields: shape.requiredFields,
});

export const ZJobForm = ZJobFields.refine((job) => isSalaryRangeValid(job.salaryMin, job.salaryMax), {
  message: 'hr.salaryRange',
  path: ['salaryMax'],
}).refine((job) => !job.isOnline || !job.closingDate || job.closingDate >= dayjs().format(DAY), {
  message: 'hr.closingPast',
  path: ['closingDate'],
}) as z.ZodType<TJobFormValues, TJobFormValues>;
