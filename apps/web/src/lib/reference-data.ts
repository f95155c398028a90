import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getAllSiteRoute,
  getDistrictTreeRoute,
  getSelectionCountryRoute,
  getSelectionOptionsByGroupIdsRoute,
  optionListPath,
  type TOptionGroupCode,
  type TSelectionItem,
} from '@tmp/contracts';
import { clientRoute } from './api-client.ts';
import type { TAnyRoute } from './api-shared.ts';
import { api } from './api.ts';
import { useLanguage, type TLanguage } from './i18n.ts';

const STALE = 30 * 60_000;

const optionListRoute = (code: TOptionGroupCode) =>
  clientRoute<TSelectionItem[]>('GET', optionListPath(code));

/** A plain reference list (JobCategory, JobNature, JobDegree, WorkExperience…). */
export const optionListQueryOptions = (code: TOptionGroupCode, language: TLanguage) =>
  queryOptions({
    queryKey: ['reference', 'options', code, language],
    queryFn: ({ signal }) => api.callData(optionListRoute(code), {}, { msg: 'none', signal }),
    staleTime: STALE,
  });

export const useOptionList = (code: TOptionGroupCode) =>
  useQuery(optionListQueryOptions(code, useLanguage()));

/** A whole reference list of the server in the current language. */
const useReference = <R extends TAnyRoute>(route: R, name: string) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['reference', name, language],
    queryFn: ({ signal }) => api.callData(route, {}, { msg: 'none', signal }),
    staleTime: STALE,
  });
};

export const useAllSites = () => useReference(getAllSiteRoute, 'all-sites');

/** The countries of the customer's reference data (the first level of the district tree). */
export const useCountries = () => useReference(getSelectionCountryRoute, 'countries');

/** The district tree as the server sends it; the job list reads it through this key too (and prefetches it). */
export const districtTreeQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['reference', 'district-tree', language],
    queryFn: ({ signal }) => api.callData(getDistrictTreeRoute, {}, { msg: 'none', signal }),
    staleTime: STALE,
  });

export const useDistrictTree = () => useQuery(districtTreeQueryOptions(useLanguage()));

/** Several option lists at once, by group id: used to show the chosen values of a resume. */
export const useOptionGroups = (groupIds: number[]) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['reference', 'option-groups', language, groupIds],
    queryFn: ({ signal }) =>
      api.callData(getSelectionOptionsByGroupIdsRoute, { query: { groupIds } }, { msg: 'none', signal }),
    staleTime: STALE,
    enabled: groupIds.length > 0,
  });
};
