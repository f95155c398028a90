import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSecurityQuestionsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

export const securityQuestionsQueryOptions = (language: TLanguage) =>
  queryOptions({
    queryKey: ['accounts', 'security-questions', language],
    queryFn: ({ signal }) => api.callData(getSecurityQuestionsRoute, {}, { msg: 'none', signal }),
    staleTime: Infinity,
  });

export const useSecurityQuestions = (enabled: boolean) =>
  useQuery({ ...securityQuestionsQueryOptions(useLanguage()), enabled });
