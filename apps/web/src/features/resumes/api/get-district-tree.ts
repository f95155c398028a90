import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDistrictTreeRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

/** Countries, provinces and cities: the cascading region picker of the address. */
export const districtTreeQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['resumes', 'district-tree', language],
    queryFn: ({ signal }) => api.callData(getDistrictTreeRoute, {}, { msg: 'none', signal }),
    staleTime: 30 * 60_000,
  });

export const useDistrictTree = () => useQuery(districtTreeQueryOptions(useLanguage()));
