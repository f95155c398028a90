import { z } from 'zod';
import { defineRoute, type TRouteContract } from '../common/define-route.ts';
import {
  OPTION_GROUPS,
  ZDistrictNode,
  ZOptionGroup,
  ZSelectionItem,
  ZSite,
  optionListPath,
  type TOptionGroupCode,
} from './reference-data.schemas.ts';

const base = '/api/found';
const tags = ['reference-data'];
const items = z.array(ZSelectionItem);
const id = z.coerce.number({ error: 'common.invalid' }).int('common.invalid').min(1, 'common.invalid');

const siteQuery = z.object({ siteId: id });

export const getSelectionSiteRoute = defineRoute({
  method: 'GET',
  path: `${base}/Organization/GetSelectionSite`,
  access: 'public',
  tags,
  summary: 'Sites as selection items',
  data: items,
});
export const getAllSiteRoute = defineRoute({
  method: 'GET',
  path: `${base}/Organization/GetAllSite`,
  access: 'public',
  tags,
  summary: 'All sites with id, hrid and displayname',
  data: z.array(ZSite),
});
export const getSelectionDepartmentsBySiteRoute = defineRoute({
  method: 'GET',
  path: `${base}/Organization/GetSelectionDepartmentsBySite`,
  access: 'public',
  tags,
  summary: 'Departments of a site as selection items',
  query: siteQuery,
  data: items,
});
export const getCompanyDepartmentsBySiteRoute = defineRoute({
  method: 'GET',
  path: `${base}/Organization/GetCompayDepartmentsBySite`,
  access: 'public',
  tags,
  summary: 'Company departments of a site (parentValue links a department to its parent)',
  query: siteQuery,
  data: items,
});
export const getSelectionProjectRoute = defineRoute({
  method: 'GET',
  path: `${base}/Project/GetSelectionProject`,
  access: 'public',
  tags,
  summary: 'Projects as selection items',
  data: items,
});
export const getDistrictTreeRoute = defineRoute({
  method: 'GET',
  path: `${base}/District/GetDistrictTree`,
  access: 'public',
  tags,
  summary: 'Countries, their states or provinces and their cities as a tree',
  data: z.array(ZDistrictNode),
});
export const getCountriesRoute = defineRoute({
  method: 'GET',
  path: `${base}/District/GetCountries`,
  access: 'public',
  tags,
  summary: 'Countries, optionally filtered by a keyword in either language',
  query: z.object({ keyword: z.string().max(50, 'common.tooLong').optional() }),
  data: items,
});
export const getSelectionOptionsByGroupIdsRoute = defineRoute({
  method: 'GET',
  path: `${base}/Option/GetSelectionOptionsByGroupIds`,
  access: 'public',
  tags,
  summary: 'Several option lists at once, by group id (repeat groupIds)',
  query: z.object({
    groupIds: z.preprocess(
      (v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]),
      z.array(id).min(1, 'common.required').max(50, 'common.invalid'),
    ),
  }),
  data: z.array(ZOptionGroup),
});
export const getLinkedSelectionItemsRoute = defineRoute({
  method: 'GET',
  path: `${base}/Option/GetLinkedSelectionItems`,
  access: 'public',
  tags,
  summary: 'The items of a group that hang under a parent value (cascading selects)',
  query: z.object({ groupId: id, parentValue: id }),
  data: items,
});
export const getSelectionJobGradeRoute = defineRoute({
  method: 'GET',
  path: `${base}/Option/GetSelectionJobGrade`,
  access: 'public',
  tags,
  summary: 'Job grades, optionally only those of one job category',
  query: z.object({ jobCategory: id.optional() }),
  data: items,
});

/** The plain option lists: GET /api/found/Option/GetSelection{code}, no parameters. */
export const optionListRoutes: Array<{ code: TOptionGroupCode; route: TRouteContract }> =
  OPTION_GROUPS.filter((g) => !['JobGrade', 'Project', 'SecurityQuestion'].includes(g.code)).map((g) => ({
    code: g.code,
    route: defineRoute({
      method: 'GET',
      path: optionListPath(g.code),
      access: 'public',
      tags,
      summary: `The ${g.code} option list`,
      data: items,
    }),
  }));
export const getSelectionCountryRoute = defineRoute({
  method: 'GET',
  path: `${base}/Option/GetSelectionCountry`,
  access: 'public',
  tags,
  summary: 'Countries as selection items (the first level of the district tree)',
  data: items,
});
