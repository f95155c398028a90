import { z } from 'zod';
import { defineRoute } from '../common/define-route.ts';
import { ZResume, type TResume } from './resumes.schemas.ts';

const base = '/api/resume/Resume';
const tags = ['resumes'];
const ZId = z.coerce
  .number({ error: 'common.invalid' })
  .int('common.invalid')
  .min(1, 'common.invalid')
  .max(2_147_483_647, 'common.invalid');

export const ZResumeOption = z.object({ value: z.union([z.number(), z.string()]), text: z.string() });
export const ZResumeField = z.object({
  key: z.string(),
  name: z.string(),
  label: z.string(),
  type: z.string(),
  required: z.boolean(),
  maxLength: z.number().int().nullable(),
  options: z.array(ZResumeOption).nullable(),
  /** Why a sensitive field is asked. */
  reason: z.string().nullable(),
  requiredInEntry: z.boolean(),
});
export type TResumeField = z.infer<typeof ZResumeField>;

export const ZResumeSectionConfig = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  repeatable: z.boolean(),
  /** For repeated sections: at least one entry is required. */
  required: z.boolean(),
  fields: z.array(ZResumeField),
});
export type TResumeSectionConfig = z.infer<typeof ZResumeSectionConfig>;

export const getCustomerResumeFieldsRoute = defineRoute({
  method: 'GET',
  path: `${base}/GetCustomerResumeFields`,
  access: 'public',
  tags,
  summary:
    "The customer's resume form: sections, fields, labels, options and which are required (tightened by positionId)",
  query: z.object({ positionId: ZId.optional() }),
  data: z.object({ sections: z.array(ZResumeSectionConfig) }),
});

export const getResumeItemsRoute = defineRoute({
  method: 'GET',
  path: `${base}/GetResumeItems`,
  access: 'public',
  tags,
  summary: 'The resume sections',
  data: z.array(z.object({ id: z.number().int(), key: z.string(), name: z.string() })),
});

/** Responses carry the stored resume as it is (validated when saved); see TResume for its shape. */
export const ZResumeDetail = z.object({
  resume: z.record(z.string(), z.unknown()),
  updatedAt: z.string().nullable(),
});

export const getUserResumeDetailRoute = defineRoute({
  method: 'GET',
  path: `${base}/GetUserResumeDetail`,
  access: 'user',
  tags,
  personal: true,
  summary: "The signed-in candidate's resume (empty sections when none saved yet)",
  data: ZResumeDetail,
});

export const ZSaveResumeBody = z.object({
  resume: ZResume,
  /** With a position: also apply to it (the /delivery page). */
  positionId: ZId.optional(),
  sourceid: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  recommendCode: z.string().trim().max(32, 'common.tooLong').optional(),
});

export const saveUserResumeRoute = defineRoute({
  method: 'POST',
  path: `${base}/SaveUserResume`,
  access: 'user',
  tags,
  personal: true,
  summary:
    'Save the resume; with positionId also apply, after checking the job is online and its required fields are filled',
  body: ZSaveResumeBody,
  data: z.object({ applicationId: z.number().int().nullable(), updatedAt: z.string() }),
});

export const ZResumeFile = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type TResumeFile = z.infer<typeof ZResumeFile>;

/** Multipart form with one `file` field: a PDF of at most 10 MB. */
export const uploadCustomResumeRoute = defineRoute({
  method: 'POST',
  path: `${base}/UploadCustomResume`,
  access: 'user',
  tags,
  personal: true,
  summary: 'Upload a PDF resume (multipart field `file`, PDF only, 10 MB at most)',
  data: ZResumeFile,
});

export const getUserUploadCustomResumeRoute = defineRoute({
  method: 'GET',
  path: `${base}/GetUserUploadCustomResume`,
  access: 'user',
  tags,
  personal: true,
  summary: "The signed-in candidate's uploaded resume files",
  data: z.array(ZResumeFile),
});

export const deleteCustomResumeRoute = defineRoute({
  method: 'POST',
  path: `${base}/DeleteCustomResume/:id`,
  access: 'user',
  tags,
  summary: 'Delete one of your uploaded resume files',
  params: z.object({ id: ZId }),
  data: z.null(),
});

/** Answers the PDF itself (not an envelope) as an attachment; only to its owner. */
export const DOWNLOAD_CUSTOM_RESUME_PATH = `${base}/DownloadCustomResume/:id`;

/** How sure the reader is of one proposed field, and the text of the file it was read from. */
export const ZParsedField = z.object({
  confidence: z.number().min(0).max(1),
  source: z.string(),
});
export type TParsedField = z.infer<typeof ZParsedField>;

/** Below this confidence a proposed field is flagged for the candidate to check. */
export const LOW_PARSE_CONFIDENCE = 0.7;

/**
 * A proposed resume read from an uploaded PDF: the shape of GetUserResumeDetail, plus one entry per filled
 * field keyed by its path (`basic.name`, `workHistory.0.company`). Nothing is saved.
 */
export const ZParsedResume = ZResumeDetail.extend({
  fields: z.record(z.string(), ZParsedField),
  /** Text columns found on the first page (1 or 2). */
  columns: z.number().int(),
});
export type TParsedResume = z.infer<typeof ZParsedResume>;

export const parseCustomResumeRoute = defineRoute({
  method: 'POST',
  path: `${base}/ParseCustomResume/:id`,
  access: 'user',
  tags,
  personal: true,
  summary:
    'Read one of your uploaded PDF resumes into a proposed resume (with a confidence and source text per field); nothing is saved',
  params: z.object({ id: ZId }),
  data: ZParsedResume,
});

export const MAX_RESUME_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_RESUME_FILES = 5;

export type { TResume };
