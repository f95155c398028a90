import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDistrictTreeRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';
import { withChildrens } from '../utils/district-tree.ts';

export const districtTreeQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['reference', 'district-tree', language],
    queryFn: async ({ signal }) =>
      withChildrens(await api.callData(getDistrictTreeRoute, {}, { msg: 'none', signal })),
    staleTime: 30 * 60_000,
  });

export const useDistrictTree = () => useQuery(districtTreeQueryOptions(useLanguage()));
