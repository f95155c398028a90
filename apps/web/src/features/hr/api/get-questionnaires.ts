import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrGetQuestionnairesRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const questionnairesQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['hr', 'questionnaires', language],
    queryFn: ({ signal }) => api.callData(hrGetQuestionnairesRoute, {}, { msg: 'error', signal }),
    staleTime: 5 * 60_000,
  });

/** The customer's questionnaires, to choose one to assign. */
export const useQuestionnaires = (enabled = true) =>
  useQuery({ ...questionnairesQueryOptions(useLanguage()), enabled });
