import { useQuery } from '@tanstack/react-query';
import { getSecurityQuestionsRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/i18n.ts';

export const useSecurityQuestions = () =>
  useQuery({
    queryKey: ['accounts', 'security-questions', useLanguage()],
    queryFn: ({ signal }) => api.callData(getSecurityQuestionsRoute, {}, { msg: 'none', signal }),
    staleTime: Infinity,
  });
