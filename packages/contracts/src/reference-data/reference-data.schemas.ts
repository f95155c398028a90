import { z } from 'zod';

/** One choice of a reference list (spec §3: value and hrid are integers). */
export const ZSelectionItem = z.object({
  value: z.number().int(),
  text: z.string(),
  hrid: z.number().int(),
  parentValue: z.number().int().nullable(),
});
export type TSelectionItem = z.infer<typeof ZSelectionItem>;

export const ZSite = z.object({
  id: z.number().int(),
  hrid: z.number().int(),
  displayname: z.string(),
  value: z.number().int(),
  text: z.string(),
});
export type TSite = z.infer<typeof ZSite>;

export interface TDistrictNode {
  value: number;
  text: string;
  hrid: number;
  /** 1 country, 2 continent/state/province, 3 region/city. */
  level: number;
  children?: TDistrictNode[];
}
export const ZDistrictNode: z.ZodType<TDistrictNode> = z.lazy(() =>
  z.object({
    value: z.number().int(),
    text: z.string(),
    hrid: z.number().int(),
    level: z.number().int(),
    children: z.array(ZDistrictNode).optional(),
  }),
);

export const ZOptionGroup = z.object({
  groupId: z.number().int(),
  code: z.string(),
  items: z.array(ZSelectionItem),
});

/**
 * The option lists served under /api/found/Option/GetSelection{code} (spec §7). `id` is the group id
 * used by GetSelectionOptionsByGroupIds and GetLinkedSelectionItems.
 */
export const OPTION_GROUPS = [
  { id: 1, code: 'JobNature' },
  { id: 2, code: 'JobCategory' },
  { id: 3, code: 'JobGrade' },
  { id: 4, code: 'WorkExperience' },
  { id: 5, code: 'LayerLevel' },
  { id: 6, code: 'Degree' },
  { id: 7, code: 'Language' },
  { id: 8, code: 'LanguageProficiency' },
  { id: 9, code: 'DefaultJobFlow' },
  { id: 10, code: 'EvaluationForm' },
  { id: 11, code: 'EvaluationType' },
  { id: 12, code: 'EvaluationTopic' },
  { id: 13, code: 'Gender' },
  { id: 14, code: 'InterviewAddress' },
  { id: 15, code: 'Nationality' },
  { id: 16, code: 'IDType' },
  { id: 17, code: 'RegisteredResidenceStatus' },
  { id: 18, code: 'IsCcpMemeber' },
  { id: 19, code: 'WithMyRelationship' },
  { id: 20, code: 'Major' },
  { id: 21, code: 'MaritalStatus' },
  { id: 22, code: 'Position' },
  { id: 23, code: 'JobDegree' },
  { id: 24, code: 'DefaultEvaluationJobFlow' },
  { id: 25, code: 'DepartmentSequence' },
  { id: 26, code: 'CustomerFieldType' },
  { id: 27, code: 'Project' },
  { id: 28, code: 'SecurityQuestion' },
] as const;
export type TOptionGroupCode = (typeof OPTION_GROUPS)[number]['code'];

export { optionListPath } from './option-list-path.ts';
