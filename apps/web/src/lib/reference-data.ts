import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getAllSiteRoute,
  getDistrictTreeRoute,
  getSelectionOptionsByGroupIdsRoute,
  optionListPath,
  type TOptionGroupCode,
  type TSelectionItem,
} from '@tmp/contracts';
import { clientRoute } from './api-client.ts';
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

export const useAllSites = () => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['reference', 'all-sites', language],
    queryFn: ({ signal }) => api.callData(getAllSiteRoute, {}, { msg: 'none', signal }),
    staleTime: STALE,
  });
};

export const useDistrictTree = () => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['reference', 'district-tree-raw', language],
    queryFn: ({ signal }) => api.callData(getDistrictTreeRoute, {}, { msg: 'none', signal }),
    staleTime: STALE,
  });
};

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
