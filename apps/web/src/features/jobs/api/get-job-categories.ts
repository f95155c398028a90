import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionListPath, type TSelectionItem } from '@tmp/contracts';
import { clientRoute } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const getSelectionJobCategoryRoute = clientRoute<TSelectionItem[]>(
  'GET',
  optionListPath('JobCategory'),
);

export const jobCategoriesQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['reference', 'job-categories', language],
    queryFn: ({ signal }) => api.callData(getSelectionJobCategoryRoute, {}, { msg: 'none', signal }),
    staleTime: 30 * 60_000,
  });

export const useJobCategories = () => useQuery(jobCategoriesQueryOptions(useLanguage()));
