import { z } from 'zod';
import { ZPageQuery } from '../common/pagination.ts';

const optionalId = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ error: 'common.invalid' }).int('common.invalid').min(1, 'common.invalid').optional(),
);

export const POSITION_KEYWORD_MAX = 100;

/** QueryPagingPositions filters (decisions §3); every filter is optional. */
export const ZPositionQuery = ZPageQuery.extend({
  keyword: z
    .string({ error: 'common.invalid' })
    .trim()
    .max(POSITION_KEYWORD_MAX, 'common.tooLong')
    .optional()
    .transform((v) => (v ? v : undefined)),
  category: optionalId,
  nature: optionalId,
  country: optionalId,
  /** A state/province or a city of the district tree. */
  district: optionalId,
  site: optionalId,
});
export type TPositionQuery = z.infer<typeof ZPositionQuery>;
export type TPositionQueryInput = z.input<typeof ZPositionQuery>;

export const ZPositionListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  natureId: z.number().int(),
  natureName: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  stateName: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
  siteName: z.string(),
  degreeName: z.string(),
  experienceName: z.string(),
  headcount: z.number().int(),
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string(),
  /** yyyy-mm-dd */
  publishDate: z.string(),
  /** Plain-text opening of the description. */
  summary: z.string(),
});
export type TPositionListItem = z.infer<typeof ZPositionListItem>;

export const ZPositionDetail = ZPositionListItem.extend({
  /** Sanitised HTML. */
  description: z.string(),
  isOnline: z.boolean(),
  /** Resume field keys a candidate must fill in to apply. */
  requiredFields: z.array(z.string()),
  /** When applications close (ISO 8601 with its offset), or null when HR set no closing date. */
  closesAt: z.string().nullable(),
});
export type TPositionDetail = z.infer<typeof ZPositionDetail>;

export const ZPositionDetailQuery = z.object({
  id: z.coerce.number({ error: 'common.invalid' }).int('common.invalid').min(1, 'common.invalid'),
});

/** A category or a city with how many online jobs it has: the list filtered by it shows that many. */
export const ZFacetCount = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type TFacetCount = z.infer<typeof ZFacetCount>;

export const ZLocationCount = ZFacetCount.extend({ countryId: z.number().int(), countryName: z.string() });
export type TLocationCount = z.infer<typeof ZLocationCount>;

/** What the home page shows besides the newest jobs. */
export const ZJobHighlights = z.object({
  /** Online jobs in all. */
  total: z.number().int(),
  /** Every category with online jobs, most jobs first. */
  categories: z.array(ZFacetCount),
  /** The cities with the most online jobs, most first. */
  locations: z.array(ZLocationCount),
  /** The openings hiring the most people (headcount), newest first among equals. */
  featured: z.array(ZPositionListItem),
});
export type TJobHighlights = z.infer<typeof ZJobHighlights>;
