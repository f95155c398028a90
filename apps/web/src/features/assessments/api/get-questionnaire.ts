import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssessmentQuestionnaireByIdRoute } from '@tmp/contracts';
import { api } from '../../../lib/api.ts';
import { useLanguage, type TLanguage } from '../../../lib/i18n.ts';

// The page shows a refusal itself ("This assessment does not exist"), so the call raises no toast.
export const getQuestionnaire = (id: number, signal?: AbortSignal) =>
  api.callData(getAssessmentQuestionnaireByIdRoute, { query: { id } }, { msg: 'none', signal });

export const questionnaireQueryOptions = (id: number, language: TLanguage) =>
  queryOptions({
    queryKey: ['assessments', 'questionnaire', language, id],
    queryFn: ({ signal }) => getQuestionnaire(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
    gcTime: 0,
  });

export const useQuestionnaire = (id: number) => useQuery(questionnaireQueryOptions(id, useLanguage()));
