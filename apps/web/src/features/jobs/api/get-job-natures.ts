import { queryOptions, useQuery } from '@tanstack/react-query';
import { optionListPath, type TSelectionItem } from '@tmp/contracts';
import { clientRoute } from '../../../lib/api-client.ts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const getSelectionJobNatureRoute = clientRoute<TSelectionItem[]>('GET', optionListPath('JobNature'));

export const jobNaturesQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['reference', 'job-natures', language],
    queryFn: ({ signal }) => api.callData(getSelectionJobNatureRoute, {}, { msg: 'none', signal }),
    staleTime: 30 * 60_000,
  });

export const useJobNatures = () => useQuery(jobNaturesQueryOptions(useLanguage()));
