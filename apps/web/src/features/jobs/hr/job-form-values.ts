import dayjs, { type Dayjs } from 'dayjs';
import type { THrJob } from '@tmp/contracts';
import type { TJobBody } from './api.ts';

/** What the job form edits: the place is one cascader value, country → state → city. */
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
  place?: number[];
  headcount?: number | null;
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency: string;
  requiredFields: string[];
  isOnline: boolean;
  /** Last day applications are taken (a day in China, UTC+8); empty: open until taken offline. */
  closingDate?: Dayjs | null;
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

export const toJobFormValues = (job: THrJob): TJobFormValues => ({
  titleEn: job.titleEn,
  titleZh: job.titleZh,
  descriptionEn: job.descriptionEn,
  descriptionZh: job.descriptionZh,
  categoryId: job.categoryId,
  natureId: job.natureId,
  degreeId: job.degreeId,
  experienceId: job.experienceId,
  siteId: job.siteId,
  place: [job.countryId, job.stateId, job.cityId],
  headcount: job.headcount,
  salaryMin: job.salaryMin,
  salaryMax: job.salaryMax,
  salaryCurrency: job.salaryCurrency,
  requiredFields: job.requiredFields,
  isOnline: job.isOnline,
  closingDate: job.closingDate ? dayjs(job.closingDate, DAY) : null,
});

/** The body of SavePosition; call it with values the form has validated. */
export const toJobBody = (values: TJobFormValues, id?: number): TJobBody => {
  const [countryId, stateId, cityId] = values.place ?? [];
  return {
    ...(id ? { id } : {}),
    titleEn: values.titleEn.trim(),
    titleZh: values.titleZh.trim(),
    descriptionEn: values.descriptionEn,
    descriptionZh: values.descriptionZh,
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
    salaryCurrency: values.salaryCurrency,
    isOnline: values.isOnline,
    closingDate: values.closingDate ? values.closingDate.format(DAY) : null,
    requiredFields: values.requiredFields,
  };
};

/** Server field paths → the form field that shows the message. */
export const toFormField = (path: string): keyof TJobFormValues | null => {
  if (path === 'countryId' || path === 'stateId' || path === 'cityId') return 'place';
  if (path.startsWith('requiredFields')) return 'requiredFields';
  const known: Array<keyof TJobFormValues> = [
    'titleEn',
    'titleZh',
    'descriptionEn',
    'descriptionZh',
    'categoryId',
    'natureId',
    'degreeId',
    'experienceId',
    'siteId',
    'headcount',
    'salaryMin',
    'salaryMax',
    'salaryCurrency',
    'closingDate',
  ];
  return (known as string[]).includes(path) ? (path as keyof TJobFormValues) : null;
};

/** The salary range is open at either end, but the top cannot be below the bottom. */
export const isSalaryRangeValid = (min: number | null | undefined, max: number | null | undefined): boolean =>
  min == null || max == null || max >= min;

/** A place must go down to the city: the server needs the country, the state and the city. */
export const isPlaceComplete = (place: number[] | undefined): boolean => (place?.length ?? 0) === 3;
