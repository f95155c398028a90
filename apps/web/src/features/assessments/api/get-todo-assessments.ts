import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserToDoAssessmentsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const getToDoAssessments = (signal?: AbortSignal) =>
  api.callData(getUserToDoAssessmentsRoute, {}, { msg: 'none', signal });

export const toDoAssessmentsQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['assessments', 'todo', language],
    queryFn: ({ signal }) => getToDoAssessments(signal),
    staleTime: 0,
  });

/** Statuses 1 and 2, earliest deadline first: the "to do" tab. */
export const useToDoAssessments = () => useQuery(toDoAssessmentsQueryOptions(useLanguage()));
